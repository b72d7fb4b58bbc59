// Every block of the demo pages as a screen reader user meets it: read through with next (and back
// with previous), then acted on, each step resolving to the phrases the reader said. The phrases
// expected of each step are in lists/nl.ts and lists/en.ts, under the block's name and the step's.
import { expect } from 'vitest';
import type { EnginePage } from '../engines/support/engine';
import { waitFor, waitForUpgraded } from '../engines/support/page-checks';
import { heardAfter, pressOn } from './support/interactions';
import { moveTo, readThrough, startReader } from './support/screen-reader';

/** What the reader said, per step of a block. */
export type Heard = Record<string, string[]>;

export interface SpeechBlock {
  name: string;
  /** Left at its first-visit state; for every other block the visitor has answered it first (necessary only). */
  cookieBar?: true;
  run(page: EnginePage): Promise<Heard>;
}

const live = (id: string) => `#block-${id} .demo-block__live`;

/**
 * The phrases heard reading `selector` through with next from its start; fails unless reading it
 * back with previous gives the same phrases in reverse.
 */
async function read(page: EnginePage, selector: string, index = 0): Promise<string[]> {
  await startReader(page, selector, index);
  const { forward, backward } = await readThrough(page);
  expect(backward, `${page.engine}: ${selector} read back with previous`).toEqual([
    ...forward.slice(1).reverse(),
    forward[0],
  ]);
  return forward;
}

const expanded = (s: string) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true';
const activeSlideStartsWith2 = (s: string) =>
  document.querySelector(`${s} .swiper-slide-active`)?.getAttribute('aria-label')?.startsWith('2');

export const SPEECH_BLOCKS: SpeechBlock[] = [
  {
    name: 'cookie bar',
    cookieBar: true,
    async run(page) {
      const bar = await read(page, '[data-cookiebar]');
      // The dialog opens outside the bar: the reader listens to the whole page while it opens.
      await startReader(page, '[data-cookiebar]');
      await moveTo(page, '[data-cookiebar-preferences]');
      await startReader(page, 'body');
      const opened = await heardAfter(
        page,
        () => page.press('Enter'),
        'the preferences dialog',
        () => document.querySelector<HTMLDialogElement>('dialog[data-cookie-preferences]')?.open,
      );
      const dialog = await read(page, 'dialog[data-cookie-preferences]');
      return { bar, 'preferences opened': opened, dialog };
    },
  },
  {
    name: 'hero',
    async run(page) {
      const hero = await read(page, '[data-hero]');
      const pause = '[data-hero] button';
      const playing = await pressOn(
        page,
        { selector: pause },
        'Enter',
        'the hero playing',
        () => document.querySelector('[data-hero]')?.getAttribute('data-hero-state') === 'playing',
      );
      return { read: hero, 'play pressed': playing };
    },
  },
  {
    name: 'menu',
    async run(page) {
      const header = await read(page, '.site-header');
      await startReader(page, '.site-header');
      const toggle = '[data-menu-toggle]';
      const opened = await pressOn(page, { selector: toggle }, 'Enter', 'the menu open', expanded, toggle);
      const menu = await read(page, '#site-menu');
      return { header, opened, menu };
    },
  },
  {
    name: 'language switch',
    async run(page) {
      const host = '.site-header language-switch';
      const button = `${host} .language-switch__button`;
      await waitForUpgraded(page, host);
      const closed = await read(page, host);
      await startReader(page, host);
      const opened = await pressOn(page, { selector: button }, 'Enter', 'the list open', expanded, button);
      const list = await read(page, host);
      return { closed, opened, list };
    },
  },
  ...(['collapse-group', 'collapse-leave-open'] as const).map((id): SpeechBlock => ({
    name: id,
    async run(page) {
      await waitForUpgraded(page, `#block-${id} collapse-item`);
      const block = await read(page, live(id));
      const item = `#block-${id} collapse-item`;
      const collapsed = await read(page, item, 1);
      await startReader(page, item, 1);
      const button = { selector: `${item} .collapse-item__button`, index: 1 };
      const opening = await pressOn(
        page,
        button,
        'Enter',
        'the item open',
        (s) => document.querySelectorAll(s)[1]?.hasAttribute('opened'),
        item,
      );
      const open = await read(page, item, 1);
      return {
        read: block,
        'second item collapsed': collapsed,
        'second item opening': opening,
        'second item open': open,
      };
    },
  })),
  {
    name: 'image-slider',
    async run(page) {
      const block = live('image-slider');
      await waitForUpgraded(page, `${block} image-slider`);
      const before = await read(page, block);
      await startReader(page, block);
      const bullet = { selector: `${block} .swiper-pagination-bullet`, index: 1 };
      const moved = await pressOn(page, bullet, 'Enter', 'the second slide', activeSlideStartsWith2, block);
      const after = await read(page, block);
      return { read: before, 'second bullet pressed': moved, 'read at the second slide': after };
    },
  },
  {
    name: 'timeline-slider',
    async run(page) {
      const block = live('timeline-slider');
      await waitForUpgraded(page, `${block} timeline-slider`);
      const before = await read(page, block);
      await startReader(page, block);
      const carousel = { selector: `${block} [aria-roledescription]` };
      const moved = await pressOn(page, carousel, 'ArrowRight', 'the second slide', activeSlideStartsWith2, block);
      const after = await read(page, block);
      return { read: before, 'arrow right': moved, 'read at the second slide': after };
    },
  },
  {
    name: 'updates-slider',
    async run(page) {
      const block = live('updates-slider');
      await waitForUpgraded(page, `${block} updates-slider`);
      const before = await read(page, block);
      await startReader(page, block);
      const next = { selector: `${block} .slider-button--next` };
      const moved = await pressOn(page, next, 'Enter', 'the second slide', activeSlideStartsWith2, block);
      const after = await read(page, block);
      return { read: before, 'next pressed': moved, 'read at the second slide': after };
    },
  },
  {
    name: 'newsletter',
    async run(page) {
      const block = live('newsletter');
      const form = `${block} newsletter-signup`;
      await waitForUpgraded(page, form);
      const before = await read(page, block);
      await startReader(page, block);
      const submit = { selector: `${form} .newsletter-signup__submit` };
      const empty = await pressOn(
        page,
        submit,
        'Enter',
        'two errors',
        (s) => document.querySelectorAll(`${s} .newsletter-signup__error`).length === 2,
        form,
      );
      await page.type(`speech-${page.engine}-${Date.now()}@example.com`);
      const noConsent = await heardAfter(
        page,
        () => page.press('Enter'),
        'one error',
        (s) => document.querySelectorAll(`${s} .newsletter-signup__error`).length === 1,
        form,
      );
      const consent = { selector: `${form} .newsletter-signup__checkbox` };
      const checked = await pressOn(
        page,
        consent,
        'Space',
        'consent',
        (s) => document.querySelector<HTMLInputElement>(s)?.checked,
        consent.selector,
      );
      const success = await pressOn(
        page,
        submit,
        'Enter',
        'the success message',
        (s) => document.querySelector(`${s} .newsletter-signup__success`)?.textContent?.trim(),
        form,
      );
      return {
        read: before,
        'sent empty': empty,
        'sent without consent': noConsent,
        'consent checked': checked,
        'sent with consent': success,
      };
    },
  },
  {
    name: 'consent-video',
    async run(page) {
      const block = live('consent-video');
      const allow = `${block} .consent-video__allow`;
      await page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), block);
      await waitFor(page, 'the video notice', (s) => document.querySelector(s), allow);
      const notice = await read(page, block);
      await startReader(page, block);
      const allowed = await pressOn(
        page,
        { selector: allow },
        'Enter',
        'the video',
        (s) => document.querySelector(`${s} iframe`),
        block,
      );
      const video = await read(page, block);
      return { notice, allowed, video };
    },
  },
  ...(['consent-embeds', 'consent-scripts', 'lazy-images'] as const).map((id): SpeechBlock => ({
    name: id,
    async run(page) {
      await page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), live(id));
      return { read: await read(page, live(id)) };
    },
  })),
  {
    name: 'gallery',
    async run(page) {
      const block = live('gallery');
      const before = await read(page, block);
      await startReader(page, block);
      await moveTo(page, `${block} a`);
      // PhotoSwipe puts its dialog at the end of <body>: the reader listens to the whole page.
      await startReader(page, 'body');
      type Lightbox = { pswp?: { currIndex: number; opener: { isOpen: boolean; isOpening: boolean } } };
      const opened = await heardAfter(
        page,
        () => page.press('Enter'),
        'the lightbox',
        () => {
          const { pswp } = window as unknown as Lightbox;
          return pswp?.opener.isOpen && !pswp.opener.isOpening;
        },
      );
      const next = await heardAfter(
        page,
        () => page.press('ArrowRight'),
        'the second photo',
        () => (window as unknown as Lightbox).pswp?.currIndex === 1,
      );
      const lightbox = await read(page, '.pswp');
      return { read: before, opened, 'arrow right': next, lightbox };
    },
  },
];
