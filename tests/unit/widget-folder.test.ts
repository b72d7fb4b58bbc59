// One list of widgets: a folder under widgets/ is all a widget needs. The test copies the source
// tree, adds a fake widget folder and builds the copy: the widget is registered (the built entry
// loads its chunk and defines its element), styled (its stylesheet is in site-widgets.css) and
// described in the manifest and type declarations, with no other file edited.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../..');
// What the build reads: the sources and the settings, not the tests, the demo or the output.
const LEFT_OUT = new Set(['.git', 'node_modules', 'dist', 'tests', 'demo']);

const FAKE_WIDGET = {
  'attributes.ts': `import type { AttributeSpecs } from '../attributes';
export const fakeWidgetAttributes = {
  label: { type: 'string', default: 'Fake', description: 'What the fake widget shows.' },
} as const satisfies AttributeSpecs;
export const fakeWidgetEvents = [
  { name: 'fake-widget:poke', target: 'element', detail: { times: 'number' }, description: 'Poked.' },
] as const;
`,
  'fake-widget.tsx': `import type { AttributeValues } from '../attributes';
import type { fakeWidgetAttributes } from './attributes';
export function FakeWidget({ label }: AttributeValues<typeof fakeWidgetAttributes>) {
  return <p className="fake-widget__label">{label} widget, rendered</p>;
}
`,
  'index.ts': `import { defineWidget } from '../define-widget';
import { fakeWidgetAttributes } from './attributes';
import { FakeWidget } from './fake-widget';
defineWidget({ tag: 'fake-widget', attributes: fakeWidgetAttributes, component: FakeWidget });
`,
  'fake-widget.css': `fake-widget:not([data-upgraded]) { display: block; min-height: 7.25rem; }
`,
};

let tree: string;
// The copy is made under node_modules/.cache/: there the test runner leaves modules to Node, so
// the built entry runs as it is and imports its chunks by file URL, as a browser would by URL.
const importFile = (path: string): Promise<unknown> => import(/* @vite-ignore */ pathToFileURL(path).href);

beforeAll(async () => {
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
  tree = await mkdtemp(join(root, 'node_modules/.cache/widget-folder-'));
  for (const name of await readdir(root)) {
    if (!LEFT_OUT.has(name) && !name.startsWith('.')) await cp(join(root, name), join(tree, name), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  await mkdir(join(tree, 'widgets/fake-widget'));
  for (const [file, text] of Object.entries(FAKE_WIDGET))
    await writeFile(join(tree, 'widgets/fake-widget', file), text);
  const { build } = (await importFile(join(tree, 'build.mjs'))) as {
    build: (options: { quiet: boolean }) => Promise<unknown>;
  };
  await build({ quiet: true });
}, 60_000);

afterAll(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
});

const built = (file: string) => readFile(join(tree, 'dist', file), 'utf8');

describe('a widget is a folder under widgets/ and nothing else', () => {
  it('is registered: the entry loads its chunk when its tag is on the page, and the chunk defines it', async () => {
    const entry = await built('site-widgets.js');
    const [, chunk] =
      /"fake-widget":\w+=>\[[^\]]*import\("\.\/chunks\/(fake-widget-[A-Z0-9]+\.js)"\)\]/.exec(entry) ?? [];
    expect(chunk, 'the entry lists the fake widget with its own chunk last').toBeDefined();

    // No layout here, so nothing is ever near the viewport: without an IntersectionObserver the
    // registry loads a tag's chunk as soon as the tag is on the page.
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<fake-widget>Server markup</fake-widget>';
    await importFile(join(tree, 'dist/site-widgets.js'));
    await customElements.whenDefined('fake-widget');
    const element = document.querySelector('fake-widget')!;
    await expect.poll(() => element.textContent).toBe('Fake widget, rendered');
    expect(element.hasAttribute('data-upgraded')).toBe(true);
  });

  it('is styled: its stylesheet is in site-widgets.css, beside the other widgets', async () => {
    const css = await built('site-widgets.css');
    expect(css).toMatch(/fake-widget:not\(\[data-upgraded\]\)\{display:block;min-height:7\.25rem\}/);
    expect(css).toContain('collapse-item');
  });

  it('is in the manifest and the type declarations, with its attributes and events', async () => {
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
    const module = manifest.modules.find((m) => m.path === 'widgets/fake-widget/index.ts');
    expect(module?.declarations[0]).toMatchObject({
      tagName: 'fake-widget',
      attributes: [{ name: 'label' }, { name: 'data-no-early-interaction' }],
      events: [{ name: 'fake-widget:poke', type: { text: 'CustomEvent<{ times: number }>' } }],
    });
    expect(await built('site-widgets.d.ts')).toContain("'fake-widget': FakeWidgetElement;");
  });
});
