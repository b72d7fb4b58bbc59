// The hero: after its intro the row plays and its pause button stops it (by pointer and by Enter);
// with reduced motion it shows its end state at once, paused, and the button offers to play.
import { expect } from 'vitest';
import type { EnginePage } from '../../tests/engines/support/engine';
import type { Journey } from '../../tests/engines/support/journeys';
import { chooseNecessaryCookies, openDemo, waitFor } from '../../tests/engines/support/page-checks';

const TOGGLE = '[data-hero] [data-hero-toggle]';

async function waitForState(page: EnginePage, state: 'playing' | 'paused') {
  await waitFor(
    page,
    `the hero ${state}`,
    (s) => document.querySelector('[data-hero]')?.getAttribute('data-hero-state') === s,
    state,
  );
}

export const journeys: Journey[] = [
  {
    name: 'hero: plays after its intro; paused by pointer, played again by Enter',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForState(page, 'playing');
      await page.click(TOGGLE);
      await waitForState(page, 'paused');
      await page.press('Enter');
      await waitForState(page, 'playing');
    },
  },
  {
    name: 'hero with reduced motion: its end state at once, paused, with a button to play',
    reducedMotion: true,
    async run({ page, path }) {
      await page.goto(path);
      await waitForState(page, 'paused');
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      await chooseNecessaryCookies(page);
      await page.click(TOGGLE);
      await waitForState(page, 'playing');
    },
  },
];
