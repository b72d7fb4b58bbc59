// The cookie bar at a first visit, its preferences dialog (opened from the bar, closed by Escape),
// the choice made there, and a consent-gated video that then asks first and plays once allowed.
import type { Journey } from '../../tests/engines/support/journeys';
import { expectAccessible, expectFocusOn, openDemo, waitFor } from '../../tests/engines/support/page-checks';

const BAR = '[data-cookiebar]';
const DIALOG = 'dialog[data-cookie-preferences]';
const VIDEO = '[data-consent-video]';

const dialogOpen = (s: string) => document.querySelector<HTMLDialogElement>(s)?.open ?? false;
const dialogClosed = (s: string) => !document.querySelector<HTMLDialogElement>(s)?.open;
const barClosed = (s: string) => !document.querySelector(s)?.checkVisibility();

export const journeys: Journey[] = [
  {
    name: 'cookie bar: its dialog by pointer and Escape, a choice, and a gated video allowed from its notice',
    async run({ page, path }) {
      await openDemo(page, path);
      await waitFor(page, 'the cookie bar', (s) => document.querySelector(s)?.checkVisibility(), BAR);
      await page.click(`${BAR} [data-cookiebar-preferences]`);
      await waitFor(page, 'the preferences dialog', dialogOpen, DIALOG);
      await expectAccessible(page, 'preferences dialog open');
      await page.press('Escape');
      await waitFor(page, 'the dialog to close', dialogClosed, DIALOG);
      await expectFocusOn(page, `${BAR} [data-cookiebar-preferences]`);

      await page.click(`${BAR} [data-cookiebar-preferences]`);
      await waitFor(page, 'the preferences dialog', dialogOpen, DIALOG);
      await page.click(`${DIALOG} [data-preferences-choice="necessary"]`);
      await waitFor(page, 'the dialog to close', dialogClosed, DIALOG);
      await waitFor(page, 'the bar to close', barClosed, BAR);

      await page.evaluate(
        (s) => document.querySelector(s)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
        VIDEO,
      );
      await waitFor(
        page,
        'the video notice',
        (s) => document.querySelector(`${s} .consent-video__allow`)?.checkVisibility(),
        VIDEO,
      );
      await page.click(`${VIDEO} .consent-video__allow`);
      await waitFor(page, 'the video frame', (s) => document.querySelector(`${s} iframe`)?.checkVisibility(), VIDEO);
    },
  },
];
