// One list of blocks: a folder under blocks/ is all a block needs (build/block-folders.mjs). The
// test copies the source tree, adds a widget folder, a page behaviour folder (with texts) and a
// family folder (two widgets and an early answer) and a copy of a block folder under a new name,
// builds the copy, and checks that each block is built, styled, declared, listed with its page,
// started by the built entry and given its CMS faces, with no other edit.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyRenamed } from '../support/renamed-block-folder';
import { copySourceTree, importFile } from '../support/source-tree';

const root = join(import.meta.dirname, '../..');

const FAKE_WIDGET = {
  'fake-widget.block.ts': `import { defineEvent } from '../../common/define-event';
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
import type { fakeWidgetAttributes } from './fake-widget.block';
export function FakeWidget({ label }: AttributeValues<typeof fakeWidgetAttributes>) {
  return <p className="fake-widget__label">{label} widget, rendered</p>;
}
`,
  'fake-widget.element.ts': `import { defineWidget } from '../../widgets/define-widget';
import block from './fake-widget.block';
import { FakeWidget } from './fake-widget';
defineWidget(block, FakeWidget);
`,
  'fake-widget.css': `fake-widget:not([data-upgraded]) { display: block; min-height: 7.25rem; }
`,
  'README.md': '# fake-widget\n\nA widget made for a test.\n',
};

const FAKE_BEHAVIOUR = {
  'fake-behaviour.block.ts': `import { defineEvent } from '../../common/define-event';
import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';
export default definePageBehaviourBlock({
  name: 'fake-behaviour',
  summary: 'a page behaviour made for a test',
  docs: 'blocks/fake-behaviour/README.md',
  markup: { 'fake-behaviour': '[data-fake-behaviour]' },
  events: [
    defineEvent({ name: 'fake-behaviour:done', target: 'document', detail: { count: 'number' }, description: 'Done.' }),
  ],
});
`,
  'runtime.ts': `import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import block from './fake-behaviour.block';
import type * as FakeBehaviour from './fake-behaviour.chunk';
export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    'fake-behaviour': { load: () => loadChunk<typeof FakeBehaviour>('fake-behaviour') },
  }),
});
`,
  'fake-behaviour.chunk.ts': `import { t } from '../../common/i18n/catalogue';
export function setup(element: HTMLElement): void {
  element.textContent = t('fake-behaviour.done', {}, 'en');
}
`,
  'texts.ts': `import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';
const fakeBehaviourTexts = defineTexts({
  en: { 'fake-behaviour.done': 'Fake behaviour, set up' },
  nl: { 'fake-behaviour.done': 'Nepgedrag, klaar' },
});
export default fakeBehaviourTexts;
declare global {
  interface SiteWidgetsTexts extends SectionKeys<typeof fakeBehaviourTexts> {}
}
`,
  'fake-behaviour.css': `[data-fake-behaviour] { outline: 3px dotted rebeccapurple; }
`,
  'README.md': '# fake-behaviour\n\nA page behaviour made for a test.\n',
};

// Two widgets in one folder, sharing a module, and the folder's runtime.ts with an early answer.
const FAKE_FAMILY = {
  'shared.ts': `export const familyText = (tag: string): string => tag + ', one of the family';
export const ANSWERED_EARLY = 'data-answered-early';
`,
  'fake-list.block.ts': `import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock } from '../../widgets/widget-block';
export const fakeListAttributes = {
  label: { type: 'string', default: 'List', description: 'What the list shows.' },
} as const satisfies AttributeSpecs;
export default defineWidgetBlock({
  tag: 'fake-list',
  summary: 'a family widget made for a test',
  docs: 'blocks/fake-family/README.md',
  attributes: fakeListAttributes,
});
`,
  'fake-entry.block.ts': `import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock } from '../../widgets/widget-block';
export const fakeEntryAttributes = {} as const satisfies AttributeSpecs;
export default defineWidgetBlock({
  tag: 'fake-entry',
  summary: 'the other family widget made for a test',
  docs: 'blocks/fake-family/README.md',
  attributes: fakeEntryAttributes,
});
`,
  'fake-family.tsx': `import { familyText } from './shared';
export const FakeList = () => <p>{familyText('fake-list')}</p>;
export const FakeEntry = () => <p>{familyText('fake-entry')}</p>;
`,
  'fake-list.element.ts': `import { defineWidget } from '../../widgets/define-widget';
import block from './fake-list.block';
import { FakeList } from './fake-family';
defineWidget(block, FakeList);
`,
  'fake-entry.element.ts': `import { defineWidget } from '../../widgets/define-widget';
import block from './fake-entry.block';
import { FakeEntry } from './fake-family';
defineWidget(block, FakeEntry);
`,
  'runtime.ts': `import { defineBlockRuntime } from '../../runtime/block-runtime';
import { ANSWERED_EARLY } from './shared';
export default defineBlockRuntime({
  earlyAnswers: {
    'fake-entry': (widget, _event, upgradedMeanwhile) => {
      if (!upgradedMeanwhile) widget.setAttribute(ANSWERED_EARLY, '');
    },
  },
});
`,
  'fake-list.css': `fake-list:not([data-upgraded]) { display: block; min-height: 3.5rem; }
`,
  'fake-entry.css': `fake-entry:not([data-upgraded]) { display: block; min-height: 4.5rem; }
`,
  'README.md': '# fake-family\n\nTwo widgets made for a test.\n',
};

/** A one-block folder copied under a new name, its name replaced in it: a new block. */
const COPY = { from: 'language-switch', to: 'language-picker' };

/** A parameter added to the copy's schema and to one of its fixtures, and nowhere else. */
const NEW_PARAMETER =
  "  tone: { type: 'choice', choices: ['plain', 'bold'], default: 'plain', attribute: 'tone', " +
  "description: 'Its tone.' },";

async function addParameter(dir: string, name: string) {
  const schema = join(dir, `${name}.params.ts`);
  await writeFile(
    schema,
    (await readFile(schema, 'utf8')).replace('defineParams({\n', `defineParams({\n${NEW_PARAMETER}\n`),
  );
  const fixtures = join(dir, `${name}.fixtures.json`);
  const parsed = JSON.parse(await readFile(fixtures, 'utf8')) as { fixtures: { params: object }[] };
  Object.assign(parsed.fixtures[0]!.params, { tone: 'bold' });
  await writeFile(fixtures, JSON.stringify(parsed));
}

let tree: string;

beforeAll(async () => {
  // The built entry runs as it is and imports its chunks by file URL, as a browser would by URL.
  tree = await copySourceTree(root, 'block-folder');
  for (const [folder, files] of [
    ['fake-widget', FAKE_WIDGET],
    ['fake-behaviour', FAKE_BEHAVIOUR],
    ['fake-family', FAKE_FAMILY],
  ] as const) {
    await mkdir(join(tree, 'blocks', folder));
    for (const [file, text] of Object.entries(files)) await writeFile(join(tree, 'blocks', folder, file), text);
  }
  await copyRenamed(join(tree, 'blocks', COPY.from), join(tree, 'blocks', COPY.to), COPY.from, COPY.to);
  await addParameter(join(tree, 'blocks', COPY.to), COPY.to);
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
    const [, behaviourChunk] =
      /"fake-behaviour":\w+=>\[[^\]]*import\("\.\/chunks\/(fake-behaviour-[A-Z0-9]+\.js)"\)\]/.exec(entry) ?? [];
    expect(behaviourChunk, "the entry lists the fake behaviour's chunk").toBeDefined();

    // No layout here, so nothing is ever near the viewport: without an IntersectionObserver the
    // registry loads a tag's chunk as soon as the tag is on the page.
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML =
      '<fake-widget>Server markup</fake-widget><div data-fake-behaviour>Server markup</div>' +
      '<fake-list></fake-list><fake-entry></fake-entry>';
    await importFile(join(tree, 'dist/site-widgets.js'));
    // Before its chunk has arrived: the family's runtime.ts answers for it.
    document.querySelector<HTMLElement>('fake-entry')!.click();
    await customElements.whenDefined('fake-widget');
    const element = document.querySelector('fake-widget')!;
    await expect.poll(() => element.textContent).toBe('Fake widget, rendered');
    expect(element.hasAttribute('data-upgraded')).toBe(true);
  });

  it('a page behaviour is started: the entry loads its chunk for its markup, which shows its own text', async () => {
    // The entry ran in the test before, on the same document.
    await expect
      .poll(() => document.querySelector('[data-fake-behaviour]')?.textContent)
      .toBe('Fake behaviour, set up');
  });

  it('a family: each widget a chunk named by its tag, started by the entry; its early answer runs', async () => {
    const entry = await built('site-widgets.js');
    for (const tag of ['fake-list', 'fake-entry'])
      expect(entry, tag).toMatch(
        new RegExp(`"${tag}":\\w+=>\\[[^\\]]*import\\("\\./chunks/${tag}-[A-Z0-9]+\\.js"\\)\\]`),
      );
    const list = document.querySelector('fake-list')!;
    const entryElement = document.querySelector('fake-entry')!;
    await expect.poll(() => list.textContent).toBe('fake-list, one of the family');
    await expect.poll(() => entryElement.textContent).toBe('fake-entry, one of the family');
    expect(entryElement.hasAttribute('data-upgraded')).toBe(true);
    expect(entryElement.hasAttribute('data-answered-early'), 'the early answer ran before the upgrade').toBe(true);
    expect(list.hasAttribute('data-answered-early')).toBe(false);
  });

  it('each is styled: its stylesheet is in site-widgets.css, beside the other blocks', async () => {
    const css = await built('site-widgets.css');
    expect(css).toMatch(/fake-widget:not\(\[data-upgraded\]\)\{display:block;min-height:7\.25rem\}/);
    expect(css).toMatch(/\[data-fake-behaviour\]\{outline:3px dotted (rebeccapurple|#639)\}/);
    expect(css).toMatch(/fake-list:not\(\[data-upgraded\]\)\{display:block;min-height:3\.5rem\}/);
    expect(css).toMatch(/fake-entry:not\(\[data-upgraded\]\)\{display:block;min-height:4\.5rem\}/);
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
    const module = manifest.modules.find((m) => m.path === 'blocks/fake-widget/fake-widget.element.ts');
    expect(module?.declarations[0]).toMatchObject({
      tagName: 'fake-widget',
      attributes: [{ name: 'label' }, { name: 'data-no-early-interaction' }],
      events: [{ name: 'fake-widget:poke', type: { text: 'CustomEvent<{ times: number }>' } }],
    });
    for (const tag of ['fake-list', 'fake-entry']) {
      const familyModule = manifest.modules.find((m) => m.path === `blocks/fake-family/${tag}.element.ts`);
      expect(familyModule?.declarations[0], tag).toMatchObject({ tagName: tag });
    }
    const types = await built('site-widgets.d.ts');
    expect(types).toContain("'fake-widget': FakeWidgetElement;");
    expect(types).toContain("'fake-list': FakeListElement;");
    expect(types).toContain("'fake-entry': FakeEntryElement;");
    expect(types).toContain("'fake-behaviour:done': CustomEvent<{ count: number }>;");
  });

  it("each is in the preload manifest: the widget by its tag, the behaviour's chunk by its name", async () => {
    const preloads = JSON.parse(await built('site-widgets.manifest.json')) as {
      widgets: Record<string, unknown>;
      modules: Record<string, unknown>;
    };
    expect(Object.keys(preloads.widgets)).toEqual(expect.arrayContaining(['fake-widget', 'fake-list', 'fake-entry']));
    expect(Object.keys(preloads.modules)).toContain('fake-behaviour');
  });
});

describe('a one-block folder copied under a new name, with its name replaced in it', () => {
  const { from, to } = COPY;

  it('is a new widget: declared in the manifest and the types, with its own chunk', async () => {
    const manifest = JSON.parse(await built('custom-elements.json')) as {
      modules: { path: string; declarations: { tagName: string }[] }[];
    };
    const module = manifest.modules.find((m) => m.path === `blocks/${to}/${to}.element.ts`);
    expect(module?.declarations[0]?.tagName).toBe(to);
    expect(await built('site-widgets.d.ts')).toContain(`'${to}': LanguagePickerElement;`);
    expect(await built('site-widgets.js')).toMatch(new RegExp(`"${to}":\\w+=>\\[[^\\]]*import\\("\\./chunks/${to}-`));
  });

  it('has its fixtures in fixtures.json, and its Twig component where Craft takes it from', async () => {
    const fixtures = JSON.parse(await built('fixtures.json')) as Record<string, { fixtures: { html: string }[] }>;
    expect(fixtures[to]!.fixtures.length).toBe(fixtures[from]!.fixtures.length);
    expect(fixtures[to]!.fixtures.every(({ html }) => html === '' || new RegExp(`^<${to}[\\s>]`).test(html))).toBe(
      true,
    );
    const component = await readFile(join(tree, `integrations/craft/components/${to}.twig`), 'utf8');
    expect(component).toBe(await readFile(join(tree, `blocks/${to}/cms/${to}.twig`), 'utf8'));
    expect(component).toContain(`<${to}>`);
    expect(await readdir(join(tree, 'integrations/craft/components'))).toContain(`${from}.twig`);
  });

  it('is a WordPress block of the plugin: its block.json, its render function and its interface', async () => {
    const plugin = join(tree, 'integrations/wordpress/site-widgets');
    const blockJson = (name: string) => readFile(join(plugin, `editor-blocks/${name}/block.json`), 'utf8');
    const made = JSON.parse(await blockJson(to)) as { name: string; title: string; attributes: object };
    const original = JSON.parse(await blockJson(from)) as typeof made;
    expect(made).toMatchObject({ name: `site-widgets/${to}`, title: 'Language picker' });
    // The parameter added only to the schema and a fixture.
    const tone = { type: 'string', default: 'plain', enum: ['plain', 'bold'] };
    expect(made.attributes).toEqual({ tone, ...original.attributes });
    const { tags } = JSON.parse(await readFile(join(plugin, 'editor-blocks/declared.json'), 'utf8')) as {
      tags: object;
    };
    expect(tags).toMatchObject({ [to]: ['tone'], [from]: [] });
    expect(await readFile(join(plugin, `editor-blocks/${to}/render.php`), 'utf8')).toContain(
      'function site_widgets_render_language_picker(',
    );
    const editor = await readFile(join(plugin, 'editor/blocks.js'), 'utf8');
    expect(editor).toContain(`registerListBlock('site-widgets/${to}'`);
    expect(editor).toContain(`registerListBlock('site-widgets/${from}'`);
  });

  it("has its parameters in the docs' tables and its Twig component's header, the added one too", async () => {
    const { paramsFiles } = (await importFile(join(tree, 'build/readme-tables.mjs'))) as {
      paramsFiles: (root: string) => Promise<Record<string, string>>;
    };
    const files = await paramsFiles(tree);
    const section = files['docs/fixtures.md']!.split(`### ${to}\n`)[1]!.split('\n### ')[0]!;
    expect(section).toContain('| `tone` | `plain`, `bold` | `plain` | Its tone. Prints `tone="…"` unless `plain`. |');
    expect(section).toContain('| `links[].url` (required) | URL |');
    expect(files[`blocks/${to}/cms/${to}.twig`]).toContain(
      '  Takes: tone (plain, bold), links [{ label, url, lang? }], id, class.',
    );
  });

  it("is listed in the README's tables with its page", async () => {
    const { readmeTables } = (await importFile(join(tree, 'build/readme-tables.mjs'))) as {
      readmeTables: (root: string) => Promise<Record<string, string>>;
    };
    expect((await readmeTables(tree)).widgets).toContain(`| [${to}](blocks/${to}/README.md) |`);
  });
});

describe("a block's page", () => {
  it("is the README.md in its folder, which the README's tables link to", async () => {
    const { readmeTables } = (await importFile(join(tree, 'build/readme-tables.mjs'))) as {
      readmeTables: (root: string) => Promise<Record<string, string>>;
    };
    const tables = await readmeTables(tree);
    expect(tables.widgets).toContain('| [fake-widget](blocks/fake-widget/README.md) |');
    expect(tables.behaviours).toContain('| [fake-behaviour](blocks/fake-behaviour/README.md) |');
    // One page for the family, which both its widgets' rows link to.
    expect(tables.widgets).toContain(
      '| `<fake-list>` | a family widget made for a test | [fake-family](blocks/fake-family/README.md) |',
    );
    expect(tables.widgets).toContain('| [fake-family](blocks/fake-family/README.md) |');
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

  it('each has a declaration: a folder without a NAME.block.ts is refused', async () => {
    // @ts-expect-error plain ESM module without type declarations
    const { blockFolders } = await import('../../build/block-folders.mjs');
    const blocksDir = await mkdtemp(join(tmpdir(), 'block-folders-'));
    try {
      await mkdir(join(blocksDir, 'undeclared'));
      await writeFile(join(blocksDir, 'undeclared', 'undeclared.element.ts'), '');
      await expect(blockFolders(blocksDir)).rejects.toThrow(
        'blocks/undeclared/ is a block folder without a NAME.block.ts (a block’s declaration).',
      );
    } finally {
      await rm(blocksDir, { recursive: true, force: true });
    }
  });
});
