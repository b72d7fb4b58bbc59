// One list of blocks: a folder under blocks/ is all a block needs (build/block-folders.mjs). The
// test copies the source tree, adds two new block folders, a widget and a page behaviour (with a
// section of texts), and builds the copy. With no other file edited, each is built, styled,
// declared in the manifest and type declarations, listed in the README's tables with the page in
// its folder, and started by the built entry when its markup is on the page, showing its own text.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../..');
// What the build reads: the sources and the settings, not the tests, the demo or the output.
const LEFT_OUT = new Set(['.git', 'node_modules', 'dist', 'tests', 'demo']);

const FAKE_WIDGET = {
  'block.ts': `import { defineEvent } from '../../common/define-event';
import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock } from '../../widgets/widget-block';
export const fakeWidgetAttributes = {
  label: { type: 'string', default: 'Fake', description: 'What the fake widget shows.' },
} as const satisfies AttributeSpecs;
export default defineWidgetBlock({
  tag: 'fake-widget',
  summary: 'a widget made for a test',
  docs: 'blocks/fake-widget/README.md',
  attributes: fakeWidgetAttributes,
  events: [
    defineEvent({ name: 'fake-widget:poke', target: 'element', detail: { times: 'number' }, description: 'Poked.' }),
  ],
});
`,
  'fake-widget.tsx': `import type { AttributeValues } from '../../widgets/attributes';
import type { fakeWidgetAttributes } from './block';
export function FakeWidget({ label }: AttributeValues<typeof fakeWidgetAttributes>) {
  return <p className="fake-widget__label">{label} widget, rendered</p>;
}
`,
  'index.ts': `import { defineWidget } from '../../widgets/define-widget';
import block from './block';
import { FakeWidget } from './fake-widget';
defineWidget(block, FakeWidget);
`,
  'fake-widget.css': `fake-widget:not([data-upgraded]) { display: block; min-height: 7.25rem; }
`,
  'README.md': '# fake-widget\n\nA widget made for a test.\n',
};

const FAKE_MODULE = {
  'block.ts': `import { defineEvent } from '../../common/define-event';
import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';
export default definePageBehaviourBlock({
  name: 'fake-module',
  summary: 'a page behaviour made for a test',
  docs: 'blocks/fake-module/README.md',
  markup: { 'fake-module': '[data-fake-module]' },
  events: [
    defineEvent({ name: 'fake-module:done', target: 'document', detail: { count: 'number' }, description: 'Done.' }),
  ],
});
`,
  'runtime.ts': `import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import block from './block';
import type * as FakeModule from './fake-module.chunk';
export default defineBlockRuntime({
  behaviours: blockBehaviours(block, { 'fake-module': { load: () => loadChunk<typeof FakeModule>('fake-module') } }),
});
`,
  'fake-module.chunk.ts': `import { t } from '../../common/i18n/catalogue';
export function setup(element: HTMLElement): void {
  element.textContent = t('fake-module.done', {}, 'en');
}
`,
  'texts.ts': `import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';
const fakeModuleTexts = defineTexts({
  en: { 'fake-module.done': 'Fake module, set up' },
  nl: { 'fake-module.done': 'Nepmodule, klaar' },
});
export default fakeModuleTexts;
declare global {
  interface SiteWidgetsTexts extends SectionKeys<typeof fakeModuleTexts> {}
}
`,
  'fake-module.css': `[data-fake-module] { outline: 3px dotted rebeccapurple; }
`,
  'README.md': '# fake-module\n\nA page behaviour made for a test.\n',
};

let tree: string;
// The copy is made under node_modules/.cache/: there the test runner leaves modules to Node, so
// the built entry runs as it is and imports its chunks by file URL, as a browser would by URL.
const importFile = (path: string): Promise<unknown> => import(/* @vite-ignore */ pathToFileURL(path).href);

beforeAll(async () => {
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
  tree = await mkdtemp(join(root, 'node_modules/.cache/block-folder-'));
  for (const name of await readdir(root)) {
    if (!LEFT_OUT.has(name) && !name.startsWith('.')) await cp(join(root, name), join(tree, name), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  for (const [folder, files] of [
    ['fake-widget', FAKE_WIDGET],
    ['fake-module', FAKE_MODULE],
  ] as const) {
    await mkdir(join(tree, 'blocks', folder));
    for (const [file, text] of Object.entries(files)) await writeFile(join(tree, 'blocks', folder, file), text);
  }
  const { build } = (await importFile(join(tree, 'build.mjs'))) as {
    build: (options: { quiet: boolean }) => Promise<unknown>;
  };
  await build({ quiet: true });
}, 60_000);

afterAll(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
});

const built = (file: string) => readFile(join(tree, 'dist', file), 'utf8');

describe('a block is a folder under blocks/ and nothing else', () => {
  it('a widget is registered: the entry loads its chunk when its tag is on the page; it defines it', async () => {
    const entry = await built('site-widgets.js');
    const [, chunk] =
      /"fake-widget":\w+=>\[[^\]]*import\("\.\/chunks\/(fake-widget-[A-Z0-9]+\.js)"\)\]/.exec(entry) ?? [];
    expect(chunk, 'the entry lists the fake widget with its own chunk last').toBeDefined();
    const [, moduleChunk] =
      /"fake-module":\w+=>\[[^\]]*import\("\.\/chunks\/(fake-module-[A-Z0-9]+\.js)"\)\]/.exec(entry) ?? [];
    expect(moduleChunk, "the entry lists the fake module's chunk").toBeDefined();

    // No layout here, so nothing is ever near the viewport: without an IntersectionObserver the
    // registry loads a tag's chunk as soon as the tag is on the page.
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<fake-widget>Server markup</fake-widget><div data-fake-module>Server markup</div>';
    await importFile(join(tree, 'dist/site-widgets.js'));
    await customElements.whenDefined('fake-widget');
    const element = document.querySelector('fake-widget')!;
    await expect.poll(() => element.textContent).toBe('Fake widget, rendered');
    expect(element.hasAttribute('data-upgraded')).toBe(true);
  });

  it('a page behaviour is started: the entry loads its chunk for its markup, which shows its own text', async () => {
    // The entry ran in the test before, on the same document.
    await expect.poll(() => document.querySelector('[data-fake-module]')?.textContent).toBe('Fake module, set up');
  });

  it('each is styled: its stylesheet is in site-widgets.css, beside the other blocks', async () => {
    const css = await built('site-widgets.css');
    expect(css).toMatch(/fake-widget:not\(\[data-upgraded\]\)\{display:block;min-height:7\.25rem\}/);
    expect(css).toMatch(/\[data-fake-module\]\{outline:3px dotted (rebeccapurple|#639)\}/);
    expect(css).toContain('collapse-item');
  });

  it('each is declared: the widget in the manifest, both in the type declarations', async () => {
    const manifest = JSON.parse(await built('custom-elements.json')) as {
      modules: {
        path: string;
        declarations: {
          tagName: string;
          attributes: { name: string }[];
          events: { name: string; type: { text: string } }[];
        }[];
      }[];
    };
    const module = manifest.modules.find((m) => m.path === 'blocks/fake-widget/index.ts');
    expect(module?.declarations[0]).toMatchObject({
      tagName: 'fake-widget',
      attributes: [{ name: 'label' }, { name: 'data-no-early-interaction' }],
      events: [{ name: 'fake-widget:poke', type: { text: 'CustomEvent<{ times: number }>' } }],
    });
    const types = await built('site-widgets.d.ts');
    expect(types).toContain("'fake-widget': FakeWidgetElement;");
    expect(types).toContain("'fake-module:done': CustomEvent<{ count: number }>;");
  });

  it("each is in the preload manifest: the widget by its tag, the module's chunk by its name", async () => {
    const preloads = JSON.parse(await built('site-widgets.manifest.json')) as {
      widgets: Record<string, unknown>;
      modules: Record<string, unknown>;
    };
    expect(Object.keys(preloads.widgets)).toContain('fake-widget');
    expect(Object.keys(preloads.modules)).toContain('fake-module');
  });
});

describe("a block's page", () => {
  it("is the README.md in its folder, which the README's tables link to", async () => {
    const { readmeTables } = (await importFile(join(tree, 'build/readme-tables.mjs'))) as {
      readmeTables: (root: string) => Promise<Record<string, string>>;
    };
    const tables = await readmeTables(tree);
    expect(tables.widgets).toContain('| [fake-widget](blocks/fake-widget/README.md) |');
    expect(tables.behaviours).toContain('| [fake-module](blocks/fake-module/README.md) |');
  });
});

describe('the block folders', () => {
  it('each has its declaration, its code and at least one test beside them', async () => {
    // @ts-expect-error plain ESM module without type declarations
    const { blockFolders, blocksOf } = await import('../../build/block-folders.mjs');
    const folders = (await blockFolders(join(root, 'blocks'))) as { name: string; dir: string }[];
    expect(blocksOf(folders).length).toBeGreaterThanOrEqual(13);
    const untested = [];
    for (const { name, dir } of folders)
      if (!(await readdir(dir)).some((file) => /\.test\.tsx?$/.test(file))) untested.push(name);
    expect(untested).toEqual([]);
  });
});
