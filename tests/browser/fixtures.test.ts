// Every block's markup fixtures (blocks/FOLDER/NAME.fixtures.json) on a page in Chromium against the built
// bundle, one page per language: the markup the Craft components and the WordPress blocks print
// upgrades, warns of nothing and passes axe. The fixtures' images are served as placeholders.
import { describe, expect, it } from 'vitest';
import { fixtureId, readFixtures } from '../support/fixtures';
import { axeViolations, describeViolations, openFixture, scrollToUpgrade, useBrowser } from './support/browser';

const newPage = useBrowser();
const fixtures = readFixtures().filter((fixture) => fixture.html.trim() !== '');
const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">' +
  '<rect width="1200" height="800" fill="#3b6"/></svg>';

describe('the markup fixtures in Chromium', () => {
  for (const lang of ['nl', 'en'] as const) {
    it(`upgrade with no warning and no axe violation (${lang})`, async () => {
      const page = await newPage();
      await page.route(/\/images\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER }),
      );
      // Each fixture under a heading of its own, as a page would have them, in the page's language.
      const body = fixtures
        .filter((fixture) => fixture.lang === lang)
        .map((fixture) => `<section><h2>${fixtureId(fixture)}</h2>\n${fixture.html}</section>`)
        .join('\n');
      await openFixture(page, `<div id="app"><main>${body}</main></div>`, { lang });
      const tags = [...new Set(fixtures.filter((fixture) => fixture.lang === lang).map((fixture) => fixture.block))];
      await scrollToUpgrade(page, tags.join(', '));

      expect(await page.locator('[data-upgrade-failed]').count()).toBe(0);
      expect(page.problems.consoleWarnings).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
      const violations = await axeViolations(page, 'main', { afterIntro: false });
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  it('keep text with <, & and quotes as text on the upgraded page', async () => {
    const page = await newPage();
    const escaped = readFixtures().find((fixture) => fixtureId(fixture) === 'collapse-group/escaped-and-empty')!;
    await openFixture(page, `<div id="app"><main>${escaped.html}</main></div>`, { lang: 'en' });
    await scrollToUpgrade(page, 'collapse-group');
    const button = page.getByRole('button', { name: 'Terms & "conditions" <2026>' });
    await button.click();
    await expect.poll(() => page.locator('collapse-item').first().innerText()).toContain('<script>alert(1)</script>');
    expect(await page.locator('main script').count()).toBe(0);
  });
});
