// @vitest-environment node
// The demo's theme pages (demo/server/themes.mjs): each CSS framework's stylesheet after ours at
// /themes/NAME/ and before it at /themes/NAME/before/, in Dutch and English, served from its npm
// package under the demo's CSP; any other name is a 404.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
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

  it('covers the four frameworks the theme tests load', () => {
    expect(themes).toEqual(['tailwind', 'bootstrap', 'bulma', 'pico']);
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
