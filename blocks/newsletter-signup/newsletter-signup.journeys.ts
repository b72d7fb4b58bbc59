// The newsletter form: its checks (an empty email, no consent) with nothing sent, then a real
// signup at the demo's stand-in Craft backend, answered in the page's language.
import { expect } from 'vitest';
import type { Journey } from '../../tests/engines/support/journeys';
import newsletterTexts from './texts';
import {
  chooseNecessaryCookies,
  expectFocusOn,
  openDemo,
  waitFor,
  waitForUpgraded,
} from '../../tests/engines/support/page-checks';

const FORM = 'newsletter-signup';
const EMAIL = `${FORM} input[type="email"]`;

/** The form's error messages now, waited for until they are `expected`. */
const errorsAre = (s: string, expected: string) =>
  Array.from(document.querySelectorAll(`${s} .newsletter-signup__error`), (element) => element.textContent?.trim())
    .filter(Boolean)
    .join(' | ') === expected;

export const journeys: Journey[] = [
  {
    name: 'newsletter: its checks, then a real signup',
    async run({ page, path, lang, viewport }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, FORM);
      await page.click(`${FORM} .newsletter-signup__submit`);
      const texts = newsletterTexts[lang];
      const both = `${texts['newsletter.email_required']} | ${texts['newsletter.terms_required']}`;
      await waitFor(page, 'the email and consent errors', errorsAre, FORM, both);
      expect(await page.evaluate((s) => document.querySelector(s)!.getAttribute('aria-invalid'), EMAIL)).toBe('true');
      await expectFocusOn(page, EMAIL);

      await page.type(`${page.engine}-${viewport.width}-${Date.now()}@example.com`);
      await page.press('Enter');
      await waitFor(page, 'the consent error alone', errorsAre, FORM, texts['newsletter.terms_required']);

      await page.click(`${FORM} .newsletter-signup__checkbox`);
      await page.click(`${FORM} .newsletter-signup__submit`);
      await waitFor(
        page,
        'the success message',
        (s) => document.querySelector(`${s} .newsletter-signup__success`)?.textContent?.trim(),
        FORM,
      );
    },
  },
];
