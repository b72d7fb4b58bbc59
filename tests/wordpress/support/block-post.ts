// Posts of the plugin's editor blocks on the test site, saved as the block editor saves them
// (tests/wordpress/block-post.php), with every block and the sliders wide and full.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WordPressSite } from './global-setup';
import { sitePhpEnv } from './site-php';

/** A saved post, with the active theme and its sizes (theme.json's layout). */
export interface BlockPost {
  id: number;
  url: string;
  theme: string;
  wideSize: string;
  contentSize: string;
}

const script = fileURLToPath(new URL('../block-post.php', import.meta.url));

/**
 * A block as the editor saves it: `<!-- wp:NAME {…} /-->`, or around its inner blocks. The JSON as
 * serialize_block_attributes() writes it, with nothing that ends the comment or reads as markup.
 */
export function block(name: string, attributes: object = {}, inner: string[] = []): string {
  const json = JSON.stringify(attributes)
    .replaceAll('--', '\\u002d\\u002d')
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  const opener = `wp:${name}${json === '{}' ? '' : ` ${json}`}`;
  return inner.length ? `<!-- ${opener} -->\n${inner.join('\n')}\n<!-- /wp:${name} -->` : `<!-- ${opener} /-->`;
}

/** Saves `blocks` as the published post `key` (the same key saves over it) of the site's administrator. */
export function saveBlockPost(site: WordPressSite, key: string, title: string, blocks: string[]): BlockPost {
  const output = execFileSync('php', [script, key, title], {
    input: blocks.join('\n\n'),
    encoding: 'utf8',
    env: sitePhpEnv(site),
  });
  return JSON.parse(output) as BlockPost;
}

const image = (name: string) => ({
  src: `/wp-content/uploads/site-widgets-demo/images/${name}.svg`,
  alt: name.replace('-', ' '),
  width: 1200,
  height: 800,
});
const IMAGES = ['dunes-morning', 'polder-evening', 'harbour-dusk'].map(image);

/** The sliders' attributes: the three images, milestones, cards. */
const SLIDERS = {
  'image-slider': { slides: IMAGES.map((slide, index) => ({ ...slide, caption: `Slide ${index + 1}` })) },
  'timeline-slider': {
    milestones: ['2012', '2016', '2020', '2024'].map((label) => ({ label, title: `Since ${label}`, text: 'Growing.' })),
  },
  'updates-slider': {
    heading: 'Latest news',
    updates: IMAGES.map((picture, index) => ({ title: `News ${index + 1}`, url: '/', image: picture })),
  },
};

/** The sliders, by the id each is given as its anchor: `image-slider-wide`, `image-slider-full`, … */
export const ALIGNED_SLIDERS = Object.keys(SLIDERS).flatMap((tag) =>
  (['wide', 'full'] as const).map((align) => ({ tag, align, id: `${tag}-${align}` })),
);

/** The blocks of the other widgets, in the content's width, by their anchors. */
export const UNALIGNED = ['collapse-group', 'language-switch', 'newsletter-signup'];

/** Every block of the plugin, each slider twice (wide and full), each with its anchor. */
export function everyBlock(): string[] {
  const section = (heading: string, text: string) =>
    block('site-widgets/collapse-item', { heading }, [block('paragraph', {}, [`<p>${text}</p>`])]);
  return [
    block('site-widgets/collapse-group', { anchor: 'collapse-group', className: 'faq' }, [
      section('Opening hours', 'Monday to Friday.'),
      section('Getting here', 'By train.'),
    ]),
    ...ALIGNED_SLIDERS.map(({ tag, align, id }) =>
      block(`site-widgets/${tag}`, { ...SLIDERS[tag as keyof typeof SLIDERS], align, anchor: id }),
    ),
    block('site-widgets/language-switch', {
      anchor: 'language-switch',
      links: [
        { label: 'English', url: '/', lang: 'en' },
        { label: 'Nederlands', url: '/nl/', lang: 'nl' },
      ],
    }),
    block('site-widgets/newsletter-signup', { anchor: 'newsletter-signup', heading: 'Stay in touch' }),
  ];
}
