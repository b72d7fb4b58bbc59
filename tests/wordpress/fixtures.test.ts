// The plugin's editor blocks render every block's fixtures (blocks/FOLDER/NAME.fixtures.json) as the
// fixtures prescribe: each fixture's parameters saved as the block's attributes and rendered by
// WordPress (tests/wordpress/render-fixtures.php), compared after normalising. What WordPress
// printed, as it printed it, is valid HTML (html-validate: tests/support/html-validate.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { fixtureId, normaliseHtml, readFixtures } from '../support/fixtures';
import { validateMarkup } from '../support/html-validate';
import { sitePhpEnv } from './support/site-php';

const site = inject('wordpress');
const root = fileURLToPath(new URL('../..', import.meta.url));

function renderAll(): Record<string, string> {
  const output = execFileSync('php', [`${root}/tests/wordpress/render-fixtures.php`, root], {
    encoding: 'utf8',
    env: sitePhpEnv(site),
  });
  return JSON.parse(output) as Record<string, string>;
}

describe('the WordPress blocks render the fixtures', () => {
  const rendered = renderAll();
  const fixtures = readFixtures();

  it('every fixture of every block', () => {
    expect(Object.keys(rendered).sort()).toEqual(fixtures.map(fixtureId).sort());
  });

  for (const fixture of fixtures) {
    it(fixtureId(fixture), async () => {
      const html = rendered[fixtureId(fixture)] ?? '(not rendered)';
      expect(normaliseHtml(html)).toBe(normaliseHtml(fixture.html));
      expect(await validateMarkup(html, `${fixtureId(fixture)}.wordpress.html`)).toEqual([]);
    });
  }
});
