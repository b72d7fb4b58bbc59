// Runs the journeys (tests/engines/journeys/) in one engine: on the Dutch and the English demo page,
// at a desktop and a phone viewport, each journey from a first visit (no cookies, no storage), and
// every journey fails on a console error, an uncaught error or rejection, a failed load or a CSP or
// Trusted Types violation in any page it opened.
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import type { Engine, EngineName, EnginePage, Viewport } from './engine';
import { freshPage } from './fresh-page';
import { expectNoProblems } from './page-checks';
import { puppeteerEngine } from './puppeteer-page';
import { webkitEngine } from './webdriver-page';

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export const DEMO_PAGES = [
  { path: '/', lang: 'nl' },
  { path: '/en/', lang: 'en' },
] as const;

/** Where a journey runs: the engine's page, the demo page's path and language, the viewport. */
export interface Visit {
  page: EnginePage;
  path: '/' | '/en/';
  lang: 'nl' | 'en';
  viewport: Viewport;
  phone: boolean;
}

export interface Journey {
  name: string;
  /** Launches the engine with `prefers-reduced-motion: reduce` for this journey. */
  reducedMotion?: boolean;
  /** Runs once per engine, not per page and viewport (it opens its own pages). */
  once?: boolean;
  run(visit: Visit): Promise<void>;
}

export function engine(name: EngineName): Engine {
  const baseUrl = inject('enginesBaseUrl');
  const paths = inject('enginePaths');
  return name === 'webkit' ? webkitEngine(paths.webkit, baseUrl) : puppeteerEngine(name, paths[name], baseUrl);
}

/** A browser of the engine for this describe block's tests, launched once, reset (or replaced) before each test. */
function useEnginePage(name: EngineName, reducedMotion: boolean, viewport: Viewport): () => EnginePage {
  let page: EnginePage | undefined;
  const open = () => engine(name).open({ viewport, reducedMotion });
  beforeAll(async () => {
    page = await open();
  });
  afterAll(async () => {
    await page?.close();
  });
  beforeEach(async () => {
    page = await freshPage(page!, open);
    await page.setViewport(viewport);
  });
  afterEach(async () => {
    await expectNoProblems(page!);
  });
  return () => page!;
}

/**
 * The journeys in one engine on one demo page, at both viewports: a test file per engine and page,
 * so that the files share the cores evenly. A journey that runs once per engine runs with the Dutch page.
 */
export function runJourneys(name: EngineName, journeys: Journey[], lang: (typeof DEMO_PAGES)[number]['lang']) {
  const { path } = DEMO_PAGES.find((page) => page.lang === lang)!;
  for (const reducedMotion of [false, true]) {
    const selected = journeys.filter((journey) => Boolean(journey.reducedMotion) === reducedMotion);
    if (!selected.length) continue;
    describe(`${name}${reducedMotion ? ', prefers-reduced-motion' : ''}`, () => {
      const page = useEnginePage(name, reducedMotion, DESKTOP);
      if (lang === 'nl')
        for (const journey of selected.filter((j) => j.once))
          it(journey.name, () => journey.run({ page: page(), path: '/', lang: 'nl', viewport: DESKTOP, phone: false }));
      for (const viewport of [DESKTOP, PHONE])
        describe(`${path} at ${viewport.width}×${viewport.height}`, () => {
          beforeEach(() => page().setViewport(viewport));
          for (const journey of selected.filter((j) => !j.once))
            it(journey.name, () => journey.run({ page: page(), path, lang, viewport, phone: viewport === PHONE }));
        });
    });
  }
}
