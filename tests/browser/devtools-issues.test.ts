// What Chromium's DevTools Issues panel reports while a demo page loads, read through the DevTools
// protocol (Audits.issueAdded). Every synchronous document.cookie read is a DocumentCookie issue;
// the runtime reads the consent cookie through the Cookie Store API, so a load raises none, with
// a stored choice or without.
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHeroIntro } from './support/browser';

const newPage = useBrowser();

interface Issue {
  code: string;
  details: {
    performanceIssueDetails?: {
      performanceIssueType?: string;
      sourceCodeLocation?: { url: string; columnNumber: number };
    };
  };
}

describe('DevTools issues', () => {
  for (const path of ['/', '/en/']) {
    it(`${path}: no DocumentCookie issue on a first visit or with a stored choice`, async () => {
      const page = await newPage();
      const cdp = await page.context().newCDPSession(page);
      const issues: Issue[] = [];
      cdp.on('Audits.issueAdded', ({ issue }) => issues.push(issue as Issue));
      await cdp.send('Audits.enable');
      const documentCookie = () =>
        issues.filter((issue) => issue.details.performanceIssueDetails?.performanceIssueType === 'DocumentCookie');

      await page.goto(`${baseUrl()}${path}`);
      await waitForHeroIntro(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-cookiebar]').isVisible()).toBe(true);
      expect(documentCookie()).toEqual([]);

      // A choice made and the page loaded again: the bar stays hidden, still no issue.
      await page.locator('[data-cookiebar-choice="all"]').click();
      await page.reload();
      await waitForHeroIntro(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-cookiebar]').isVisible()).toBe(false);
      expect(documentCookie()).toEqual([]);
      await cdp.detach();
    });
  }
});
