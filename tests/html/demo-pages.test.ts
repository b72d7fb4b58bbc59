// Both demo pages as the demo server serves them (each block's markup to copy, its tables, the
// layout): valid HTML by html-validate, with the rules of a whole document, and by the Nu HTML
// Checker, the W3C's, which reports no error.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { validateMarkup } from '../support/html-validate';
import { nuErrors } from '../support/nu-checker';

const PAGES = { 'demo /': '/', 'demo /en/': '/en/' };
const pages: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, path] of Object.entries(PAGES)) {
    const response = await fetch(`${inject('demoUrl')}${path}`);
    expect(response.status, path).toBe(200);
    pages[name] = await response.text();
  }
});

describe('the demo pages', () => {
  for (const name of Object.keys(PAGES)) {
    it(`${name}: html-validate finds nothing`, async () => {
      // The tables come from custom-elements.json: a page without them would prove less.
      expect(pages[name]).toContain('class="demo-block__table"');
      expect(await validateMarkup(pages[name]!, name, 'page')).toEqual([]);
    });
  }

  it('the Nu HTML Checker reports no error on either', () => {
    expect(nuErrors(pages)).toEqual([]);
  });
});
