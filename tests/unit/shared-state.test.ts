// @vitest-environment node
// State that crosses the bundles (the entry and each chunk bundle their own copy of common/) goes
// through common/shared-state.ts only: one slot per page, whichever copy asks first.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) files.push(path);
  }
  return files;
}

describe('shared state', () => {
  it('is the only place that keeps state on a Symbol.for key', async () => {
    const users: string[] = [];
    for (const folder of ['common', 'runtime', 'widgets', 'build']) {
      for (const file of await sourceFiles(join(root, folder)))
        if ((await readFile(file, 'utf8')).includes('Symbol.for(')) users.push(relative(root, file));
    }
    expect(users).toEqual(['common/shared-state.ts']);
  });

  it('gives every copy of the module the same slot, made once', async () => {
    const first = await import('../../common/shared-state');
    vi.resetModules();
    const second = await import('../../common/shared-state');
    expect(second).not.toBe(first); // two copies, as two bundles have
    const create = vi.fn(() => new Set<Promise<unknown>>());
    const slot = first.sharedSlot('widgetLoads', create);
    expect(second.sharedSlot('widgetLoads', create)).toBe(slot);
    expect(create).toHaveBeenCalledTimes(1);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('site-widgets.widget-loads')]).toBe(slot);
  });
});
