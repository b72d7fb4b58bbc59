// A copy of the repository's sources for a test to build: what the build reads (the sources and
// the settings, not the tests, the demo or the output), with node_modules linked. It is made under
// node_modules/.cache/, where the test runner leaves modules to Node, so the copy's build and its
// output run as they are, by file URL.
import { cp, mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const LEFT_OUT = new Set(['.git', 'node_modules', 'vendor', 'dist', 'release', 'tests', 'demo']);

/** Copies the sources of `root` into a new folder named after `prefix`, and returns its path. */
export async function copySourceTree(root: string, prefix: string): Promise<string> {
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
  const tree = await mkdtemp(join(root, `node_modules/.cache/${prefix}-`));
  for (const name of await readdir(root)) {
    if (!LEFT_OUT.has(name) && !name.startsWith('.')) await cp(join(root, name), join(tree, name), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  return tree;
}

/** Imports a module of a copied tree as Node does, by its file URL. */
export const importFile = <Module>(path: string): Promise<Module> =>
  import(/* @vite-ignore */ pathToFileURL(path).href);
