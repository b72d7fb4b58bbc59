// The Craft components under Debian's Twig 3, as sites take them (integrations/craft/components/
// NAME.twig, copied there from each block folder's cms/NAME.twig by the build): each renders every
// fixture of its block NAME (tests/support/fixtures.ts) as the fixture's markup, with autoescape on
// and off, and the edge cases below as the rules of docs/fixtures.md say. What Twig printed, as it
// printed it, is valid HTML (html-validate: tests/support/html-validate.ts). Every render of the
// file happens in one run of PHP.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureId, normaliseHtml, readFixtures } from '../support/fixtures';
import { validateMarkup } from '../support/html-validate';
import { htmlOf, renderTwig, type Autoescape, type Rendered } from './render';

const root = fileURLToPath(new URL('../../', import.meta.url));
const componentsDir = join(root, 'integrations/craft/components');

interface Case {
  id: string;
  block: string;
  params: Record<string, unknown>;
  html: string;
}

const fixtures: Case[] = readFixtures().map((fixture) => ({ ...fixture, id: fixtureId(fixture) }));

const timelineLevels: [unknown, number][] = [
  [' 4 ', 4],
  [5, 5],
  [1, 3],
  [7, 3],
  ['2.0', 3],
  [true, 3],
];

/** What the fixtures leave to the rules: URLs a browser would run, stray values, no parameters. */
const edgeCases: Case[] = [
  {
    id: 'language-switch: only relative and http(s) URLs, read as a browser reads them',
    block: 'language-switch',
    params: {
      links: [
        { url: 'java\tscript:alert(1)', label: 'tab' },
        { url: ' JavaScript:alert(1)', label: 'capitals' },
        { url: 'data:text/html,<b>x</b>', label: 'data' },
        { url: 'mailto:info@example.org', label: 'mail' },
        { url: ' HTTPS://exam\tple.org/e\nn/ ', label: ' English ', lang: ' en ' },
        { url: '\u0001/it/\u001f', label: 'Italiano' },
        { url: '//example.org/de/', label: 'Deutsch', lang: '' },
        { url: 'fr/', label: 'Français' },
        { url: '?lang=es', label: 'Español' },
        { url: '#top', label: 'Top' },
      ],
    },
    html:
      '<language-switch><a href="HTTPS://example.org/en/" hreflang="en" lang="en">English</a>' +
      '<a href="/it/">Italiano</a><a href="//example.org/de/">Deutsch</a><a href="fr/">Français</a>' +
      '<a href="?lang=es">Español</a>' +
      '<a href="#top">Top</a></language-switch>',
  },
  ...timelineLevels.map(([headingLevel, level]) => ({
    id: `timeline-slider: headingLevel ${JSON.stringify(headingLevel)} gives <h${level}>`,
    block: 'timeline-slider',
    params: { headingLevel, milestones: [{ title: 'Founded' }] },
    html: `<timeline-slider><article><h${level}>Founded</h${level}></article></timeline-slider>`,
  })),
  {
    id: 'collapse-group: false is no attribute, blank html gives way to text, a blank heading is none',
    block: 'collapse-group',
    params: {
      element: ' section ',
      leaveOpen: false,
      headingLevel: '1',
      items: [
        { heading: ' Question ', html: '  \n ', text: ' Answer ', opened: false },
        { heading: '   ', text: 'An answer without a question' },
      ],
    },
    html:
      '<collapse-group element="section">' +
      '<collapse-item heading="Question"><p>Answer</p></collapse-item></collapse-group>',
  },
  {
    id: 'image-slider: a slide whose src is no http(s) URL is left out; a size is a whole number',
    block: 'image-slider',
    params: {
      slides: [
        { src: 'javascript:alert(1)', alt: 'script' },
        { src: 'data:image/png;base64,AAAA', alt: 'data' },
        { src: 'java\nscript:alert(1)', alt: 'line break' },
        { src: ' /a.jpg ', alt: ' Dunes ', width: ' ', height: null, caption: ' ' },
        { src: 'b.jpg', width: 'wide', height: 0 },
        { src: 'c.jpg', width: ' 640 ', height: 400.0 },
      ],
    },
    html:
      '<image-slider><figure><img src="/a.jpg" alt="Dunes" loading="lazy"></figure>' +
      '<figure><img src="b.jpg" alt="" loading="lazy"></figure>' +
      '<figure><img src="c.jpg" alt="" width="640" height="400" loading="lazy"></figure></image-slider>',
  },
  {
    id: 'updates-slider: a card keeps its title without a usable link or image; dates stay text',
    block: 'updates-slider',
    params: {
      heading: '  ',
      updates: [
        {
          title: ' Podcast ',
          url: 'data:text/html,x',
          dateText: ' March & <x> ',
          image: { src: 'javascript:alert(1)', alt: 'x' },
        },
        { title: 'No image', image: null, date: '<2026>' },
        { title: 'Dated', date: '2026-01-02 & <x>', dateText: '2 "Jan" & <x>' },
      ],
    },
    html:
      '<updates-slider><article><p>March &amp; &lt;x&gt;</p><h3>Podcast</h3></article>' +
      '<article><p><time datetime="&lt;2026&gt;">&lt;2026&gt;</time></p><h3>No image</h3></article>' +
      '<article><p><time datetime="2026-01-02 &amp; &lt;x&gt;">2 "Jan" &amp; &lt;x&gt;</time></p>' +
      '<h3>Dated</h3></article></updates-slider>',
  },
  {
    id: 'newsletter-signup: an endpoint that is no http(s) URL is left out, an absolute one kept',
    block: 'newsletter-signup',
    params: {
      brand: ' ',
      action: ' https://example.org/signup ',
      sessionInfo: 'javascript:alert(1)',
      consentText: ' I "agree" & <more> ',
      heading: ' Hello ',
      headingLevel: 7,
    },
    html:
      '<newsletter-signup action="https://example.org/signup" ' +
      'data-i18n-newsletter.consent_label="I &quot;agree&quot; &amp; &lt;more&gt;"><h3>Hello</h3></newsletter-signup>',
  },
  ...['collapse-group', 'image-slider', 'timeline-slider', 'updates-slider', 'language-switch'].map((block) => ({
    id: `${block}: no parameters at all print nothing`,
    block,
    params: {},
    html: '',
  })),
  {
    id: 'newsletter-signup: no parameters at all print the bare element',
    block: 'newsletter-signup',
    params: {},
    html: '<newsletter-signup></newsletter-signup>',
  },
];

const modes: [string, Autoescape][] = [
  ['autoescape html', 'html'],
  ['autoescape off', false],
];
const cases = [...fixtures, ...edgeCases];

/** A value printed without `|e`: escaped by the environment with autoescape html, as it is without. */
const probe = { source: '{{ value }}', params: { value: '<b>&</b>' } };

let rendered: Rendered;
beforeAll(() => {
  rendered = renderTwig([
    ...modes.flatMap(([, autoescape]) =>
      cases.map(({ block, params }) => ({ template: `components/${block}.twig`, params, autoescape })),
    ),
    ...modes.map(([, autoescape]) => ({ ...probe, autoescape })),
  ]);
});

it('runs under Twig 3, with autoescape html and off in the same run', () => {
  expect(rendered.twig).toMatch(/^3\.\d+\.\d+$/);
  const probes = rendered.results.slice(modes.length * cases.length).map(htmlOf);
  expect(probes).toEqual(['&lt;b&gt;&amp;&lt;/b&gt;', '<b>&</b>']);
});

it('has a component for every block with fixtures, and no other', () => {
  // By block, not folder: a family's folder holds the fixtures of several blocks.
  const blocks = [...new Set(fixtures.map((fixture) => fixture.block))].sort();
  const components = readdirSync(componentsDir)
    .filter((file) => file.endsWith('.twig'))
    .map((file) => file.slice(0, -'.twig'.length))
    .sort();
  expect(blocks).toHaveLength(6);
  expect(components).toEqual(blocks);
});

it("shows in each component's header how to include it", () => {
  for (const file of readdirSync(componentsDir)) {
    const header = readFileSync(join(componentsDir, file), 'utf8').split('-#}')[0]!;
    expect(header, file).toMatch(/^\{#-\n/);
    expect(header, file).toContain(`{% include '_site-widgets/components/${file}' with {`);
    expect(header, file).toContain('docs/fixtures.md');
  }
});

modes.forEach(([mode], modeIndex) => {
  const output = (index: number) => htmlOf(rendered.results[modeIndex * cases.length + index]);

  describe(mode, () => {
    describe('the fixtures', () => {
      fixtures.forEach((fixture, index) => {
        it(fixture.id, async () => {
          const html = output(index);
          expect(normaliseHtml(html)).toBe(normaliseHtml(fixture.html));
          // Nothing at all, not even a line break, when the fixture prints nothing.
          if (fixture.html === '') expect(html).toBe('');
          expect(await validateMarkup(html, `${fixture.id}.twig.html`)).toEqual([]);
        });
      });
    });

    describe('beyond the fixtures', () => {
      edgeCases.forEach((edgeCase, index) => {
        it(edgeCase.id, async () => {
          const html = output(fixtures.length + index);
          expect(normaliseHtml(html)).toBe(normaliseHtml(edgeCase.html));
          if (edgeCase.html === '') expect(html).toBe('');
          expect(await validateMarkup(html, `${edgeCase.block}.twig.html`)).toEqual([]);
        });
      });
    });
  });
});
