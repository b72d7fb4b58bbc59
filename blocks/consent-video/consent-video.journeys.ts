// Consent-gated embeds after a first visitor's "necessary only": each embed asks first, with its
// category's notice; allowing one from its notice loads it and what else shares its category (the
// map and the video are both "External media"), and nothing of the other categories.
import type { Journey } from '../../tests/engines/support/journeys';
import { chooseNecessaryCookies, openDemo, waitFor } from '../../tests/engines/support/page-checks';

const EMBEDS = '.consent-demo [data-consent-embed]';
const MAP = '.consent-demo [data-consent-embed="media"]';
const VIDEO = '[data-consent-video]';

/**
 * Whether the elements matching `s` show, in order, `expected`: each its iframe ('frame') or its
 * notice ('notice'). Self-contained: it runs in the page.
 */
const statesAre = (s: string, expected: string[]) =>
  JSON.stringify(
    Array.from(document.querySelectorAll(s), (element) =>
      element.querySelector(':scope > iframe')?.checkVisibility()
        ? 'frame'
        : element.querySelector(':scope > .consent-video__notice')?.checkVisibility()
          ? 'notice'
          : 'nothing yet',
    ),
  ) === JSON.stringify(expected);

const scrollToCentre = (s: string) =>
  document.querySelector(s)!.scrollIntoView({ block: 'center', behavior: 'instant' });

export const journeys: Journey[] = [
  {
    name: 'consent embeds: each asks first; one allowed from its notice loads its category alone',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await page.evaluate(scrollToCentre, MAP);
      await waitFor(page, 'a notice on every embed', statesAre, EMBEDS, ['notice', 'notice', 'notice']);
      await page.click(`${MAP} .consent-video__allow`);
      await waitFor(page, 'the map alone of the embeds', statesAre, EMBEDS, ['notice', 'notice', 'frame']);
      await page.evaluate(scrollToCentre, VIDEO);
      await waitFor(page, 'the video, of the same category', statesAre, VIDEO, ['frame']);
    },
  },
];
