// Issue 8, accessibility: with JavaScript off, both demo pages read sensibly. Every text the CMS
// wrote is visible (nothing left at opacity 0 waiting for a script), every slide and language
// link can be reached, the gallery links lead to the full images, and the newsletter form signs up.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, baseUrl, describeViolations, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();

const PAGES = [
  { path: '/', language: 'nl', otherPath: '/en/', otherLanguage: 'en' },
  { path: '/en/', language: 'en', otherPath: '/', otherLanguage: 'nl' },
] as const;

/** The newsletter form's labels and the demo backend's answers, per page language. */
const SIGNUP = {
  nl: {
    email: 'E-mailadres',
    consent: 'Ik ga ermee akkoord dat Studio Noord mij per e-mail benadert',
    submit: 'Aanmelden',
    success: 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
    invalid: 'Dit lijkt geen e-mailadres.',
    invalidTitle: 'Fout: E-mailadres: Dit lijkt geen e-mailadres. (Nieuwsbrief)',
    back: 'Terug naar de pagina',
  },
  en: {
    email: 'Email address',
    consent: 'I agree that Studio Noord may contact me by email',
    submit: 'Sign up',
    success: 'Thank you! You are signed up for our newsletter.',
    invalid: 'This does not look like an email address.',
    invalidTitle: 'Error: Email address: This does not look like an email address. (Newsletter)',
    back: 'Back to the page',
  },
} as const;

/** The demo backend's answer to the form's post (its own form adds the page to the action's query). */
const SIGNUP_POST = (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/newsletter/signup';

const storedSignups = () => readFile(join(inject('dataDir'), 'newsletter-signups.jsonl'), 'utf8').catch(() => '');

async function expectAccessible(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openWithoutJavaScript(path: string): Promise<TestPage> {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl()}${path}`);
  // page.evaluate still works (it runs through the DevTools protocol), the page's own scripts do not.
  expect(
    await page.evaluate(() => Boolean((globalThis as Record<symbol, unknown>)[Symbol.for('site-widgets.started')])),
  ).toBe(false);
  return page;
}

/**
 * Elements in #app that are rendered (have a box) and hold text of their own, but that a reader
 * cannot see: an effective opacity of 0 (their own or an ancestor's) or visibility hidden.
 */
function invisibleText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('#app *')) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (!ownText || element.getClientRects().length === 0) continue;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      if (opacity < 0.1 || getComputedStyle(element).visibility !== 'visible')
        found.push(`${element.localName}.${element.className}: ${element.textContent!.trim().slice(0, 40)}`);
    }
    return found;
  });
}

describe.each(PAGES)('demo page $path with JavaScript off', ({ path, language, otherPath, otherLanguage }) => {
  it('shows every text it holds: no element with text at opacity 0 or visibility hidden', async () => {
    const page = await openWithoutJavaScript(path);
    expect(await invisibleText(page)).toEqual([]);
  });

  it('shows the site header and the hero intro words on the first screen', async () => {
    const page = await openWithoutJavaScript(path);
    expect(await page.locator('[data-site-header]').isVisible()).toBe(true);
    const words = page.locator('[data-hero-intro] > span');
    expect(await words.count()).toBe(3);
    for (const word of await words.all()) {
      const box = await word.boundingBox();
      expect(box, (await word.textContent()) ?? '').not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    }
  });

  it('reaches every menu link: the navigation is shown, not hidden behind a toggle that needs the script', async () => {
    const page = await openWithoutJavaScript(path);
    const links = await page.locator('#site-menu a').all();
    expect(links.length).toBe(6);
    for (const link of links) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
    // The toggle that would need the script is not offered.
    expect(await page.locator('button[data-menu-toggle]').isHidden()).toBe(true);
  });

  it(
    'shows the heading and the body text of every collapse item, opened or not, ' + 'and the updates-slider heading',
    async () => {
      const page = await openWithoutJavaScript(path);
      // Headings given as attributes are shown by the stylesheet (generated content), slotted ones are text.
      const generated = await page.evaluate(() =>
        Array.from(document.querySelectorAll('collapse-item[heading], updates-slider[heading]')).map((element) => ({
          heading: element.getAttribute('heading'),
          shown: getComputedStyle(element, '::before').content,
        })),
      );
      expect(generated.length).toBeGreaterThanOrEqual(5);
      for (const { heading, shown } of generated) expect(shown).toBe(JSON.stringify(heading));
      for (const slotted of await page.locator('collapse-item > [slot="heading"]').all())
        expect(await slotted.isVisible()).toBe(true);
      const bodies = page.locator('collapse-item > :not([slot])');
      expect(await bodies.count()).toBeGreaterThanOrEqual(5);
      for (const body of await bodies.all()) {
        expect(await body.isVisible(), (await body.textContent()) ?? '').toBe(true);
      }
    },
  );

  it('lets every slide be reached: each is visible or lies in a row that scrolls sideways', async () => {
    const page = await openWithoutJavaScript(path);
    const unreachable = await page.evaluate(() => {
      const problems: string[] = [];
      for (const slider of document.querySelectorAll('image-slider, timeline-slider, updates-slider')) {
        const slides = Array.from(slider.children).filter((child) => !child.hasAttribute('slot'));
        if (slides.length < 3) problems.push(`${slider.localName}: only ${slides.length} slides`);
        for (const [index, slide] of slides.entries()) {
          const rect = slide.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) {
            problems.push(`${slider.localName} slide ${index}: no box`);
            continue;
          }
          if (rect.left >= 0 && rect.right <= document.documentElement.clientWidth) continue;
          // Partly or wholly off screen: an ancestor must scroll sideways to bring it in.
          let scroller: Element | null = slide.parentElement;
          while (
            scroller &&
            !(
              ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX) &&
              scroller.scrollWidth > scroller.clientWidth
            )
          )
            scroller = scroller.parentElement;
          if (!scroller || scroller === document.documentElement)
            problems.push(`${slider.localName} slide ${index}: off screen and no scrolling row`);
        }
      }
      return problems;
    });
    expect(unreachable).toEqual([]);
  });

  it(
    'shows the links to the other language ' +
      '(the own-language link is hidden, as the widget hides it), and they work',
    async () => {
      const page = await openWithoutJavaScript(path);
      const other = page.locator(`language-switch a[hreflang="${otherLanguage}"]`);
      expect(await other.count()).toBe(2); // two switches: in the header and in the block
      for (const link of await other.all()) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
      for (const link of await page.locator(`language-switch a:not([hreflang="${otherLanguage}"])`).all())
        expect(await link.isHidden()).toBe(true);
      await Promise.all([
        page.waitForURL(`${baseUrl()}${otherPath}`),
        page.locator(`[data-site-header] language-switch a[hreflang="${otherLanguage}"]`).click(),
      ]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(otherLanguage);
    },
  );

  it('links each gallery thumbnail to its full image', async () => {
    const page = await openWithoutJavaScript(path);
    const links = await page.locator('[data-gallery] a').all();
    expect(links.length).toBe(6);
    for (const link of links) {
      const href = (await link.getAttribute('href'))!;
      const thumbnail = (await link.locator('img').getAttribute('src'))!;
      expect(href).not.toBe(thumbnail);
      expect(href).toMatch(/^\/assets\/images\/gallery-[a-z]+\.svg$/);
      const response = await page.request.get(`${baseUrl()}${href}`);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    }
    // Following one shows the image itself.
    await Promise.all([page.waitForURL(/gallery-[a-z]+\.svg$/), links[0]!.click()]);
  });

  it(
    'signs up with the newsletter form: the address lands in the store and the answer says so, ' +
      'in the page’s language',
    async () => {
      const page = await openWithoutJavaScript(path);
      const texts = SIGNUP[language];
      const form = page.locator('newsletter-signup form');
      expect(await form.isVisible()).toBe(true);
      expect(await form.locator('input[name="CRAFT_CSRF_TOKEN"]').getAttribute('value')).toMatch(
        /^[0-9a-z]+\.[\w-]{40,}$/,
      );
      const email = `no-js-${language}-${Date.now()}@example.com`;
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.consent).check();
      await Promise.all([
        page.waitForURL(`${baseUrl()}/api/v1/newsletter/signup`),
        page.getByRole('button', { name: texts.submit }).click(),
      ]);
      expect(await page.getByRole('status').textContent()).toBe(texts.success);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await storedSignups()).toContain(`"email":"${email}"`);
      await Promise.all([
        page.waitForURL(`${baseUrl()}${path}#block-newsletter`),
        page.getByRole('link', { name: texts.back }).click(),
      ]);
    },
  );

  it(
    'says which field was wrong when the server refuses the email, keeps what was typed, ' +
      'and signs up once it is fixed',
    async () => {
      const page = await openWithoutJavaScript(path);
      const texts = SIGNUP[language];
      // The browser's own check lets it through (a domain without a dot); the server's does not.
      const wrong = `no-js-${Date.now()}@example`;
      await page.getByLabel(texts.email).fill(wrong);
      await page.getByLabel(texts.consent).check();
      const [response] = await Promise.all([
        page.waitForResponse(SIGNUP_POST),
        page.getByRole('button', { name: texts.submit }).click(),
      ]);
      expect(response.status()).toBe(400);
      await page.waitForLoadState();
      expect(await page.title()).toBe(texts.invalidTitle);
      const field = page.getByLabel(texts.email);
      expect(await field.inputValue()).toBe(wrong);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(
        await field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent),
      ).toBe(texts.invalid);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(await page.getByLabel(texts.consent).isChecked()).toBe(true);
      expect(await storedSignups()).not.toContain(wrong);

      const fixed = `${wrong}.org`;
      await field.fill(fixed);
      await Promise.all([page.waitForResponse(SIGNUP_POST), page.getByRole('button', { name: texts.submit }).click()]);
      await page.waitForLoadState();
      expect(await page.getByRole('status').textContent()).toBe(texts.success);
      expect(await storedSignups()).toContain(`"email":"${fixed}"`);
    },
  );

  it(
    'shows a form axe finds nothing on, ' + 'and answers its post with such pages (the refusal, then the success)',
    async () => {
      // axe needs the page's own scripting (timers), which is off with JavaScript: here it is on, and
      // the bundle is blocked instead, so the form posts by itself as without JavaScript.
      const page = await newPage();
      await page.route('**/dist/site-widgets.js', (route) => route.abort());
      await page.goto(`${baseUrl()}${path}`);
      const texts = SIGNUP[language];
      const formViolations = await axeViolations(page, 'newsletter-signup');
      expect(formViolations, `the form before any code:\n${describeViolations(formViolations)}`).toEqual([]);
      await page.getByLabel(texts.email).fill('axe@example');
      await page.getByLabel(texts.consent).check();
      await Promise.all([page.waitForResponse(SIGNUP_POST), page.getByRole('button', { name: texts.submit }).click()]);
      await page.waitForLoadState();
      expect(await page.title()).toBe(texts.invalidTitle);
      await expectAccessible(page, 'email refused');
      await page.getByLabel(texts.email).fill(`axe-${Date.now()}@example.com`);
      await Promise.all([page.waitForResponse(SIGNUP_POST), page.getByRole('button', { name: texts.submit }).click()]);
      await page.waitForLoadState();
      expect(await page.getByRole('status').textContent()).toBe(texts.success);
      await expectAccessible(page, 'signed up');
    },
  );
});
