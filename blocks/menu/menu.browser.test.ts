import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  type TestPage,
  openDemoPage,
} from '../../tests/browser/support/browser';

// Real scrollbars (Playwright hides them by default), so the compensating margin is measurable.
const newPage = useBrowser({ ignoreDefaultArgs: ['--hide-scrollbars'] });

const toggle = '[data-menu-toggle]';

/** Where a content element and the sticky header sit in the viewport, and the page's scroll state. */
function measure(page: TestPage) {
  return page.evaluate(() => {
    const rect = document.querySelector('#block-collapse-group')!.getBoundingClientRect();
    const html = document.documentElement;
    return {
      x: rect.x,
      top: rect.top,
      headerTop: document.querySelector('[data-site-header]')!.getBoundingClientRect().top,
      scrollY: window.scrollY,
      frozen: html.classList.contains('is-scroll-frozen'),
      open: html.classList.contains('is-menu-open'),
      appPosition: document.getElementById('app')!.style.position,
    };
  });
}

async function openDemo(page: TestPage) {
  await openDemoPage(page, '/en/');
  // Close the cookie bar, which would sit on top of the footer.
  await page.click('[data-cookiebar-choice="necessary"]');
}

describe('navigation menu', () => {
  it('freezes scrolling in place while open and restores it instantly on close', async () => {
    const page = await newPage();
    await openDemo(page);
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar).toBeGreaterThan(0);
    // The page asks for smooth scrolling: restoring must still be instant.
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'smooth';
      window.scrollTo({ top: 900, behavior: 'instant' });
    });
    const before = await measure(page);
    expect(before).toMatchObject({ scrollY: 900, frozen: false, open: false, headerTop: 0 });

    await page.click(toggle);
    // Frozen from just after the frame that shows the menu open.
    await expect.poll(() => measure(page).then(({ frozen }) => frozen)).toBe(true);
    const during = await measure(page);
    // The sticky header, with the toggle that closes the menu, stays at the top of the viewport.
    expect(during).toMatchObject({ frozen: true, open: true, appPosition: 'fixed', scrollY: 0, headerTop: 0 });
    expect(during.x).toBe(before.x); // no sideways jump: the scrollbar's width is kept
    expect(during.top).toBe(before.top); // and no vertical one
    await expect(page.getAttribute(toggle, 'aria-expanded')).resolves.toBe('true');

    // The page behind does not scroll.
    await page.mouse.move(600, 700);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect((await measure(page)).top).toBe(before.top);

    // Close: read the scroll position in the same task as the click, so a smooth scroll would show.
    const right = await page.evaluate(() => {
      (document.querySelector('[data-menu-toggle]') as HTMLElement).click();
      return { scrollY: window.scrollY, focused: document.activeElement?.hasAttribute('data-menu-toggle') };
    });
    expect(right).toEqual({ scrollY: 900, focused: true });
    const after = await measure(page);
    expect(after).toMatchObject({ scrollY: 900, frozen: false, open: false, appPosition: '', headerTop: 0 });
    expect(after.x).toBe(before.x);
    expect(after.top).toBe(before.top);
    await expect(page.getAttribute(toggle, 'aria-expanded')).resolves.toBe('false');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('makes everything outside the menu inert, closes on Escape and returns focus', async () => {
    const page = await newPage();
    await openDemo(page);
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    const inert = () =>
      page.evaluate(() => ({
        main: document.getElementById('main')!.closest('[inert]') !== null,
        footer: document.querySelector('footer')!.closest('[inert]') !== null,
        skipLink: document.querySelector('.skip-link')!.closest('[inert]') !== null,
        brand: document.querySelector('.site-header__brand')!.closest('[inert]') !== null,
        toggle: document.querySelector('[data-menu-toggle]')!.closest('[inert]') !== null,
        menu: document.getElementById('site-menu')!.closest('[inert]') !== null,
      }));
    // Inert from just after the frame that shows the menu open.
    await expect.poll(inert).toEqual({
      main: true,
      footer: true,
      skipLink: true,
      brand: true,
      toggle: false,
      menu: false,
    });
    // Tab moves from the toggle into the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('site-menu')!.contains(document.activeElement))).toBe(
      true,
    );

    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-menu-open'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).toBe(true);
    await expect.poll(inert).toEqual({
      main: false,
      footer: false,
      skipLink: false,
      brand: false,
      toggle: false,
      menu: false,
    });
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
  });

  it('tapped three times within one frame, ends open with the page inert, or closed with it live', async () => {
    const page = await newPage();
    await openDemo(page);
    const inertMain = () => page.evaluate(() => document.getElementById('main')!.closest('[inert]') !== null);
    // Each tap's inert change waits for the frame after it; the next tap finds the last one pending.
    const tapThrice = () =>
      page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('[data-menu-toggle]')!;
        button.click();
        button.click();
        button.click();
      });
    /** Two frames and a little more: any inert change still pending has run. */
    const settle = () =>
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
      );
    for (const open of [true, false]) {
      await tapThrice();
      await expect.poll(inertMain).toBe(open);
      await settle();
      expect(await inertMain()).toBe(open);
    }
    expect(await page.evaluate(() => document.querySelectorAll('[inert]:not(.swiper-slide)').length)).toBe(0);
  });

  it('opens and closes a sub-menu', async () => {
    const page = await newPage();
    await openDemo(page);
    await page.click(toggle);
    const sub = '[data-submenu-toggle]';
    await expect(page.getAttribute(sub, 'aria-expanded')).resolves.toBe('false');
    expect(await page.locator('#site-menu-services').isHidden()).toBe(true);
    await page.click(sub);
    await expect(page.getAttribute(sub, 'aria-expanded')).resolves.toBe('true');
    expect(await page.locator('#site-menu-services').isVisible()).toBe(true);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.click(sub);
    await expect(page.getAttribute(sub, 'aria-expanded')).resolves.toBe('false');
    expect(await page.locator('#site-menu-services').isHidden()).toBe(true);
  });

  it('works for markup added later and undoes everything when that markup is removed while open', async () => {
    const page = await newPage();
    await openFixture(page, '<div id="app"><main><p id="content">Content</p><div id="spacer"></div></main></div>', {
      lang: 'en',
    });
    await page.evaluate(() => {
      document.getElementById('spacer')!.style.height = '3000px';
      const header = document.createElement('header');
      header.id = 'late-header';
      // Test-side markup, as a site's own page swap would insert it.
      header.innerHTML =
        '<button type="button" data-menu-toggle aria-controls="late-menu">Menu</button>' +
        '<nav id="late-menu" aria-label="Late"><a href="#content">Content</a></nav>';
      document.getElementById('app')!.prepend(header);
      window.scrollTo({ top: 500, behavior: 'instant' });
    });
    await page.waitForSelector('[data-menu-toggle][aria-expanded="false"]');
    await page.click('[data-menu-toggle]');
    await page.waitForSelector('main[inert]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.className)).toBe('is-menu-open is-scroll-frozen');

    await page.evaluate(() => document.getElementById('late-header')!.remove());
    await page.waitForFunction(() => !document.documentElement.classList.contains('is-menu-open'));
    expect(
      await page.evaluate(() => ({
        className: document.documentElement.className,
        inert: document.querySelectorAll('[inert]').length,
        position: document.getElementById('app')!.style.position,
      })),
    ).toEqual({ className: '', inert: 0, position: '' });
    expect(await cspViolations(page)).toEqual([]);
  });

  it('warns about a toggle whose menu does not exist and leaves the page alone', async () => {
    const page = await newPage();
    await openFixture(
      page,
      '<div id="app"><button type="button" data-menu-toggle aria-controls="missing">Menu</button></div>',
      { lang: 'en' },
    );
    await page.waitForFunction(() => document.querySelector('[data-menu-toggle]')!.hasAttribute('aria-expanded'));
    await page.click('[data-menu-toggle]');
    expect(page.problems.consoleWarnings.some((w) => w.includes('menu') && w.includes('missing'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
  });
});
