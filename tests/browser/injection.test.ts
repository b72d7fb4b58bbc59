// Issue 8, security: markup injected through every place data enters the bundle (server messages,
// captions, attributes, slotted text, consent-video data attributes) is shown as text and never
// runs; and before a cookie choice the demo page sets no cookie that is not strictly necessary.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  cspViolations,
  openDemoPage,
  openFixture,
  scrollToUpgrade,
  useBrowser,
  waitForUpgrade,
  type TestPage,
} from './support/browser';

const newPage = useBrowser();

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
] as const;

/** Escapes a value for a double-quoted HTML attribute: the attribute then holds the payload verbatim. */
const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Escapes a value as HTML text: the element's textContent is then the payload verbatim. */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Elements a payload would have created, had any of it been parsed as HTML. */
const injectedElements = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], [onerror], [onload], svg:not([aria-hidden]):not(.pswp__icn), script:not([src])',
      ).length,
  );

async function expectNothingRan(page: TestPage) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await injectedElements(page)).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Fakes Craft's two endpoints at their default paths; records the paths that were asked for. */
async function fakeCraft(page: Page, reply: (route: Route) => Promise<void>) {
  const requested: string[] = [];
  await page.route(`${baseUrl()}/actions/users/session-info`, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return json({ isGuest: true, csrfTokenValue: 'token' })(route);
  });
  await page.route(`${baseUrl()}/api/v1/newsletter/signup`, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return reply(route);
  });
  return requested;
}

async function submitSignup(page: Page, email = 'someone@example.com') {
  const signup = page.locator('newsletter-signup');
  await signup.locator('input[type="email"]').fill(email);
  await signup.locator('input[type="checkbox"]').check();
  await signup.locator('button[type="submit"]').click();
}

describe('newsletter server messages', () => {
  it('shows injected error and success messages as text', async () => {
    const page = await newPage();
    let reply: unknown = PAYLOADS.map((msg) => ({ status: 'error', msg }));
    let status = 400;
    await fakeCraft(page, (route) => json(reply, status)(route));
    await openFixture(page, '<main><newsletter-signup brand="Studio"></newsletter-signup></main>', { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    const signup = page.locator('newsletter-signup');

    await submitSignup(page);
    const error = signup.locator('.newsletter-signup__error');
    await expect.poll(() => error.first().textContent()).toBe(PAYLOADS.join(' '));
    await expectNothingRan(page);

    reply = PAYLOADS.map((msg) => ({ status: 'success', msg }));
    status = 200;
    await signup.locator('button[type="submit"]').click();
    const success = signup.locator('.newsletter-signup__success');
    await expect.poll(() => success.textContent()).toContain(PAYLOADS[0]);
    for (const payload of PAYLOADS) expect(await success.textContent()).toContain(payload);
    await expectNothingRan(page);
  });

  it('treats an HTML page as a reply as a failure, without showing or running any of it', async () => {
    const page = await newPage();
    await fakeCraft(page, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: `<p>${PAYLOADS.join('')}</p>` }),
    );
    await openFixture(page, '<main><newsletter-signup></newsletter-signup></main>', { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    await submitSignup(page);
    await expect
      .poll(() => page.locator('newsletter-signup .newsletter-signup__error').textContent())
      .toBe('Something went wrong, please try again later');
    expect(await page.locator('newsletter-signup').textContent()).not.toContain('__pwned');
    await expectNothingRan(page);
  });

  it('does not follow javascript: URLs in action and session-info: one warning each, the defaults apply', async () => {
    const page = await newPage();
    const requested = await fakeCraft(page, json([{ status: 'success', msg: 'Thanks' }]));
    await openFixture(
      page,
      '<main><newsletter-signup action="javascript:window.__pwned=1" ' +
        `session-info="${attr('javascript:window.__pwned=1//')}"></newsletter-signup></main>`,
      {
        lang: 'en',
      },
    );
    await waitForUpgrade(page, 'newsletter-signup');
    await submitSignup(page);
    await expect.poll(() => page.locator('newsletter-signup .newsletter-signup__success').textContent()).toBe('Thanks');
    expect(requested).toEqual(['/actions/users/session-info', '/api/v1/newsletter/signup']);
    for (const name of ['action', 'session-info']) {
      expect(
        page.problems.consoleWarnings.filter(
          (warning) => warning.includes('<newsletter-signup>') && warning.includes(`attribute "${name}"`),
        ),
      ).toHaveLength(1);
    }
    await expectNothingRan(page);
  });
});

describe('attributes and slotted text of the widgets', () => {
  const slides = '<article><h3>One</h3></article><article><h3>Two</h3></article><article><h3>Three</h3></article>';
  const markup = PAYLOADS.map(
    (payload, i) => `<section id="case-${i}">
      <collapse-item heading="${attr(payload)}" opened><p>Body</p></collapse-item>
      <collapse-item><span slot="heading">${text(payload)}</span><p>Body</p></collapse-item>
      <updates-slider heading="${attr(payload)}">${slides}</updates-slider>
      <updates-slider><h2 slot="title">${text(payload)}</h2>${slides}</updates-slider>
      <newsletter-signup brand="${attr(payload)}"></newsletter-signup>
    </section>`,
  );

  it('shows each payload literally in headings, titles and the consent label', async () => {
    const page = await newPage();
    await openFixture(page, `<main>${markup.join('')}</main>`, { lang: 'en' });
    await waitForUpgrade(page, 'collapse-item, updates-slider, newsletter-signup');
    for (const [i, payload] of PAYLOADS.entries()) {
      const section = page.locator(`#case-${i}`);
      const headings = await section.locator('.collapse-item__heading').allTextContents();
      expect(headings).toEqual([payload, payload]);
      expect(await section.locator('updates-slider').nth(0).locator('h2').textContent()).toBe(payload);
      expect(await section.locator('updates-slider').nth(1).locator('h2[slot="title"]').textContent()).toBe(payload);
      expect(await section.locator('.newsletter-signup__consent-label').textContent()).toBe(
        `I agree that ${payload} may contact me by email`,
      );
    }
    await expectNothingRan(page);
  });

  it('keeps a payload set as an attribute after the upgrade as text too', async () => {
    const page = await newPage();
    await openFixture(
      page,
      '<main><collapse-item heading="Plain"><p>Body</p></collapse-item><updates-slider heading="Plain">' +
        slides +
        '</updates-slider></main>',
      {
        lang: 'en',
      },
    );
    await waitForUpgrade(page, 'collapse-item, updates-slider');
    for (const payload of PAYLOADS) {
      await page.evaluate((value) => {
        document.querySelector('collapse-item')!.setAttribute('heading', value);
        document.querySelector('updates-slider')!.setAttribute('heading', value);
      }, payload);
      await expect.poll(() => page.locator('.collapse-item__heading').textContent()).toBe(payload);
      await expect.poll(() => page.locator('updates-slider h2').textContent()).toBe(payload);
    }
    await expectNothingRan(page);
  });
});

describe('gallery captions', () => {
  it('shows an injected data-caption as text in the lightbox, on every slide', async () => {
    const page = await newPage();
    const links = PAYLOADS.map(
      (payload, i) =>
        `<a id="link-${i}" href="/assets/images/gallery-harbour.svg" data-pswp-width="2400" data-pswp-height="1600" ` +
        `data-caption="${attr(payload)}">` +
        `<img src="/assets/images/gallery-harbour-thumb.svg" width="300" height="200" alt="Harbour ${i}"></a>`,
    );
    await openFixture(page, `<main><div data-gallery>${links.join('')}</div></main>`, { lang: 'en' });
    await page.waitForSelector('[data-gallery][data-gallery-ready]', { state: 'attached' });
    await page.locator('#link-0').click();
    await page.waitForFunction(() => {
      const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
      return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
    });
    for (const [i, payload] of PAYLOADS.entries()) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { pswp?: { currIndex: number } }).pswp?.currIndex))
        .toBe(i);
      await expect.poll(() => page.locator('.pswp__caption').textContent()).toBe(payload);
      await page.keyboard.press('ArrowRight');
    }
    await expectNothingRan(page);
  });
});

describe('consent video data attributes', () => {
  it('binds data-title and data-src as data, and refuses a javascript: source', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiebar', value: 'all', url: baseUrl() }]);
    const videos = PAYLOADS.map(
      (payload, i) =>
        `<div id="video-${i}" data-consent-video ` +
        `data-src="/assets/video-placeholder.html?v=${attr(encodeURIComponent(payload))}" ` +
        `data-title="${attr(payload)}"></div>`,
    );
    const rawSource = '/assets/video-placeholder.html?"><svg onload=window.__pwned=1>';
    const refused = `<div id="video-js" data-consent-video data-src="javascript:window.__pwned=1" data-title="x"></div>
      <div id="video-raw" data-consent-video data-src="${attr(rawSource)}" data-title="Raw"></div>`;
    await openFixture(page, `<main>${videos.join('')}${refused}</main>`, { lang: 'en' });
    for (const [i, payload] of PAYLOADS.entries()) {
      const frame = page.locator(`#video-${i} iframe`);
      await expect.poll(() => frame.count()).toBe(1);
      expect(await frame.getAttribute('title')).toBe(payload);
      expect(new URL((await frame.getAttribute('src'))!).searchParams.get('v')).toBe(payload);
    }
    // A source with raw markup in its query is still one URL in one attribute.
    await expect.poll(() => page.locator('#video-raw iframe').count()).toBe(1);
    expect(new URL((await page.locator('#video-raw iframe').getAttribute('src'))!).pathname).toBe(
      '/assets/video-placeholder.html',
    );
    // javascript: is not an http(s) source: a warning, and no frame.
    expect(await page.locator('#video-js iframe').count()).toBe(0);
    expect(
      page.problems.consoleWarnings.some(
        (warning) => warning.includes('consent-video') && warning.includes('javascript:'),
      ),
    ).toBe(true);
    await expectNothingRan(page);
  });
});

describe('cookies before consent', () => {
  // Allowed before any choice in the cookie bar:
  // - CraftSessionId: the demo backend's HttpOnly session cookie, set only when a newsletter
  //   signup asks for a CSRF token. It exists only to bind that token to the visitor's session
  //   for the form they are submitting: strictly necessary for a service they asked for.
  // Nothing else: not `cookiebar` (that is the choice itself), no analytics, no video player cookies.
  const ALLOWED_BEFORE_CONSENT = ['CraftSessionId'];

  it('sets no cookie on load, and only the session cookie after a newsletter signup', async () => {
    const page = await newPage();
    await openDemoPage(page, '/en/');
    expect(await page.locator('[data-cookiebar]').isVisible()).toBe(true);
    expect(await page.context().cookies()).toEqual([]);

    // The consent video shows its notice and loads no player (which would set its own cookies).
    expect(await page.locator('[data-consent-video] iframe').count()).toBe(0);

    // Use the newsletter (the real demo backend) without choosing in the bar first.
    // The form's code loads as it nears the viewport: a click before that posts the form natively.
    await scrollToUpgrade(page, 'newsletter-signup');
    const signup = page.locator('newsletter-signup');
    await signup
      .locator('input[type="email"]')
      .fill(`cookies-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await signup.locator('input[type="checkbox"]').check();
    await signup.locator('button[type="submit"]').click();
    const success = signup.locator('.newsletter-signup__success');
    await success.waitFor({ timeout: 10_000 });
    expect(await success.textContent()).toMatch(/\S/);
    expect(await page.locator('[data-cookiebar]').isVisible()).toBe(true);

    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).filter((name) => !ALLOWED_BEFORE_CONSENT.includes(name))).toEqual([]);
    const session = cookies.find((cookie) => cookie.name === 'CraftSessionId');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).not.toBe('None');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });
});
