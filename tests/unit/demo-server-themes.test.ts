// @vitest-environment node
// The demo's theme pages (demo/server/themes.mjs): each CSS framework's stylesheet after ours at
// /themes/NAME/ and before it at /themes/NAME/before/, in Dutch and English, served from its npm
// package under the demo's CSP; any other name is a 404.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { tailwindCompiler } from '../../demo/server/tailwind-theme.mjs';
// @ts-expect-error plain ESM module without type declarations
import { THEME_STYLESHEETS } from '../../demo/server/themes.mjs';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createDemoServer({ dataDir: '.data/test-demo-server-themes' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The stylesheets a page links, in order. */
const stylesheets = (html: string) => Array.from(html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g), (m) => m[1]);

describe('theme pages', () => {
  const themes = Object.keys(THEME_STYLESHEETS as Record<string, string>);

  it('covers the frameworks the theme tests load', () => {
    expect(themes).toEqual(['tailwind', 'preflight', 'bootstrap', 'bulma', 'pico']);
  });

  it("/themes/tailwind/: the layout in Tailwind's utilities, the stylesheet its compiler makes for them", async () => {
    const html = await (await fetch(`${base}/themes/tailwind/en/`)).text();
    expect(html).toContain('<body class="bg-white font-sans text-gray-900 antialiased">');
    expect(html).toContain('class="demo-main mx-auto max-w-5xl space-y-16 px-4 leading-relaxed"');
    const response = await fetch(`${base}/themes/tailwind/theme.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    const css = await response.text();
    expect(css).toMatch(/^\/\*! tailwindcss v4\./);
    // The preflight in its base layer, and the layout's utilities in theirs.
    expect(css).toMatch(/@layer base \{\s+\*, ::after, ::before, ::backdrop, ::file-selector-button \{/);
    for (const utility of ['.mx-auto', '.max-w-5xl', ':where(.space-y-16 > :not(:last-child))', '.bg-white'])
      expect(css, utility).toContain(`${utility} {`);
  });

  it("no class of the blocks' is one of Tailwind's utilities, which a site's Tailwind would make of it", async () => {
    const compiler = await tailwindCompiler('@import "tailwindcss/utilities.css";');
    const chunks = readdirSync('dist/chunks').filter((file) => file.endsWith('.css'));
    const files = ['site-widgets.css', ...chunks.map((file) => `chunks/${file}`)];
    const css = files.map((file) => readFileSync(join('dist', file), 'utf8'));
    const classes = [...new Set(Array.from(css.join('\n').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1]!))];
    expect(classes.length).toBeGreaterThan(100);
    // A class that names a utility (`hidden`, `collapse`, `block`) would get its rule on every site.
    const rules = (names: string[]) =>
      compiler
        .build(names)
        .replace(/\/\*[^]*?\*\//g, '')
        .trim();
    expect(rules(classes), classes.join(' ')).toBe('');
    expect(rules(['hidden']), 'the check itself').toContain('.hidden {');
  });

  for (const theme of themes) {
    it(`/themes/${theme}/: the demo page in both languages, the framework after ours or before it`, async () => {
      for (const [path, lang, first] of [
        [`/themes/${theme}/`, 'nl', false],
        [`/themes/${theme}/en/`, 'en', false],
        [`/themes/${theme}/before/`, 'nl', true],
        [`/themes/${theme}/before/en/`, 'en', true],
      ] as const) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-security-policy'), path).toContain("style-src 'self'");
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${lang}">`);
        const links = stylesheets(html).filter((href) => href !== '/assets/demo.css');
        const ours = '/dist/site-widgets.css';
        const framework = `/themes/${theme}/theme.css`;
        expect(links, path).toEqual(first ? [framework, ours] : [ours, framework]);
      }
    });

    if (THEME_STYLESHEETS[theme] !== 'built')
      it(`/themes/${theme}/theme.css: the framework's own stylesheet, from its package`, async () => {
        const response = await fetch(`${base}/themes/${theme}/theme.css`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/css/);
        const file = createRequire(import.meta.url).resolve(THEME_STYLESHEETS[theme]);
        expect(await response.text()).toBe(await readFile(file, 'utf8'));
      });
  }

  it('answers an unknown framework or page with a 404', async () => {
    for (const path of ['/themes/foundation/', '/themes/pico/after/', '/themes/foundation/theme.css', '/themes/']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});
