// Every block's fixtures (blocks/FOLDER/NAME.fixtures.json) rendered by Craft through the plugin's
// template root (`_site-widgets/components/NAME.twig`, on the test site's fixture pages) on the
// Dutch and the English site: each the markup its fixture prescribes; and each block's page
// upgraded in Chromium with no console error, and axe clean.
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations, useBrowser } from '../browser/support/browser';
import { fixtureId, normaliseHtml, readFixtures } from '../support/fixtures';
import { siteUrl } from './support/site';

const site = inject('craft');
const newPage = useBrowser();
const fixtures = readFixtures();
const blocks = [...new Set(fixtures.map((fixture) => fixture.block))];

/** What each component printed on a fixture page, between its markers, by fixture id. */
function componentMarkup(page: string): Map<string, string> {
  const printed = new Map<string, string>();
  for (const [, id = '', html = ''] of page.matchAll(/<!--fixture (\S+)-->([\s\S]*?)<!--\/fixture-->/g)) {
    printed.set(id, html);
  }
  return printed;
}

describe('the plugin’s components render the fixtures on Craft', () => {
  for (const lang of ['nl', 'en'] as const) {
    for (const block of blocks) {
      const url = `${siteUrl(site, lang)}/test-fixtures/${block}`;

      it(`${lang}: every ${block} fixture as the fixture prescribes`, async () => {
        const reply = await fetch(url);
        expect(reply.status).toBe(200);
        const printed = componentMarkup(await reply.text());
        for (const fixture of fixtures.filter((candidate) => candidate.block === block)) {
          const html = printed.get(fixtureId(fixture)) ?? '(not rendered)';
          expect(normaliseHtml(html), fixtureId(fixture)).toBe(normaliseHtml(fixture.html));
        }
      });

      it(`${lang}: ${block}'s fixtures upgraded in Chromium, no console error, axe clean`, async () => {
        const page = await newPage();
        await page.goto(url);
        const widgets = page.locator(`main ${block}`);
        for (const widget of await widgets.all()) {
          await widget.scrollIntoViewIfNeeded();
          await widget.and(page.locator('[data-upgraded]')).waitFor({ state: 'attached' });
        }
        const violations = await axeViolations(page, 'main');
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(page.problems.consoleErrors).toEqual([]);
        expect(page.problems.pageErrors).toEqual([]);
      });
    }
  }
});
