// The head snippet (integrations/craft/site-widgets.twig) under Debian's Twig 3, included as a
// Craft layout includes it, with the manifest decoded by `json_decode` (render.php's stand-in for
// Craft's filter of that name): a manifest of the shape build/preload-manifest.mjs writes, made
// for the tests (example-manifest.ts), so no build is needed. Every case renders with autoescape
// html and off, in one run of PHP.
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseHtml } from '../support/fixtures';
import { exampleManifest as manifest } from './example-manifest';
import { htmlOf, renderTwig, type Autoescape, type Rendered } from './render';

interface Head {
  base?: string;
  tags?: string[];
}

/** The include of docs/cms-integration.md, with only the variables given. */
const includeOf = ({ base, tags }: Head) =>
  "{% include 'site-widgets.twig' with { manifest: manifest|json_decode" +
  (base === undefined ? '' : ', base: base') +
  (tags === undefined ? '' : ', tags: tags') +
  ' } only %}';

const headOf = (base: string) =>
  `<link rel="stylesheet" href="${base}/site-widgets.css" integrity="sha384-stylesheet">` +
  `<script type="module" src="${base}/site-widgets.js" integrity="sha384-entry"></script>`;
const modulepreload = (base: string, name: string) =>
  `<link rel="modulepreload" href="${base}/chunks/${name}.js" integrity="sha384-${name}">`;

const hostileBase = '/dist"><script>alert(1)</script>';
const hostileTag = 'x"--><script>alert(2)</script><!--';

const cases = {
  plain: { base: '/dist/', tags: [] },
  defaults: {},
  preloads: {
    base: 'https://cdn.example.org/site-widgets',
    tags: ['collapse-group', 'collapse-item', 'image-slider', 'hero', 'collapse-item'],
  },
  unknown: { base: '/dist', tags: ['collapse-item', 'no-such-block'] },
  hostile: { base: hostileBase, tags: [hostileTag] },
} satisfies Record<string, Head>;
type CaseName = keyof typeof cases;

const modes: [string, Autoescape][] = [
  ['autoescape html', 'html'],
  ['autoescape off', false],
];
const names = Object.keys(cases) as CaseName[];

let rendered: Rendered;
beforeAll(() => {
  rendered = renderTwig(
    modes.flatMap(([, autoescape]) =>
      names.map((name) => ({
        source: includeOf(cases[name]),
        params: { manifest: JSON.stringify(manifest), ...cases[name] },
        autoescape,
      })),
    ),
  );
});

modes.forEach(([mode], modeIndex) => {
  const output = (name: CaseName) => htmlOf(rendered.results[modeIndex * names.length + names.indexOf(name)]);

  describe(mode, () => {
    it('prints the stylesheet and the entry with their integrity, under base without its trailing slash', () => {
      expect(normaliseHtml(output('plain'))).toBe(normaliseHtml(headOf('/dist')));
    });

    it('takes /dist as the base and no tags when given none', () => {
      expect(normaliseHtml(output('defaults'))).toBe(normaliseHtml(headOf('/dist')));
    });

    it('preloads the files of the named widgets and modules, each file once, a stylesheet without integrity', () => {
      const base = cases.preloads.base;
      expect(normaliseHtml(output('preloads'))).toBe(
        normaliseHtml(
          headOf(base) +
            modulepreload(base, 'chunk-REACT') +
            modulepreload(base, 'collapse-group-A1') +
            modulepreload(base, 'collapse-item-B2') +
            `<link rel="preload" as="style" href="${base}/chunks/swiper-C3.css">` +
            modulepreload(base, 'chunk-SWIPER') +
            modulepreload(base, 'image-slider-D4') +
            modulepreload(base, 'hero-E5'),
        ),
      );
    });

    it('says in a comment that the manifest names no such block, and prints nothing else for it', () => {
      const html = output('unknown');
      expect(html.match(/<!--[^]*?-->/g)).toEqual([
        '<!-- site-widgets: the manifest names no block "no-such-block"; nothing to preload for it -->',
      ]);
      expect(normaliseHtml(html)).toBe(
        normaliseHtml(
          headOf('/dist') + modulepreload('/dist', 'chunk-REACT') + modulepreload('/dist', 'collapse-item-B2'),
        ),
      );
    });

    it('escapes a hostile base and tag: they stay an attribute value and a comment', () => {
      const html = output('hostile');
      expect(html).not.toContain('<script>alert');
      expect(html.match(/<!--[^]*?-->/g)).toEqual([
        '<!-- site-widgets: the manifest names no block ' +
          '"x&quot;--&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;!--"; nothing to preload for it -->',
      ]);
      const escapedBase = '/dist&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
      expect(normaliseHtml(html)).toBe(normaliseHtml(headOf(escapedBase)));
    });
  });
});
