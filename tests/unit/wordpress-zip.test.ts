// @vitest-environment node
// The WordPress plugin's zip (build/wordpress-plugin.mjs), as Plugins → Add New → Upload Plugin
// takes it: one folder site-widgets/ with the plugin, its translations, its dist/ without source
// maps, the licence, and the package's version in the plugin's header. (tests/wordpress installs
// it in WordPress.)
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { withVersion, writePluginZip } from '../../build/wordpress-plugin.mjs';

let scratch: string;
let files: Record<string, Uint8Array>;
const { version } = JSON.parse(await readFile(join(import.meta.dirname, '../../package.json'), 'utf8'));

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'plugin-zip-'));
  const dist = join(scratch, 'dist');
  await mkdir(join(dist, 'chunks'), { recursive: true });
  await writeFile(join(dist, 'site-widgets.js'), 'export {};');
  await writeFile(join(dist, 'site-widgets.js.map'), '{}');
  await writeFile(join(dist, 'chunks', 'collapse-item-AB12.js'), 'export {};');
  const zip = writePluginZip({ dist, outDir: scratch }) as string;
  expect(zip).toBe(join(scratch, `site-widgets-${version}.zip`));
  files = unzipSync(await readFile(zip));
});

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the WordPress plugin zip', () => {
  it('holds one folder, site-widgets/, with the plugin, its dist/ and the licence', () => {
    const names = Object.keys(files);
    expect(names.every((name) => name.startsWith('site-widgets/'))).toBe(true);
    for (const name of ['site-widgets.php', 'uninstall.php', 'readme.txt', 'LICENSE', 'editor/shared.js'])
      expect(names, name).toContain(`site-widgets/${name}`);
    // Made by the build from each block's folder (blocks/FOLDER/cms/).
    for (const name of [
      'editor/blocks.js',
      'editor-blocks/collapse-item/block.json',
      'editor-blocks/collapse-item/render.php',
    ])
      expect(names, name).toContain(`site-widgets/${name}`);
    expect(names).toContain('site-widgets/dist/site-widgets.js');
    expect(names).toContain('site-widgets/dist/chunks/collapse-item-AB12.js');
  });

  it('carries the translations (npm run translations makes them)', () => {
    const names = Object.keys(files);
    for (const name of [
      'site-widgets.pot',
      'site-widgets-nl_NL.po',
      'site-widgets-nl_NL.mo',
      'site-widgets-nl_NL-site-widgets-editor.json',
      'site-widgets-nl_NL-site-widgets-editor-shared.json',
    ])
      expect(names, name).toContain(`site-widgets/languages/${name}`);
  });

  it('leaves out source maps and the repository’s dotfiles', () => {
    expect(Object.keys(files).filter((name) => name.endsWith('.map') || /\/\./.test(name))).toEqual([]);
  });

  it('carries the package’s version and licence in the plugin’s header', () => {
    const header = new TextDecoder().decode(files['site-widgets/site-widgets.php']);
    expect(header).toMatch(new RegExp(`^ \\* Version:\\s+${version.replace(/\./g, '\\.')}$`, 'm'));
    expect(header).toMatch(/^ \* License:\s+MIT$/m);
    expect(() => withVersion('<?php\n/** Plugin Name: x */', '1.0.0')).toThrow('no Version header');
  });
});
