// A visitor who clicks before a widget's code has arrived: the entry answers what the pre-upgrade
// layout can (a collapse item's header), asks for the code at once, and the widget starts from the
// state the visitor left, firing nothing twice. The widget's chunk is held back by the test and
// released when it chooses.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade, type TestPage } from './support/browser';
import { frames, routeStylesheet } from './support/stylesheet';

const newPage = useBrowser();

/** Holds every request for chunk `name` until the returned function is called; counts them. */
async function holdChunk(page: TestPage, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(`**/dist/chunks/${name}-*.js`, async (route: Route) => {
    requests.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requests };
}

/** Records every collapse-item `change` event on the page, in order, as "id:opened". */
const recordChanges = (page: TestPage) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { changes: string[] }).changes = seen;
    document.addEventListener('change', (event) => {
      const item = event.target as Element;
      if (item.localName === 'collapse-item')
        seen.push(`${item.id}:${(event as CustomEvent<{ opened: boolean }>).detail.opened}`);
    });
  });
const changes = (page: TestPage) => page.evaluate(() => (window as unknown as { changes: string[] }).changes);

const started = (page: TestPage) => page.waitForSelector('html[data-site-widgets-started]', { state: 'attached' });

/**
 * Clicks the item's header (the top left of the item, where its ::before draws the heading) and
 * returns at which of the page's frames after the click `answer` was first visible: counted in
 * frames, not milliseconds, so a busy machine's late frames do not count against the page.
 */
async function clickHeaderAndCountFrames(page: TestPage, itemId: string, answerSelector: string): Promise<number> {
  await page.evaluate(
    ([id, answer]) => {
      const item = document.getElementById(id!)!;
      item.addEventListener(
        'click',
        () => {
          let frame = 0;
          const check = () => {
            frame++;
            if (document.querySelector(answer!)?.checkVisibility())
              (window as unknown as { answeredAt: number }).answeredAt = frame;
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { once: true },
      );
    },
    [itemId, answerSelector],
  );
  await page.locator(`#${itemId}`).click({ position: { x: 8, y: 8 } });
  const handle = await page.waitForFunction(() => (window as unknown as { answeredAt?: number }).answeredAt);
  await page.evaluate(() => delete (window as unknown as { answeredAt?: number }).answeredAt);
  return (await handle.jsonValue()) as number;
}

const FAQ =
  `<div id="app"><collapse-group id="group">
  <collapse-item id="a" heading="Vraag A">` +
  `<p id="answer-a">Antwoord A met <a id="link-a" href="#elders">een link</a></p></collapse-item>
  <collapse-item id="b" heading="Vraag B"><p id="answer-b">Antwoord B</p></collapse-item>
</collapse-group></div>`;

describe('early interactions', () => {
  it(
    'a click on a closed header before the code arrives opens it at once; ' +
      'the widget starts open, once, with the one-open rule',
    async () => {
      const page = await newPage();
      const chunk = await holdChunk(page, 'collapse-item');
      await recordChanges(page);
      await openFixture(page, FAQ);
      await started(page);
      expect(await page.locator('#answer-a').isVisible()).toBe(false);

      // Open at the first frame after the click.
      expect(await clickHeaderAndCountFrames(page, 'a', '#answer-a')).toBe(1);
      expect(await page.locator('#a').getAttribute('opened')).toBe('');
      // Opening B closes A: the group's rule, before the group's own code has run too.
      expect(await clickHeaderAndCountFrames(page, 'b', '#answer-b')).toBe(1);
      expect(await page.locator('#answer-a').isVisible()).toBe(false);
      expect(await changes(page)).toEqual(['a:true', 'b:true', 'a:false']);
      // A click in an open body is no click on the header.
      await page.locator('#answer-b').click();
      expect(await page.locator('#b').getAttribute('opened')).toBe('');

      expect(chunk.requests.length).toBeGreaterThan(0);
      chunk.release();
      await waitForUpgrade(page, 'collapse-item');
      expect(await page.locator('#b .collapse-item__button').getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('#a .collapse-item__button').getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.locator('#answer-b').isVisible()).toBe(true);
      // Two frames later nothing was toggled or reported again.
      await frames(page, 2);
      expect(await changes(page)).toEqual(['a:true', 'b:true', 'a:false']);
      expect(await page.locator('#b').getAttribute('opened')).toBe('');
      // And the widget goes on from there: its button closes B.
      await page.locator('#b .collapse-item__button').click();
      await expect.poll(() => changes(page)).toEqual(['a:true', 'b:true', 'a:false', 'b:false']);
      expect(page.problems.consoleErrors).toEqual([]);
    },
  );

  it('Enter and Space on a focusable slotted header toggle it, without scrolling the page', async () => {
    const page = await newPage();
    const chunk = await holdChunk(page, 'collapse-item');
    await recordChanges(page);
    const spacer = await routeStylesheet(page, '/test/spacer.css', '.spacer { height: 3000px; }');
    // An item of its own: a group that upgrades meanwhile moves its items, and focus with them.
    const item =
      '<collapse-item id="c" heading="Vraag C"><span slot="heading" id="heading-c" tabindex="0">Vraag C</span>' +
      '<p id="answer-c">Antwoord C</p></collapse-item>';
    await openFixture(page, `<div id="app">${item}</div><div class="spacer"></div>`, { head: spacer });
    await started(page);
    await page.locator('#heading-c').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#answer-c').isVisible()).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(() => changes(page)).toEqual(['c:true', 'c:false']);
    expect(await page.locator('#answer-c').isVisible()).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await changes(page)).toEqual(['c:true', 'c:false']);
    chunk.release();
    await waitForUpgrade(page, 'collapse-item');
    expect(await page.locator('#c .collapse-item__button').getAttribute('aria-expanded')).toBe('false');
  });

  it('a first interaction asks for the code at once, far below the viewport too', async () => {
    const page = await newPage();
    const chunk = await holdChunk(page, 'collapse-item');
    const spacer = await routeStylesheet(page, '/test/spacer.css', '.spacer { height: 4000px; }');
    await openFixture(
      page,
      '<div id="app"><div class="spacer"></div><collapse-item id="far" heading="Ver weg">' +
        '<span slot="heading" id="far-heading" tabindex="0">Ver weg</span><p>Antwoord</p></collapse-item></div>',
      { head: spacer },
    );
    await started(page);
    await frames(page, 2);
    expect(chunk.requests).toEqual([]);
    await page.evaluate(() => document.getElementById('far-heading')!.focus({ preventScroll: true }));
    await expect.poll(() => chunk.requests.length).toBe(1);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    chunk.release();
    await page.waitForSelector('#far[data-upgraded]', { state: 'attached' });
  });

  it('a press before the code arrives and a release after it still opens the item, once', async () => {
    const page = await newPage();
    const chunk = await holdChunk(page, 'collapse-item');
    await recordChanges(page);
    await openFixture(page, FAQ);
    await started(page);
    const box = (await page.locator('#a').boundingBox())!;
    await page.mouse.move(box.x + 8, box.y + 8);
    await page.mouse.down();
    chunk.release();
    await waitForUpgrade(page, 'collapse-item');
    // The release lands on the widget's button, which appeared under the pointer: no click follows.
    await page.mouse.up();
    await expect.poll(() => changes(page)).toEqual(['a:true']);
    expect(await page.locator('#a .collapse-item__button').getAttribute('aria-expanded')).toBe('true');
    await frames(page, 2);
    expect(await changes(page)).toEqual(['a:true']);
  });

  it(
    'data-no-early-interaction on an ancestor: a click before the code does nothing, ' + 'and nothing is reported',
    async () => {
      const page = await newPage();
      const chunk = await holdChunk(page, 'collapse-item');
      await recordChanges(page);
      await openFixture(page, FAQ.replace('<div id="app">', '<div id="app" data-no-early-interaction>'));
      await started(page);
      await page.locator('#a').click({ position: { x: 8, y: 8 } });
      await frames(page, 2);
      expect(await page.locator('#a').getAttribute('opened')).toBeNull();
      expect(await page.locator('#answer-a').isVisible()).toBe(false);
      chunk.release();
      await waitForUpgrade(page, 'collapse-item');
      expect(await page.locator('#a .collapse-item__button').getAttribute('aria-expanded')).toBe('false');
      expect(await changes(page)).toEqual([]);
    },
  );
});
