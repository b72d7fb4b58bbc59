// A site's own stylesheet for a fixture page: served from the demo origin (the CSP allows its
// own styles only), so a test can put a block inside a theme's layout and rules.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Serves `css` at `path` for this page; returns the `<link>` to put in the fixture's head. */
export async function routeStylesheet(page: Page, path: string, css: string): Promise<string> {
  await page.route(`${baseUrl()}${path}`, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body: css }),
  );
  return `<link rel="stylesheet" href="${path}">`;
}

/** Resolves after `count` animation frames: styles and layout have settled. */
export function frames(page: Page, count = 3): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}
