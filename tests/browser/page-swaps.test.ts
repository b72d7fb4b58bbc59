// Markup swapped out of the page, as Turbo, swup, htmx or a site's own script does, must leave
// nothing alive: not its widgets, not the elements the runtime was still watching.
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();

async function domNodesAfterGc(page: TestPage): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  await cdp.detach();
  return nodes;
}

describe('a page swap', () => {
  it('keeps no swapped-out page alive: 5,000 paragraphs, a widget below the fold and a lazy image go', async () => {
    const page = await newPage();
    const paragraphs = Array.from({ length: 5000 }, (_, i) => `<p>Alinea ${i}</p>`).join('');
    // The widget and the image are far below the fold: the runtime watches them, waiting.
    await openFixture(
      page,
      `<div id="app"><div>${paragraphs}</div>
        <collapse-group><collapse-item heading="Onder"><p>Antwoord</p></collapse-item></collapse-group>
        <img data-src="/assets/images/lazy-city.svg" alt="Stad" width="10" height="10"></div>`,
    );
    await page.waitForLoadState('networkidle');
    // The way swup or a site's own script swaps a page: a new #app for the old one.
    await page.evaluate(() => {
      const next = document.createElement('div');
      next.id = 'app';
      next.textContent = 'De volgende pagina';
      document.getElementById('app')!.replaceWith(next);
    });
    // The runtime's clean-up runs from a MutationObserver: give it a task or two.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // About 10,000 nodes (each <p> and its text) if the old page were kept.
    expect(await domNodesAfterGc(page)).toBeLessThan(1000);
    expect(page.problems.pageErrors).toEqual([]);
  });
});
