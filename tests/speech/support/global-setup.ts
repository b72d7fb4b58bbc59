// Runs once before the speech tests: what the engine tests' setup does (the engines installed when
// missing, the bundle built, the demo server with the page probe, which records CSP and Trusted
// Types violations), and the virtual screen reader bundled by esbuild into one script that a test
// evaluates in the page. The tests read the script's path from `inject('screenReaderScript')`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';
import enginesSetup from '../../engines/support/global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    screenReaderScript: string;
  }
}

/**
 * The screen reader as a classic script that sets a global: the driver evaluates it in the page,
 * which the page's CSP does not govern; what the reader then does in the page, it does under it.
 */
const ENTRY = `import { virtual } from '@guidepup/virtual-screen-reader';
globalThis.__virtualScreenReader = virtual;`;

/**
 * Where the reader hears less than a screen reader does, taught to it in its own code (a new
 * version of the reader that changes that code stops the setup here):
 * - it reads the contents of an element with `content-visibility: hidden`, as a closed accordion's
 *   body has (`hidden="until-found"`), which browsers leave out of the accessibility tree;
 * - it announces changes inside a live region that was already there, but not an element with
 *   role alert put into the page with its text, which browsers announce as an alert event does;
 * - it takes a checkbox's or switch's state from its `checked` attribute, where browsers (and so
 *   screen readers) take the state the visitor or a script gave it.
 */
const HIDDEN_TEST = 'function isHiddenFromAccessibilityTree(node) {';
const LIVE_REGIONS = 'async #announceLiveRegions(mutations) {';
const ATTRIBUTE_VALUE = 'const attributeValue = node.hasAttribute(name) ?';
const PATCHES: { find: string; replace: string }[] = [
  {
    find: HIDDEN_TEST,
    replace: `${HIDDEN_TEST}
      if (node?.parentElement && getComputedStyle(node.parentElement).contentVisibility === 'hidden') return true;`,
  },
  {
    find: LIVE_REGIONS,
    replace: `${LIVE_REGIONS}
      mutations = mutations.flatMap((m) => [m, ...Array.from(m.addedNodes)
        .filter((n) => n.nodeType === 1 && n.getAttribute('role') === 'alert')
        .map((n) => ({ type: 'childList', target: n, addedNodes: n.childNodes, removedNodes: [] }))]);`,
  },
  {
    find: ATTRIBUTE_VALUE,
    replace: `const attributeValue = name === 'checked' && node instanceof HTMLInputElement ? String(node.checked) :
      node.hasAttribute(name) ?`,
  },
];
const teachReader: Plugin = {
  name: 'teach-reader',
  setup(esbuild) {
    esbuild.onLoad({ filter: /virtual-screen-reader[\\/]lib[\\/]esm[\\/]index\.mjs$/ }, async ({ path }) => {
      let code = await readFile(path, 'utf8');
      for (const { find, replace } of PATCHES) {
        if (!code.includes(find)) throw new Error(`${path} no longer has "${find}": check the patches`);
        code = code.replace(find, replace);
      }
      return { contents: code, loader: 'js' };
    });
  },
};

export default async function setup(project: TestProject) {
  const stopEngines = await enginesSetup(project);
  const folder = await mkdtemp(join(tmpdir(), 'site-widgets-speech-'));
  const outfile = join(folder, 'virtual-screen-reader.js');
  await build({
    stdin: { contents: ENTRY, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // Testing Library reads these for its error messages only; the page has no `process`.
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    plugins: [teachReader],
    logLevel: 'warning',
  });
  project.provide('screenReaderScript', outfile);
  return async () => {
    await stopEngines();
    await rm(folder, { recursive: true, force: true });
  };
}
