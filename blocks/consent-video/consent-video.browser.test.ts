import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  openDemoPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();
const video = '#block-consent-video [data-consent-video]';
const consentBoxes = ':is([data-consent-video], [data-consent-embed])[data-src]';

/** Each consent box's height, and the notice's texts and buttons that stick out of their box (cut off). */
function measureConsentBoxes(page: Page) {
  return page.evaluate((selector) => {
    const boxes = Array.from(document.querySelectorAll(selector));
    return {
      heights: boxes.map((box) => box.getBoundingClientRect().height),
      cutOff: boxes.flatMap((box) => {
        const outer = box.getBoundingClientRect();
        return Array.from(box.querySelectorAll('p, button, a'))
          .filter((part) => {
            const inner = part.getBoundingClientRect();
            return inner.top < outer.top - 0.5 || inner.bottom > outer.bottom + 0.5;
          })
          .map((part) => `${box.getAttribute('data-src')}: ${part.textContent!.trim()}`);
      }),
    };
  }, consentBoxes);
}

function expectSameHeights(actual: number[], expected: number[], state: string) {
  expect(actual.length, state).toBe(expected.length);
  actual.forEach((height, i) =>
    expect(Math.abs(height - expected[i]!), `${state}, box ${i}: ${height} vs ${expected[i]}`).toBeLessThanOrEqual(1),
  );
}

describe('consent-gated video', () => {
  it('shows a notice until its category (media) is allowed, then the iframe; withdrawal removes it again', async () => {
    const page = await newPage();
    await openDemoPage(page, '/en/');
    const notice = page.locator(`${video} .consent-video__notice`);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('To see it, allow the cookies for “External media”.');
    expect(await page.locator(`${video} iframe`).count()).toBe(0);
    // The still beside the notice comes from the image description: lazy and decorative.
    expect(
      await page.locator(`${video} img`).evaluate((img) => [img.getAttribute('loading'), img.getAttribute('alt')]),
    ).toEqual(['lazy', '']);

    // "Necessary" is not enough.
    await page.click('[data-cookiebar-choice="necessary"]');
    expect(await page.locator(`${video} iframe`).count()).toBe(0);

    // The notice's button opens the cookie settings, with focus in the dialog.
    await page.locator(`${video} .consent-video__button`).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    await page.getByRole('switch', { name: 'External media' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    const iframe = page.locator(`${video} iframe`);
    await iframe.waitFor();
    // Focus went back to the notice's button, which the iframe replaced: it moves to the iframe.
    expect(await iframe.evaluate((frame) => frame === document.activeElement)).toBe(true);
    expect(
      await iframe.evaluate((frame: HTMLIFrameElement) => ({
        src: frame.src,
        title: frame.title,
        loading: frame.getAttribute('loading'),
        allowsFullscreen: frame.allow.split(';').some((feature) => feature.trim() === 'fullscreen'),
        legacyAttribute: frame.hasAttribute('allowfullscreen'),
      })),
    ).toEqual({
      src: `${baseUrl()}/assets/video-placeholder.html`,
      title: 'A tour of the studio',
      loading: 'lazy',
      allowsFullscreen: true,
      legacyAttribute: false,
    });
    expect(await notice.count()).toBe(0);
    await iframe.scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => document.querySelector(s)?.classList.contains('loaded'), `${video} iframe`);
    expect(describeViolations(await axeViolations(page))).toBe('');

    // Withdraw consent.
    await page.click('[data-cookiebar-open]');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await notice.waitFor();
    expect(await page.locator(`${video} iframe`).count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
    // Chromium warns when `allow` and `allowfullscreen` are both set ("Allow attribute will take precedence").
    expect(page.problems.consoleWarnings.filter((text) => /allow attribute/i.test(text))).toEqual([]);
  });

  it('loads the video at once with a stored consent, speaks Dutch, and uses a default title', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiebar', value: 'all', url: baseUrl() }]);
    await openFixture(
      page,
      '<div id="app"><div data-consent-video data-src="/assets/video-placeholder.html"></div></div>',
    );
    const iframe = page.locator('[data-consent-video] iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('title')).toBe('Video');

    const dutch = await newPage();
    await openDemoPage(dutch, '/');
    await dutch.locator(`${video} .consent-video__notice`).waitFor();
    expect(await dutch.locator(`${video} .consent-video__text`).textContent()).toContain(
      'Sta de cookies voor “Externe media” toe',
    );
    expect(await dutch.locator(`${video} .consent-video__allow`).textContent()).toBe('Toestaan en afspelen');
    expect(await dutch.locator(`${video} .consent-video__button`).textContent()).toBe('Cookie-instellingen wijzigen');

    // "Allow and play" from the keyboard: focus lands on the video frame, named by its title.
    await dutch.locator(`${video} .consent-video__allow`).press('Enter');
    const frame = dutch.locator(`${video} iframe`);
    await frame.waitFor();
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await frame.getAttribute('title')).toBe('Rondleiding door de studio');
  });

  it('refuses a non-http(s) source with a warning, and enhances videos added later', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiebar', value: 'all', url: baseUrl() }]);
    await openFixture(
      page,
      '<div id="app"><div id="bad" data-consent-video data-src="javascript:alert(1)"></div></div>',
      { lang: 'en' },
    );
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.dataset.consentVideo = '';
      late.dataset.src = '/assets/video-placeholder.html';
      late.dataset.title = '<img src=x onerror=alert(1)>';
      document.getElementById('app')!.append(late);
    });
    const late = page.locator('#late iframe');
    await late.waitFor();
    // A title with markup in it is text.
    expect(await late.getAttribute('title')).toBe('<img src=x onerror=alert(1)>');
    expect(await page.locator('#bad').evaluate((e) => e.childElementCount)).toBe(0);
    expect(page.problems.consoleWarnings.some((w) => w.includes('consent-video') && w.includes('javascript:'))).toBe(
      true,
    );
    expect(await page.locator('[data-consent-video].loading').count()).toBe(0); // not taken for a lazy image
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });

  // The server's empty box is laid out as the block will be: the notice (taller than 16:9 in a
  // narrow column) and then the iframe move nothing below them.
  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("keeps the server-rendered box's height with the notice and with the iframe, at $width px", async (viewport) => {
    for (const path of ['/', '/en/']) {
      const noScript = await newPage({ javaScriptEnabled: false, viewport });
      await noScript.goto(`${baseUrl()}${path}`);
      const { heights: server } = await measureConsentBoxes(noScript);
      expect(server.length).toBeGreaterThan(1);

      const page = await newPage({ viewport });
      await page.goto(`${baseUrl()}${path}`);
      const boxes = page.locator(consentBoxes);
      for (let i = 0; i < server.length; i++) {
        await boxes.nth(i).scrollIntoViewIfNeeded(); // each box's code comes as it nears the viewport
        await boxes.nth(i).locator('.consent-video__notice').waitFor();
      }
      const withNotice = await measureConsentBoxes(page);
      expectSameHeights(withNotice.heights, server, `${path} with the notice`);
      expect(withNotice.cutOff).toEqual([]);

      await page.click('[data-cookiebar-choice="all"]');
      await expect.poll(() => page.locator(`${consentBoxes} iframe`).count()).toBe(server.length);
      expectSameHeights((await measureConsentBoxes(page)).heights, server, `${path} with the iframes`);
    }
  });
});
