// Finds import cycles among a folder's own modules, from the graph esbuild resolves when it
// bundles them (the same resolution the build uses). Packages are left out; so are type-only
// imports, which esbuild drops because they do not exist at run time.
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

/** The import graph of the given modules and all they import: file → files it imports. */
export async function importGraph(root: string, entryPoints: string[]): Promise<Map<string, string[]>> {
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
    metafile: true,
    logLevel: 'silent',
  });
  const graph = new Map<string, string[]>();
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    graph.set(
      relative(root, join(root, path)),
      input.imports
        .filter((imported) => !imported.external)
        .map((imported) => relative(root, join(root, imported.path))),
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
