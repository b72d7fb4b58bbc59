// The bundle's one Trusted Types policy (common/trusted-types.ts) and the build's rewrite of the
// libraries' HTML writes (build/trusted-types.mjs). The browser tests hold the demo to Trusted
// Types in Chromium; these hold the policy to its rules in any browser, and the rewrite to the
// libraries as installed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { rewriteSinks, SINK_REWRITES } from '../../build/trusted-types.mjs';

const SLOT = Symbol.for('site-widgets.trusted-types-policy');
const globals = globalThis as unknown as Record<symbol | string, unknown>;

/** A stand-in for the browser's factory: like a CSP without 'allow-duplicates', it refuses a name twice. */
function fakeTrustedTypes() {
  const names: string[] = [];
  return {
    names,
    createPolicy(
      name: string,
      rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
    ) {
      if (names.includes(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
      names.push(name);
      return {
        createHTML: (input: string) => ({ html: rules.createHTML(input) }),
        createScriptURL: (input: string) => ({ scriptURL: rules.createScriptURL(input) }),
      };
    },
  };
}

/** A fresh copy of the module, as each bundle on a page has its own. */
async function freshCopy() {
  vi.resetModules();
  return import('../../common/trusted-types');
}

afterEach(() => {
  delete globals[SLOT];
  delete globals.trustedTypes;
  vi.restoreAllMocks();
});

describe('the site-widgets Trusted Types policy', () => {
  it('escapes: markup comes out as the same text, never as elements', async () => {
    const { textAsHTML } = await freshCopy();
    const markup = `<img src=x onerror="alert('x')"> & "quotes"`;
    const element = document.createElement('div');
    element.innerHTML = textAsHTML(markup);
    expect(element.children).toHaveLength(0);
    expect(element.textContent).toBe(markup);
    expect(textAsHTML(null)).toBe('');
  });

  it('is created once per page, named site-widgets, however many copies of the bundle ask', async () => {
    const factory = fakeTrustedTypes();
    globals.trustedTypes = factory;
    const first = await freshCopy();
    const second = await freshCopy();
    expect(first).not.toBe(second);
    expect(first.textAsHTML('<b>')).toEqual({ html: '&#60;b&#62;' });
    expect(second.textAsHTML('a & b')).toEqual({ html: 'a &#38; b' });
    expect(factory.names).toEqual(['site-widgets']);
  });

  it("vets a gated script's URL: http(s) only, resolved against the page", async () => {
    globals.trustedTypes = fakeTrustedTypes();
    const { scriptURL } = await freshCopy();
    expect(scriptURL('/assets/tag.js')).toEqual({ scriptURL: new URL('/assets/tag.js', document.baseURI).href });
    expect(scriptURL('https://tags.example/t.js?id=1')).toEqual({ scriptURL: 'https://tags.example/t.js?id=1' });
    for (const refused of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://x/y', ' '])
      expect(() => scriptURL(refused), refused).toThrow(/no http\(s\) URL for a script/);
  });

  it('without Trusted Types, gives the escaped string', async () => {
    const { scriptURL, textAsHTML } = await freshCopy();
    expect(textAsHTML('<b>')).toBe('&#60;b&#62;');
    expect(scriptURL('https://tags.example/t.js')).toBe('https://tags.example/t.js');
    expect(() => scriptURL('javascript:alert(1)')).toThrow(/no http\(s\) URL/);
  });

  it('with the policy of an older copy of the bundle, which has no rule for URLs, gives the URL as text', async () => {
    globals[SLOT] = { createHTML: (input: string) => ({ html: input }) };
    const { scriptURL } = await freshCopy();
    expect(scriptURL('https://tags.example/t.js')).toBe('https://tags.example/t.js');
  });

  it('when the page refuses it, warns once, naming what to change, and still escapes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    globals.trustedTypes = {
      createPolicy() {
        throw new TypeError('Policy "site-widgets" disallowed.');
      },
    };
    const { textAsHTML } = await freshCopy();
    expect(textAsHTML('<b>')).toBe('&#60;b&#62;');
    expect(textAsHTML('<i>')).toBe('&#60;i&#62;');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[site-widgets\] Trusted Types: .*trusted-types directive/);
  });
});

describe("the build's rewrite of the libraries' HTML writes", () => {
  const installed = (file: string) => join(import.meta.dirname, '../../node_modules', file);

  it('finds each write in the libraries as installed, and routes it through textAsHTML', async () => {
    for (const { file } of SINK_REWRITES as { file: string }[]) {
      const path = installed(file);
      const rewritten: string = rewriteSinks(path, await readFile(path, 'utf8'));
      expect(rewritten, file).toMatch(/^import \{ textAsHTML \} from ".*common\/trusted-types\.ts";/);
      expect(rewritten, file).not.toContain('createPolicy');
      for (const line of rewritten.split('\n').filter((text) => /\.innerHTML = /.test(text)))
        expect(line, file).toContain('textAsHTML(');
    }
  });

  it('stops the build, naming the file, when a library no longer has the write it rewrites', () => {
    const path = '/x/node_modules/photoswipe/dist/photoswipe-lightbox.esm.js';
    expect(() => rewriteSinks(path, 'this.element.textContent = "";')).toThrow(
      /photoswipe\/dist\/photoswipe-lightbox\.esm\.js has 0 matches .*route its HTML writes through textAsHTML/,
    );
    expect(rewriteSinks('/x/node_modules/other/index.js', 'a')).toBeNull();
  });
});
