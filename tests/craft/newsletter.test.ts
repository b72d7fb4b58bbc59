// A visitor signs up on the Craft test site (the entry "signup", tests/craft/templates/page.twig):
// in Chromium through Craft's session-info and the plugin's endpoint, and without JavaScript
// through the server-rendered form; the row is in the plugin's table. Then 40 signups at once.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { freshEmail, SIGNUP_TEXTS, Visitor } from '../contract/cases';
import { craftBackend, storedSignup } from './support/backend';
import { siteUrl } from './support/site';

const site = inject('craft');
const newPage = useBrowser();
const FORM_LABELS = {
  nl: { email: 'E-mailadres', consent: /akkoord/, submit: 'Aanmelden' },
  en: { email: 'Email address', consent: /I agree/, submit: 'Sign up' },
} as const;
/** The plugin's shortest fill time (its default): a person takes longer to fill the form in. */
const MIN_FILL_MS = 2000;

describe('the newsletter on Craft', () => {
  for (const lang of ['nl', 'en'] as const) {
    it(`${lang}: signs a visitor up in Chromium through session-info and the plugin’s endpoint`, async () => {
      const page = await newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/(actions|api)\//.test(path)) requests.push(`${request.method()} ${path}`);
      });
      const url = `${siteUrl(site, lang)}/pages/signup`;
      await page.goto(url);
      const form = page.locator('newsletter-signup');
      await form.and(page.locator('[data-upgraded]')).waitFor({ state: 'attached' });
      const email = freshEmail(`chromium-${lang}`);
      await form.getByLabel(FORM_LABELS[lang].email).fill(email);
      await form.getByLabel(FORM_LABELS[lang].consent).check();
      await page.waitForTimeout(MIN_FILL_MS);
      await form.getByRole('button', { name: FORM_LABELS[lang].submit }).click();
      await expect
        .poll(() => form.locator('.newsletter-signup__success').innerText(), { timeout: 20_000 })
        .toBe(SIGNUP_TEXTS[lang].success);
      expect(requests).toEqual(['GET /actions/users/session-info', 'POST /api/v1/newsletter/signup']);
      expect(storedSignup(site, email)).toMatchObject({ email, status: 'confirmed', language: lang, page: url });
      expect(page.problems.consoleErrors).toEqual([]);
    });
  }

  it('nl: without JavaScript the form posts, the page returns with the success text, the row stored', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const url = `${siteUrl(site, 'nl')}/pages/signup`;
    await page.goto(url);
    const email = freshEmail('no-js');
    await page.getByLabel(FORM_LABELS.nl.email).fill(email);
    await page.getByLabel(FORM_LABELS.nl.consent).check();
    await page.getByRole('button', { name: FORM_LABELS.nl.submit }).click();
    await page.waitForURL(url);
    await expect.poll(() => page.locator('.test-flash').innerText()).toBe(SIGNUP_TEXTS.nl.success);
    expect(storedSignup(site, email)).toMatchObject({ email, language: 'nl', page: url });
  });

  it('newsletter: 40 signups at once (20 addresses, each twice) lose nothing and double nothing', async () => {
    const emails = Array.from({ length: 20 }, (_, index) => freshEmail(`at-once-${index}`));
    const posts = emails.flatMap((email, index) => [
      new Visitor(craftBackend(site), `203.0.113.${2 * index + 1}`).signUp('en', { email }),
      new Visitor(craftBackend(site), `203.0.113.${2 * index + 2}`).signUp('en', { email: email.toUpperCase() }),
    ]);
    const replies = await Promise.all(posts);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const backend = craftBackend(site);
    expect(await Promise.all(emails.map((email) => backend.storedSignups(email)))).toEqual(emails.map(() => 1));
  });
});
