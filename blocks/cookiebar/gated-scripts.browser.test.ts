// Consent-gated scripts as a site writes them, under the demo pages' CSP, which requires Trusted
// Types: an external one names its file in `data-src` (valid HTML), or, as before, in `src`, which
// keeps working. Each runs once its category is accepted, in document order, once.
import { describe, expect, it } from 'vitest';
import { baseUrl, cspViolations, openFixture, useBrowser, type TestPage } from '../../tests/browser/support/browser';

const newPage = useBrowser();

const SCRIPTS = `<div id="app">
  <script type="text/plain" data-consent="analytics" data-src="/test/gated/new.js"></script>
  <script type="text/plain" data-consent="analytics" nonce="__CSP_NONCE__">
    (window.__ran ??= []).push('inline');
  </script>
  <script type="text/plain" data-consent="analytics" src="/test/gated/old.js"></script>
  <script type="text/plain" data-consent="marketing" data-src="/test/gated/marketing.js"></script>
  <script id="refused" type="text/plain" data-consent="analytics" data-src="javascript:window.__ran=['pwned']"></script>
</div>`;

/** Serves the scripts, each noting that it ran; returns the paths the page asked for. */
async function serveScripts(page: TestPage) {
  const requested: string[] = [];
  await page.route('**/test/gated/*.js', (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^.*\/|\.js$/g, '');
    requested.push(name);
    return route.fulfill({ contentType: 'text/javascript', body: `(window.__ran ??= []).push('${name}');` });
  });
  return requested;
}

const ran = (page: TestPage) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran);

describe('gated scripts', () => {
  it('load nothing and run nothing before consent', async () => {
    const page = await newPage();
    const requested = await serveScripts(page);
    await openFixture(page, SCRIPTS, { lang: 'en', demoPagePolicy: true });
    await page.waitForTimeout(300);
    expect(await ran(page)).toBeUndefined();
    expect(requested).toEqual([]);
  });

  it('run after consent in document order, once: data-src and, as before, src', async () => {
    const page = await newPage();
    const requested = await serveScripts(page);
    await page.context().addCookies([{ name: 'cookiebar', value: 'all', url: baseUrl() }]);
    await openFixture(page, SCRIPTS, { lang: 'en', demoPagePolicy: true });
    await expect.poll(() => ran(page)).toEqual(['new', 'inline', 'old', 'marketing']);
    expect(requested).toEqual(['new', 'old', 'marketing']);
    // Each is the element the server wrote, runnable now: its data-src became its src.
    const scripts = await page
      .locator('#app script[data-consent-ran]')
      .evaluateAll((elements) =>
        elements.map((script) => [
          script.getAttribute('type'),
          script.getAttribute('src'),
          script.hasAttribute('data-src'),
        ]),
      );
    const origin = new URL(baseUrl()).origin;
    expect(scripts).toEqual([
      [null, `${origin}/test/gated/new.js`, false],
      [null, null, false],
      [null, '/test/gated/old.js', false],
      [null, `${origin}/test/gated/marketing.js`, false],
    ]);
    // A data-src that is no http(s) URL stays off, with one warning naming it.
    expect(await page.locator('#refused').getAttribute('type')).toBe('text/plain');
    expect(page.problems.consoleWarnings).toEqual([
      expect.stringMatching(
        /^\[site-widgets\] consent: data-src="javascript:.*" is no http\(s\) URL; the script stays off/,
      ),
    ]);
    await page.waitForTimeout(300);
    expect(await ran(page)).toEqual(['new', 'inline', 'old', 'marketing']);
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });
});
