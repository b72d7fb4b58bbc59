// One engine's browser for a speech test file, and the demo page each block's test opens: a first
// visit (no cookies, no storage), the hero's intro over, and the cookie bar answered unless the
// block is the cookie bar.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { EngineName, EnginePage } from '../../engines/support/engine';
import { DESKTOP, engine } from '../../engines/support/journeys';
import { chooseNecessaryCookies, expectNoProblems, openDemo, waitFor } from '../../engines/support/page-checks';

/** A browser of the engine for the file's tests, launched once and reset to a first visit before each test. */
export function useSpeechPage(name: EngineName): () => EnginePage {
  let page: EnginePage | undefined;
  beforeAll(async () => {
    // With reduced motion nothing moves until asked to: the hero offers "play" at once rather than
    // after an intro whose length depends on the machine's load, and no slide or section animates.
    page = await engine(name).open({ viewport: DESKTOP, reducedMotion: true });
  });
  afterAll(async () => {
    await page?.close();
  });
  beforeEach(async () => {
    await page!.reset();
  });
  return () => page!;
}

/** Opens a demo page as a first visit; answers the cookie bar unless `keepCookieBar`. */
export async function openForSpeech(page: EnginePage, path: string, keepCookieBar = false) {
  await openDemo(page, path);
  if (keepCookieBar)
    await waitFor(page, 'the cookie bar', () => document.querySelector('[data-cookiebar]')?.checkVisibility());
  else await chooseNecessaryCookies(page);
}

/**
 * Fails on anything the page probe recorded: an error, and a CSP or Trusted Types violation, which
 * the reader evaluated into the page would cause if it wrote to a sink the demo's CSP guards.
 */
export const expectCleanPage = expectNoProblems;
