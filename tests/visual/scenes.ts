// Every block in each state a visitor sees, as the visual tests capture it: how to bring the demo
// page to the state (through the engine's own pointer and keys, as a visitor would) and which part
// of the viewport to capture. Each scene runs at a desktop and a phone width on the Dutch page, and
// on the English page too where the English texts differ in length.
import type { EngineName, EnginePage } from '../engines/support/engine';
import {
  chooseNecessaryCookies,
  focusByKeyboard,
  waitFor,
  waitForExpanded,
  waitForGalleryReady,
  waitForSlide,
  waitForUpgraded,
} from '../engines/support/page-checks';
import type { Region } from './support/capture';

export interface Scene {
  /** The block, then its state: the reference image's name, with the language and width after it. */
  block: string;
  state: string;
  /** The English page too (the texts differ in length); the Dutch page always. */
  english?: boolean;
  /** Only at the phone's width (the menu's toggle shows there alone). */
  phoneOnly?: boolean;
  /** Taken again inside each CSS framework a theme is built on (the Dutch page): one state of each block. */
  themed?: boolean;
  /** Engines that cannot capture it, each with the reason. */
  cannotCapture?: Partial<Record<EngineName, string>>;
  region: Region;
  /** Brings the page, just opened as a first visit and past the hero's intro, to the state. */
  prepare(page: EnginePage): Promise<void>;
}

/** The headers of an accordion's items. */
const headersOf = (group: string) => `${group} collapse-item .collapse-item__button`;
const BAR = '[data-cookiebar]';
const DIALOG = 'dialog[data-cookie-preferences]';
const NEWSLETTER = 'newsletter-signup';
const GALLERY_LINKS = '[data-gallery] a';

/** The cookie bar answered, the block at `selector` upgraded. */
async function answerAndUpgrade(page: EnginePage, selector: string) {
  await chooseNecessaryCookies(page);
  await waitForUpgraded(page, selector);
}

/** The accordion's items' opened state, in order. */
const openedItems = (s: string) =>
  Array.from(document.querySelectorAll(`${s} collapse-item`), (item) => item.hasAttribute('opened'));

/** Closes every open item of the accordion `group` by its header, as a visitor would. */
async function closeAccordion(page: EnginePage, group: string) {
  const opened = await page.evaluate(openedItems, group);
  for (const [index, open] of opened.entries()) if (open) await page.click(headersOf(group), index);
  await waitForExpanded(
    page,
    headersOf(group),
    opened.map(() => false),
  );
}

const slider = (tag: string, move: (page: EnginePage) => Promise<void>, moved: string): Scene[] => [
  {
    block: tag,
    state: 'at-rest',
    region: { selector: tag },
    async prepare(page) {
      await answerAndUpgrade(page, tag);
      await waitForSlide(page, tag, 0);
    },
  },
  {
    block: tag,
    state: moved,
    themed: true,
    region: { selector: tag },
    async prepare(page) {
      await answerAndUpgrade(page, tag);
      await waitForSlide(page, tag, 0);
      await move(page);
      await waitForSlide(page, tag, 1);
    },
  },
];

/** The blocks a scene takes where a page has more than one of them. */
export interface SceneTargets {
  /** The accordion, of three items. */
  group: string;
  languageSwitch: string;
}

/** Every scene, on a page whose accordion and language switch to take are `targets`. */
export function scenesOn({ group, languageSwitch }: SceneTargets): Scene[] {
  const header = headersOf(group);
  return [
    {
      block: 'accordion',
      state: 'closed',
      region: { selector: group },
      async prepare(page) {
        await answerAndUpgrade(page, group);
        await closeAccordion(page, group);
      },
    },
    {
      block: 'accordion',
      state: 'one-open',
      themed: true,
      region: { selector: group },
      async prepare(page) {
        await answerAndUpgrade(page, group);
        await closeAccordion(page, group);
        await page.click(header, 1);
        await waitForExpanded(page, header, [false, true, false]);
      },
    },
    ...slider('image-slider', (page) => page.click('image-slider .swiper-pagination-bullet', 1), 'after-bullet'),
    // The timeline is a Tab stop of its own: moved by its arrow key, with its focus ring.
    ...slider(
      'timeline-slider',
      async (page) => {
        await focusByKeyboard(page, 'timeline-slider .swiper');
        await page.press('ArrowRight');
      },
      'after-arrow-key',
    ),
    ...slider('updates-slider', (page) => page.click('updates-slider .slider-button--next'), 'after-next'),
    {
      block: 'language-switch',
      state: 'open',
      themed: true,
      english: true,
      // The element and its dropdown, which hangs below it.
      region: { selector: `${languageSwitch}, ${languageSwitch} *` },
      async prepare(page) {
        await answerAndUpgrade(page, languageSwitch);
        await page.click(`${languageSwitch} button`);
        await waitForExpanded(page, `${languageSwitch} button`, [true]);
      },
    },
    {
      block: 'menu',
      state: 'open',
      themed: true,
      phoneOnly: true,
      cannotCapture: {
        // WebKitWebDriver's screenshot (of the viewport or of an element) never answers while the
        // menu holds the page (#app fixed, <html> not scrolling): its look is held in two engines.
        webkit: 'WebKitWebDriver takes no screenshot while the open menu freezes the page',
      },
      region: 'viewport',
      async prepare(page) {
        await chooseNecessaryCookies(page);
        await page.click('[data-site-header] [data-menu-toggle]');
        await waitForExpanded(page, '[data-site-header] [data-menu-toggle]', [true]);
      },
    },
    {
      block: 'cookiebar',
      state: 'bar',
      themed: true,
      english: true,
      region: { selector: BAR },
      async prepare(page) {
        await waitFor(page, 'the cookie bar', (s) => document.querySelector(s)?.checkVisibility(), BAR);
      },
    },
    {
      block: 'cookiebar',
      state: 'preferences',
      themed: true,
      english: true,
      region: 'viewport',
      async prepare(page) {
        await waitFor(page, 'the cookie bar', (s) => document.querySelector(s)?.checkVisibility(), BAR);
        await page.click(`${BAR} [data-cookiebar-preferences]`);
        await waitFor(
          page,
          'the preferences dialog',
          (s) => document.querySelector<HTMLDialogElement>(s)?.open,
          DIALOG,
        );
      },
    },
    {
      block: 'newsletter',
      state: 'errors',
      themed: true,
      english: true,
      region: { selector: NEWSLETTER },
      async prepare(page) {
        await answerAndUpgrade(page, NEWSLETTER);
        await page.click(`${NEWSLETTER} .newsletter-signup__submit`);
        await waitFor(
          page,
          'both errors',
          (s) => document.querySelectorAll(`${s} .newsletter-signup__error:not(:empty)`).length > 0,
          NEWSLETTER,
        );
      },
    },
    {
      block: 'newsletter',
      state: 'success',
      english: true,
      region: { selector: NEWSLETTER },
      async prepare(page) {
        await answerAndUpgrade(page, NEWSLETTER);
        await page.click(`${NEWSLETTER} input[type="email"]`);
        // The demo backend takes a repeated address as a success too: the text is the same every run.
        await page.type('visual-test@example.com');
        await page.click(`${NEWSLETTER} .newsletter-signup__checkbox`);
        await page.click(`${NEWSLETTER} .newsletter-signup__submit`);
        await waitFor(
          page,
          'the success message',
          (s) => document.querySelector(`${s} .newsletter-signup__success`)?.textContent?.trim(),
          NEWSLETTER,
        );
      },
    },
    {
      block: 'consent-video',
      state: 'notice',
      themed: true,
      region: { selector: '[data-consent-video]' },
      async prepare(page) {
        await chooseNecessaryCookies(page);
        await page.evaluate(() =>
          document.querySelector('[data-consent-video]')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
        );
        await waitFor(page, 'the video notice', () =>
          document.querySelector('[data-consent-video] .consent-video__allow')?.checkVisibility(),
        );
      },
    },
    {
      block: 'lightbox',
      state: 'open',
      themed: true,
      region: 'viewport',
      async prepare(page) {
        await chooseNecessaryCookies(page);
        await waitForGalleryReady(page);
        await page.click(GALLERY_LINKS, 0);
        await waitFor(page, 'the lightbox with its caption', () => {
          const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
          const image = document.querySelector<HTMLImageElement>('.pswp__item img.pswp__img');
          return pswp?.opener.isOpen && !pswp.opener.isOpening && image?.complete && image.naturalWidth > 0;
        });
      },
    },
    {
      block: 'hero',
      state: 'after-intro',
      themed: true,
      region: { selector: '[data-hero]' },
      async prepare(page) {
        // The cookie bar, answered, covers none of it.
        await chooseNecessaryCookies(page);
      },
    },
    {
      block: 'focus-ring',
      state: 'button',
      themed: true,
      region: { selector: header, first: true, margin: 8 },
      async prepare(page) {
        await answerAndUpgrade(page, group);
        await focusByKeyboard(page, header);
      },
    },
    {
      block: 'focus-ring',
      state: 'link',
      region: { selector: GALLERY_LINKS, first: true, margin: 8 },
      async prepare(page) {
        await chooseNecessaryCookies(page);
        await focusByKeyboard(page, GALLERY_LINKS);
      },
    },
  ];
}

/** Every scene on the demo page: its first accordion, and the language switch block (not the header's). */
export const SCENES = scenesOn({
  group: '#block-collapse-group collapse-group',
  languageSwitch: '#block-language-switch language-switch',
});
