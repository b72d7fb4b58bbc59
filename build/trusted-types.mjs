// Rewrites Swiper's and PhotoSwipe's innerHTML writes to go through the bundle's Trusted Types
// policy, and stops the build when one no longer matches. See docs/internals.md#trusted-types.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const POLICY_MODULE = join(import.meta.dirname, '../common/trusted-types.ts');

// An HTML slide, which the gallery never makes (every slide is an image): in both of PhotoSwipe's files.
const HTML_SLIDE = [
  "this.element.innerHTML = this.data.html || '';",
  "this.element.innerHTML = textAsHTML(this.data.html || '');",
];

/** Per library file (its path in node_modules): the writes, and what each becomes. */
export const SINK_REWRITES = [
  {
    file: 'swiper/shared/utils.mjs',
    // Swiper's one helper for every innerHTML it sets (announcements, bullets, arrows).
    writes: [
      [
        /function setInnerHTML\(el, html = ''\) \{\n[\s\S]*?\n\}\n/,
        "function setInnerHTML(el, html = '') {\n  el.innerHTML = textAsHTML(html);\n}\n",
      ],
    ],
  },
  {
    file: 'photoswipe/dist/photoswipe.esm.js',
    writes: [
      // A UI element's icon: the lightbox passes empty icons and draws its own (lightbox-icons.ts).
      [
        'element.innerHTML = addElementHTML(elementHTML);',
        'element.innerHTML = textAsHTML(addElementHTML(elementHTML));',
      ],
      HTML_SLIDE,
    ],
  },
  { file: 'photoswipe/dist/photoswipe-lightbox.esm.js', writes: [HTML_SLIDE] },
];

/**
 * `source` of the library file at `path` with its writes rewritten (null for a file with none);
 * throws when a write does not match exactly once.
 */
export function rewriteSinks(path, source) {
  const rewrite = SINK_REWRITES.find((entry) => path.replaceAll('\\', '/').endsWith(`node_modules/${entry.file}`));
  if (!rewrite) return null;
  let contents = source;
  for (const [from, to] of rewrite.writes) {
    const matches =
      typeof from === 'string' ? contents.split(from).length - 1 : (contents.match(new RegExp(from, 'g')) ?? []).length;
    if (matches !== 1)
      throw new Error(
        `build/trusted-types.mjs: ${rewrite.file} has ${matches} matches for ${String(from)}, not 1: ` +
          'the library changed; route its HTML writes through textAsHTML again.',
      );
    contents = contents.replace(from, to);
  }
  return `import { textAsHTML } from ${JSON.stringify(POLICY_MODULE)};\n${contents}`;
}

/** An esbuild plugin that applies SINK_REWRITES to the library files it bundles. */
export function trustedTypesSinks() {
  return {
    name: 'trusted-types-sinks',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/](swiper|photoswipe)[\\/]/ }, async ({ path }) => {
        const contents = rewriteSinks(path, await readFile(path, 'utf8'));
        return contents === null ? undefined : { contents, loader: 'js' };
      });
    },
  };
}
