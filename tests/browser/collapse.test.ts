import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, cspViolations, describeViolations, useBrowser, waitForUpgrade } from './support/browser';

const newPage = useBrowser();

describe('collapse on the demo page', () => {
  it('renders header buttons that toggle', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/en/`);
    await waitForUpgrade(page, 'collapse-item');
    const button = page.locator('#block-collapse-group collapse-item').nth(1).locator('button');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.screenshot({ path: '/tmp/collapse.png', fullPage: true });
    expect(await axeViolations(page).then(describeViolations)).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });
});
