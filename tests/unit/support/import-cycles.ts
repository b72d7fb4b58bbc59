// Finds import cycles among a folder's own modules, from the graph esbuild resolves when it
// bundles them (the same resolution the build uses). Packages are left out; so are type-only
// imports, which esbuild drops because they do not exist at run time. An import of a module the
// build makes (`site-widgets:*`, build/block-folders.mjs) stands for imports of the files it is made of.
import * as esbuild from 'esbuild';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every .ts/.tsx module (not .d.ts) under the given folders, relative to root. */
export async function modulesIn(root: string, folders: string[]): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of folders) await walk(folder);
  return files.sort();
}

const MADE = 'made-module';
const MADE_SPECIFIER = /^site-widgets:/;

/**
 * The import graph of the given modules and all they import: file → files it imports. `made` gives,
 * per specifier of a module the build makes, the absolute paths of the files it imports; an import
 * of one becomes arrows to those files, and of one it does not make, an error.
 */
export async function importGraph(
  root: string,
  entryPoints: string[],
  made: Record<string, string[]> = {},
): Promise<Map<string, string[]>> {
  const madeModules: esbuild.Plugin = {
    name: 'made-modules',
    setup(build) {
      build.onResolve({ filter: MADE_SPECIFIER }, ({ path, importer }) =>
        Object.hasOwn(made, path)
          ? { path, namespace: MADE }
          : { errors: [{ text: `${relative(root, importer)} imports "${path}", a module the build does not make` }] },
      );
      build.onLoad({ filter: /.*/, namespace: MADE }, ({ path }) => ({
        // The files' imports, and a default export for the importer (the list the build's would be).
        contents: [...made[path]!.map((file) => `import ${JSON.stringify(file)};`), 'export default [];'].join('\n'),
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'empty', '.svg': 'empty' },
    plugins: [madeModules],
    metafile: true,
    logLevel: 'silent',
  });
  const file = (path: string) => relative(root, join(root, path));
  const imports = (input: esbuild.Metafile['inputs'][string]) =>
    input.imports.filter((imported) => !imported.external).map((imported) => imported.path);
  const inputs = Object.entries(result.metafile.inputs);
  // Each made module's files, put in place of the imports of it.
  const madeFiles = new Map(
    inputs.filter(([path]) => path.startsWith(`${MADE}:`)).map(([path, input]) => [path, imports(input)]),
  );
  const graph = new Map<string, string[]>();
  for (const [path, input] of inputs) {
    if (madeFiles.has(path)) continue;
    graph.set(
      file(path),
      imports(input).flatMap((imported) => (madeFiles.get(imported) ?? [imported]).map(file)),
    );
  }
  return graph;
}

/**
 * One cycle per strongly connected group of modules (Tarjan's algorithm), each as the list of
 * files around it, the first repeated at the end: `['a.ts', 'b.ts', 'a.ts']`.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => cycleThrough(graph, new Set(group)));
}

/** A concrete path around a group of modules that import one another, from its first file by name. */
function cycleThrough(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const path = [start];
  const seen = new Set<string>();
  const walk = (node: string): boolean => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return path.push(start) > 0;
      if (!group.has(next) || seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return path;
}
