// @vitest-environment node
// No module of blocks/, common/, runtime/ or widgets/ imports itself back, directly or through
// others: the layers import one way, and no module can run while one it needs is still half
// evaluated. Each block uses the shared folders below it, never another block.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, modulesIn } from './support/import-cycles';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['blocks', 'common', 'runtime', 'widgets'];

describe('import cycles', () => {
  it('there are none in blocks/, common/, runtime/ and widgets/', async () => {
    const modules = await modulesIn(root, LAYERS);
    const graph = await importGraph(root, modules);
    expect(graph.size).toBeGreaterThanOrEqual(modules.length);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('layers import one way: blocks/ on the shared folders; widgets/ and runtime/ on common/ alone', async () => {
    const modules = await modulesIn(root, LAYERS);
    const graph = await importGraph(root, modules);
    // A block is a layer of its own (blocks/NAME): no block imports another.
    const layer = (file: string) =>
      file.startsWith('blocks/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!;
    const allowed = (from: string): string[] =>
      from.startsWith('blocks/')
        ? [from, 'widgets', 'runtime', 'common']
        : ({ common: ['common'], runtime: ['runtime', 'common'], widgets: ['widgets', 'common'] }[from] ?? []);
    // The source, not the tests (which may read any block and the test support).
    const isSource = (file: string) => LAYERS.includes(file.split('/')[0]!) && !/\.test\.tsx?$/.test(file);
    const crossings = [...graph].flatMap(([file, imports]) =>
      (isSource(file) ? imports : [])
        .filter((imported) => !allowed(layer(file)).includes(layer(imported)))
        .map((imported) => `${file} → ${imported}`),
    );
    expect(graph.size).toBeGreaterThanOrEqual(modules.length);
    expect(crossings).toEqual([]);
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
});
