// @vitest-environment node
// The demo server's pages and files: strict CSP, 404s, no path escapes, blocks with their markup;
// the docs' Markdown pages at /docs/ and each block's page at /blocks/NAME/README.md (as text, nothing
// else of the repository), which every demo block links to.
import { readFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { escapeHtml } from '../../demo/server/pages.mjs';
import { catalogue } from '../../common/i18n/catalogue';
// @ts-expect-error plain ESM module without type declarations
import { demoBlockFiles } from '../../demo/server/demo-blocks.mjs';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createDemoServer({ dataDir: '.data/test-demo-server' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('demo server', () => {
  it('serves both pages under a strict Content-Security-Policy that requires Trusted Types', async () => {
    for (const [path, lang] of [
      ['/', 'nl'],
      ['/en/', 'en'],
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      // No string reaches an HTML or script sink without a Trusted Types policy.
      expect(csp).toContain("require-trusted-types-for 'script'");
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      // No inline script but the consent-gated ones, which carry this response's nonce.
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      for (const tag of html.match(/<script(?![^>]*\s(data-)?src=)[^>]*>/g) ?? [])
        expect(tag).toMatch(
          new RegExp(`type="text/plain" data-consent="\\w+" nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`),
        );
      // The cookie bar is rendered visible to a visitor without a choice, hidden with one.
      // (The bar's tag carries other attributes too: only its `hidden` counts.)
      const barTag = (page: string) => /<section class="cookiebar" data-cookiebar[\s>][^>]*>/.exec(page)?.[0];
      expect(barTag(html)).toMatch(/aria-labelledby="cookiebar-title"/);
      expect(barTag(html)).not.toMatch(/\shidden[\s>]/);
      const returning = await (await fetch(`${base}${path}`, { headers: { cookie: 'cookiebar=necessary' } })).text();
      expect(barTag(returning)).toMatch(/\shidden[\s>]/);
      expect(await (await fetch(`${base}${path}`)).text()).not.toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/\sstyle=|\son\w+=/); // no inline styles or handlers
    }
  });

  it('shows each block with its markup to copy, escaped', async () => {
    const html = await (await fetch(`${base}/en/`)).text();
    expect(html).toContain('<collapse-group element="ul">');
    expect(html).toContain('&#60;collapse-group element=&#34;ul&#34;&#62;');
  });

  it('lists every catalogue key with its Dutch and English default', async () => {
    for (const [path, caption] of [
      ['/', 'Sleutels en standaardteksten'],
      ['/en/', 'Keys and default texts'],
    ] as const) {
      const html = await (await fetch(`${base}${path}`)).text();
      const section = html.slice(html.indexOf('id="block-site-texts"'));
      expect(section).toContain(`<caption id="block-site-texts-caption">${caption}</caption>`);
      const keys = Object.keys(catalogue.en) as (keyof typeof catalogue.en)[];
      expect(section.match(/<tr><th scope="row">/g)).toHaveLength(keys.length);
      for (const key of keys) {
        expect(section, key).toContain(
          `<th scope="row"><code>${escapeHtml(key)}</code></th>` +
            `<td lang="nl">${escapeHtml(catalogue.nl[key])}</td><td lang="en">${escapeHtml(catalogue.en[key])}</td>`,
        );
      }
      // The example markup is shown, not parsed: no JSON block or override lands on the page itself.
      expect(section).toContain('&#60;script type=&#34;application/json&#34; data-site-widgets-texts&#62;');
      expect(html).not.toContain('<script type="application/json"');
    }
  });

  it('gives both pages a description', async () => {
    for (const [path, start] of [
      ['/', 'Demo van site-widgets'],
      ['/en/', 'Demo of site-widgets'],
    ]) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(html).toMatch(new RegExp(`<meta name="description" content="${start}[^"<>]{20,}">`));
    }
  });

  it('answers unknown paths and escapes from dist/ with 404', async () => {
    for (const path of [
      '/nope',
      '/dist/..%2fpackage.json',
      '/dist/%2e%2e/package.json',
      '/assets/../demo/server.mjs',
      '/dist/%zz',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});

/** Requests `path` as written: fetch() would resolve `..` segments before sending them. */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe("demo server: /docs/ and the blocks' pages", () => {
  it('serves a docs page and a block page as UTF-8 text, under the CSP, revalidated with an ETag', async () => {
    for (const path of ['docs/blocks/README.md', 'blocks/collapse/README.md']) {
      const response = await fetch(`${base}/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(await response.text()).toBe(await readFile(new URL(`../../${path}`, import.meta.url), 'utf8'));
      const again = await fetch(`${base}/${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('sends a page compressed when the client accepts it', async () => {
    const response = await fetch(`${base}/docs/consent.md`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('# Consent');
  });

  it('answers 404 for a path that escapes docs/, a missing page, a folder or a file that is not Markdown', async () => {
    const attempts = [
      '/docs/../README.md',
      '/docs/..%2FREADME.md',
      '/docs/..%2fpackage.json',
      '/docs/%2e%2e/README.md',
      '/docs/%2e%2e%2fREADME.md',
      '/docs/blocks/..%2f..%2fREADME.md',
      '/docs/blocks/%2e%2e%2f%2e%2e%2fCONTRIBUTING.md',
      '/docs/..%5cREADME.md',
      '/docs/%2fetc%2fpasswd.md',
      '/docs/%E0%A4%A.md',
      '/docs/no-such-page.md',
      '/docs/blocks/',
      '/docs/blocks',
      '/docs/blocks/README.md.map',
    ];
    for (const path of attempts) expect(await rawGet(path), path).toBe(404);
  });

  it('answers 404 for anything of a block folder but its README.md, and for a path that escapes blocks/', async () => {
    const attempts = [
      '/blocks/collapse/collapse-group.block.ts',
      '/blocks/collapse/collapse-group.css',
      '/blocks/collapse/demo/20-collapse-group.en.html',
      '/blocks/collapse/readme.md',
      '/blocks/collapse/',
      '/blocks/collapse',
      '/blocks/no-such-block/README.md',
      '/blocks/../README.md',
      '/blocks/%2e%2e/README.md',
      '/blocks/..%2f..%2fREADME.md',
      '/blocks/collapse%2fdemo/README.md',
      '/blocks/README.md',
    ];
    for (const path of attempts) expect(await rawGet(path), path).toBe(404);
  });

  it('links every demo block to a docs page that exists, on both pages', async () => {
    for (const [path, language] of [
      ['/', 'nl'],
      ['/en/', 'en'],
    ] as const) {
      const html = await (await fetch(`${base}${path}`)).text();
      const blockFiles = demoBlockFiles(language);
      const sections = html.split('<section class="demo-block" id="block-').slice(1);
      const blockSections = sections.filter((section) => !section.startsWith('site-texts"'));
      expect(blockSections.length, path).toBe(blockFiles.length);
      for (const section of blockSections) {
        const href = /<p class="demo-block__docs"><a href="(\/[^"]+\.md)" hreflang="en">/.exec(section)?.[1];
        expect(href, `${path} ${section.slice(0, section.indexOf('"'))}`).toBeDefined();
        expect((await fetch(`${base}${href}`)).status, href).toBe(200);
      }
      // The layout's own blocks (hero, menu, cookie bar) link to theirs too.
      for (const href of ['/blocks/hero/README.md', '/blocks/menu/README.md', '/blocks/cookiebar/README.md']) {
        expect(html, path).toContain(`href="${href}"`);
        expect((await fetch(`${base}${href}`)).status, href).toBe(200);
      }
    }
  });

  it('labels the link in the page language', async () => {
    const nl = await (await fetch(`${base}/`)).text();
    const en = await (await fetch(`${base}/en/`)).text();
    expect(nl).toContain('Documentatie (Engelstalig): <code>blocks/collapse/README.md</code>');
    expect(en).toContain('Documentation: <code>blocks/collapse/README.md</code>');
  });
});
