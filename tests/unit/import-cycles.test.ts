// @vitest-environment node
// No module of blocks/, common/, runtime/ or widgets/ imports itself back, directly or through
// others: the layers import one way, and no module can run while one it needs is still half
// evaluated. Each block uses the shared folders below it, never another block. The graph holds the
// entry too, and the arrows of the modules the build makes (`site-widgets:*`, build/block-folders.mjs).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { madeModuleImports } from '../../build/block-folders.mjs';
import { findCycles, importGraph, modulesIn } from './support/import-cycles';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['blocks', 'common', 'runtime', 'widgets'];
const ENTRY = 'site-widgets.ts';
const CATALOGUE = 'common/i18n/catalogue.ts';
const DEFINE_TEXTS = 'common/i18n/define-texts.ts';

/** The graph of the layers and the entry, with each made module's files, relative to root, by specifier. */
async function sourceGraph() {
  const modules = [...(await modulesIn(root, LAYERS)), ENTRY];
  const made = (await madeModuleImports(join(root, 'blocks'))) as Record<string, string[]>;
  const graph = await importGraph(root, modules, made);
  expect(graph.size).toBeGreaterThanOrEqual(modules.length);
  const madeFiles = (specifier: string) => made[specifier]!.map((file) => relative(root, file));
  return { graph, madeFiles };
}

// Each test reads the whole source tree with esbuild: seconds, not milliseconds, on a busy machine.
describe('import cycles', { timeout: 30_000 }, () => {
  it('there are none in the entry, blocks/, common/, runtime/ and widgets/', async () => {
    const { graph } = await sourceGraph();
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('layers import one way: blocks/ on the shared folders; widgets/ and runtime/ on common/ alone', async () => {
    const { graph, madeFiles } = await sourceGraph();
    const [sections, blockRuntimes] = [madeFiles('site-widgets:texts'), madeFiles('site-widgets:block-runtimes')];
    // A block is a layer of its own (blocks/NAME): no block imports another.
    const layer = (file: string) =>
      file.startsWith('blocks/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!;
    const allowed = (from: string): string[] =>
      from.startsWith('blocks/')
        ? [from, 'widgets', 'runtime', 'common']
        : ({ common: ['common'], runtime: ['runtime', 'common'], widgets: ['widgets', 'common'] }[from] ?? []);
    // The entry starts the runtime with every block's runtime.ts (`site-widgets:block-runtimes`); the
    // catalogue gathers the sections of texts (`site-widgets:texts`), which are data: see the next test.
    const allowedArrow = (file: string, imported: string) =>
      file === ENTRY
        ? layer(imported) === 'runtime' || blockRuntimes.includes(imported)
        : allowed(layer(file)).includes(layer(imported)) || (file === CATALOGUE && sections.includes(imported));
    // The source, not the tests and engine journeys (which may read any block and the test support).
    const isSource = (file: string) =>
      file === ENTRY || (LAYERS.includes(file.split('/')[0]!) && !/\.(test\.tsx?|journeys\.ts)$/.test(file));
    const crossings = [...graph].flatMap(([file, imports]) =>
      (isSource(file) ? imports : [])
        .filter((imported) => !allowedArrow(file, imported))
        .map((imported) => `${file} → ${imported}`),
    );
    expect(crossings).toEqual([]);
  });

  // A rule rather than moving where the catalogue is assembled: t() needs every section wherever it runs (chunks,
  // tests, the demo). Its arrow up to each texts.ts stays one way while a section brings no code of its folder:
  // it imports define-texts alone, which imports nothing at run time.
  it('sections of texts are data: each texts.ts imports nothing but common/i18n/define-texts.ts', async () => {
    const { graph, madeFiles } = await sourceGraph();
    const sections = madeFiles('site-widgets:texts');
    expect(sections).toContain('blocks/hero/texts.ts');
    expect(graph.get(DEFINE_TEXTS)).toEqual([]);
    const beyond = sections.flatMap((section) =>
      (graph.get(section) ?? [])
        .filter((imported) => imported !== DEFINE_TEXTS)
        .map((imported) => `${section} → ${imported}`),
    );
    expect(beyond).toEqual([]);
  });

  it('are found, with the files around them, when there is one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    try {
      await mkdir(join(dir, 'lib'));
      await writeFile(join(dir, 'lib/a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      await writeFile(join(dir, 'lib/b.ts'), "import { c } from './c';\nexport const b = () => c();\n");
      await writeFile(
        join(dir, 'lib/c.ts'),
        "import { a } from './a';\nimport { d } from './d';\nexport const c = () => a() + d;\n",
      );
      await writeFile(join(dir, 'lib/d.ts'), 'export const d = 1;\n');
      await writeFile(
        join(dir, 'lib/e.ts'),
        "import { d } from './d';\nimport type { a } from './a';\nexport const e: typeof a | number = d;\n",
      );
      await writeFile(join(dir, 'lib/self.ts'), "import * as self from './self';\nexport const f = () => self;\n");
      const cycles = findCycles(await importGraph(dir, await modulesIn(dir, ['lib'])));
      expect(cycles).toEqual([
        ['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/a.ts'],
        ['lib/self.ts', 'lib/self.ts'],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are found through a module the build makes, and an import of one it does not make fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    try {
      await mkdir(join(dir, 'lib'));
      await writeFile(join(dir, 'lib/a.ts'), "import parts from 'site-widgets:parts';\nexport const a = parts;\n");
      await writeFile(join(dir, 'lib/b.ts'), "import { a } from './a';\nexport default a;\n");
      await writeFile(join(dir, 'lib/c.ts'), "import nothing from 'site-widgets:nothing';\nexport default nothing;\n");
      const made = { 'site-widgets:parts': [join(dir, 'lib/b.ts')] };
      const graph = await importGraph(dir, ['lib/a.ts'], made);
      expect(graph.get('lib/a.ts')).toEqual(['lib/b.ts']);
      expect(findCycles(graph)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/a.ts']]);
      await expect(importGraph(dir, ['lib/c.ts'], made)).rejects.toThrow(
        'lib/c.ts imports "site-widgets:nothing", a module the build does not make',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
