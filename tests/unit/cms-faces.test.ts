// A block folder's cms/ holds its faces for the CMSs, named after its blocks; the build copies them
// to where sites take them from (build/cms-faces.mjs) and refuses a file that is no block's face.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { writeCmsFaces } from '../../build/cms-faces.mjs';

let root: string;
const folder = () => ({ name: 'fake-family', dir: join(root, 'blocks/fake-family'), blocks: [{ name: 'fake-one' }] });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cms-faces-'));
  await mkdir(join(root, 'blocks/fake-family/cms'), { recursive: true });
  await writeFile(join(root, 'blocks/fake-family/cms/fake-one.twig'), '<fake-one></fake-one>');
  // Left from an earlier build: the made folder is written afresh.
  await mkdir(join(root, 'integrations/craft/components'), { recursive: true });
  await writeFile(join(root, 'integrations/craft/components/gone.twig'), '');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the CMS faces', () => {
  it('are copied to the path sites include them from, and nothing else is left there', async () => {
    await writeCmsFaces(root, [folder()]);
    expect(await readdir(join(root, 'integrations/craft/components'))).toEqual(['fake-one.twig']);
    expect(await readFile(join(root, 'integrations/craft/components/fake-one.twig'), 'utf8')).toBe(
      '<fake-one></fake-one>',
    );
  });

  it("stop the build on a file that is no face of the folder's blocks, naming what cms/ holds", async () => {
    await writeFile(join(root, 'blocks/fake-family/cms/fake-two.twig'), '');
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      "blocks/fake-family/cms/fake-two.twig is no CMS face of this folder's blocks: cms/ holds fake-one.twig.",
    );
  });
});
