// A page as a Craft site renders it, short of Craft itself (whose Composer packages cannot be
// installed here): a layout under Debian's Twig 3 that includes the head snippet
// (integrations/craft/site-widgets.twig) and, for each fixture of a language, its block's Craft
// component (integrations/craft/components/), one page per language, each fixture in a section of
// its own with headings down to the level its block's headings follow (a template author sets a
// block's heading level to fit the page). Each page is valid HTML by html-validate, with the rules
// of a whole document, and the Nu HTML Checker reports no error.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureId, readFixtures } from '../support/fixtures';
import { validateMarkup } from '../support/html-validate';
import { nuErrors } from '../support/nu-checker';
import { exampleManifest } from './example-manifest';
import { htmlOf, renderTwig } from './render';

const LAYOUT = `<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{ title }}</title>
  {% include 'site-widgets.twig' with {
    manifest: manifest|json_decode, base: '/dist', tags: ['collapse-group', 'collapse-item', 'image-slider'],
  } only %}
</head>
<body>
  <main>
    <h1>{{ title }}</h1>
    {% for block in blocks %}
    <section aria-labelledby="block-{{ loop.index }}">
      <h2 id="block-{{ loop.index }}">{{ block.name }}</h2>
      {% for level in block.headings %}<h{{ level }}>{{ block.name }}, level {{ level }}</h{{ level }}>{% endfor %}
      {% include 'components/' ~ block.component ~ '.twig' with block.params only %}
    </section>
    {% endfor %}
  </main>
</body>
</html>
`;

const LANGUAGES = ['nl', 'en'] as const;

/** The levels between the section's h2 and the first heading the fixture prints (none for an h3). */
function headingsAbove(html: string): number[] {
  const first = Number(/<h([1-6])[\s>]/.exec(html)?.[1] ?? 3);
  return Array.from({ length: Math.max(0, first - 3) }, (_, index) => index + 3);
}
const pages: Record<string, string> = {};

beforeAll(() => {
  const { results } = renderTwig(
    LANGUAGES.map((lang) => ({
      source: LAYOUT,
      params: {
        lang,
        title: `site-widgets in Craft (${lang})`,
        manifest: JSON.stringify(exampleManifest),
        blocks: readFixtures()
          .filter((fixture) => fixture.lang === lang)
          .map((fixture) => ({
            name: fixtureId(fixture),
            component: fixture.block,
            params: fixture.params,
            headings: headingsAbove(fixture.html),
          })),
      },
      autoescape: 'html' as const,
    })),
  );
  LANGUAGES.forEach((lang, index) => (pages[`Craft page (${lang})`] = htmlOf(results[index])));
});

describe('a page of the Craft components under Twig', () => {
  for (const lang of LANGUAGES) {
    it(`(${lang}) holds every block with fixtures, and html-validate finds nothing`, async () => {
      const page = pages[`Craft page (${lang})`]!;
      for (const block of new Set(readFixtures().map((fixture) => fixture.block))) expect(page).toContain(`<${block}`);
      expect(page).toContain('<script type="module" src="/dist/site-widgets.js"');
      expect(await validateMarkup(page, `Craft page (${lang})`, 'page')).toEqual([]);
    });
  }

  // The checker starts a Java VM: seconds, more on a busy machine.
  it('the Nu HTML Checker reports no error on either', { timeout: 60_000 }, () => {
    expect(nuErrors(pages)).toEqual([]);
  });
});
