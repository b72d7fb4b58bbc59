// Resilience of every widget (issue: ship quality): hostile attribute values and child mutations
// in a seeded fuzz run, and connect/disconnect cycles measured for leaks with Chromium's DOM
// counters. Widgets come from the generated manifest, so a new widget is covered automatically.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade } from './support/browser';

const newPage = useBrowser();

interface ManifestElement {
  tagName: string;
  attributes: { name: string }[];
}
const manifest = JSON.parse(readFileSync(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8'));
const elements: ManifestElement[] = manifest.modules.flatMap(
  (m: { declarations: ManifestElement[] }) => m.declarations,
);

/** Realistic children per tag; any other tag gets a paragraph. */
const SAMPLE_CHILDREN: Record<string, string> = {
  'collapse-group':
    '<collapse-item heading="A"><p>a</p></collapse-item><collapse-item heading="B"><p>b</p></collapse-item>',
  'image-slider':
    '<figure><img src="/assets/favicon.svg" alt="een" width="32" height="32"></figure>' +
    '<figure><img src="/assets/favicon.svg" alt="twee" width="32" height="32"></figure>' +
    '<figure><img src="/assets/favicon.svg" alt="drie" width="32" height="32"></figure>',
  'timeline-slider': '<div><h3>2020</h3></div><div><h3>2021</h3></div><div><h3>2022</h3></div>',
  'updates-slider':
    '<h2 slot="title">Nieuws</h2>' +
    '<article><h3>Een</h3></article><article><h3>Twee</h3></article><article><h3>Drie</h3></article>',
  'language-switch':
    '<a href="/" hreflang="nl" lang="nl">Nederlands</a><a href="/en/" hreflang="en" lang="en">English</a>',
  'newsletter-signup': '<p>Blijf op de hoogte.</p>',
};

/**
 * The markup of one widget; its CMS children are marked data-cms (the fuzz only mutates those, not
 * React's own nodes).
 */
function sampleMarkup(tag: string, id: string): string {
  const children = (SAMPLE_CHILDREN[tag] ?? '<p>Inhoud</p>').replace(/<(\w[\w-]*)(?=[ >])/g, '<$1 data-cms');
  return `<${tag} id="${id}">${children}</${tag}>`;
}

describe('every widget', () => {
  it('lists the widgets from the manifest', () => {
    expect(elements.map((e) => e.tagName)).toEqual(expect.arrayContaining(['collapse-item', 'collapse-group']));
  });

  it('survives a few thousand hostile attribute values and child mutations, and the others keep working', async () => {
    const page = await newPage();
    const fuzzed = elements.map((e, i) => sampleMarkup(e.tagName, `fuzz-${i}`)).join('\n');
    await openFixture(
      page,
      `<div id="app"><div id="arena">${fuzzed}</div><div id="parking"></div>
      <collapse-item id="sentinel" heading="Blijft werken"><p id="sentinel-body">Nog steeds</p></collapse-item></div>`,
    );
    await waitForUpgrade(page, '#arena > *, #sentinel');
    const attributeNames = Object.fromEntries(elements.map((e) => [e.tagName, e.attributes.map((a) => a.name)]));
    const result = await page.evaluate(
      async ({ attributeNames, steps }) => {
        const errors: string[] = [];
        window.addEventListener('error', (event) =>
          errors.push(`${event.message} ${event.error?.stack ?? event.error}`),
        );
        window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
        // A small seeded generator (mulberry32), so a failure can be replayed.
        let seed = 20261122;
        const random = () => {
          seed = (seed + 0x6d2b79f5) | 0;
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
        const hostile = [
          '',
          'false',
          'true',
          '0',
          '-1',
          'NaN',
          'null',
          'undefined',
          '{"__proto__":{"x":1}}',
          '[]',
          '<script>window.pwned=1</script>',
          '<img src=x onerror="window.pwned=1">',
          'javascript:window.pwned=1',
          'data:text/html,<b>x</b>',
          '//evil.example/',
          'x'.repeat(5000),
          '🙂 ünïcode ﷽',
          ' ul ',
          'UL',
          'table',
          '\u0000',
          'constructor',
          'toString',
        ];
        const arena = document.getElementById('arena')!;
        const parking = document.getElementById('parking')!;
        const widgets = () =>
          Array.from(arena.querySelectorAll<HTMLElement>('*')).filter((e) => e.localName in attributeNames);
        for (let step = 0; step < steps; step++) {
          const all = widgets();
          if (all.length === 0) break;
          const target = pick(all);
          const names = [...attributeNames[target.localName]!, 'data-x', 'class', 'slot', 'hidden'];
          switch (Math.floor(random() * 7)) {
            case 0:
            case 1:
              target.setAttribute(pick(names), pick(hostile));
              break;
            case 2:
              target.removeAttribute(pick(names));
              break;
            case 3: {
              const child = document.createElement(pick(['p', 'div', 'span', 'a', 'img', 'collapse-item']));
              child.dataset.cms = '';
              child.textContent = pick(hostile).slice(0, 40);
              if (random() < 0.3) child.setAttribute('slot', pick(['heading', 'title', 'nope']));
              const cms = Array.from(target.querySelectorAll('[data-cms]'));
              (random() < 0.5 || cms.length === 0 ? target : pick(cms)).append(child);
              break;
            }
            case 4: {
              const children = Array.from(target.querySelectorAll('[data-cms]'));
              if (children.length > 1) pick(children).remove();
              break;
            }
            case 5:
              // Move to another place and back: a CMS page swap or a site's own script would.
              parking.append(target);
              if (random() < 0.5) await Promise.resolve();
              arena.append(target);
              break;
            case 6:
              target.remove();
              await new Promise((resolve) => setTimeout(resolve, 0));
              arena.append(target);
              break;
          }
          if (step % 50 === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { errors, pwned: (window as unknown as { pwned?: number }).pwned ?? 0, widgets: widgets().length };
      },
      { attributeNames, steps: 3000 },
    );
    expect(result.errors).toEqual([]);
    expect(result.pwned).toBe(0);
    expect(result.widgets).toBeGreaterThanOrEqual(elements.length);
    expect(page.problems.pageErrors).toEqual([]);
    // The widget outside the arena still works.
    await page.locator('#sentinel .collapse-item__button').click();
    await expect.poll(() => page.locator('#sentinel-body').isVisible()).toBe(true);
  });

  for (const { tagName } of elements) {
    it(`<${tagName}>: 1,000 connect/disconnect cycles leave no growth in listeners or nodes`, async () => {
      const page = await newPage();
      await openFixture(page, `<div id="app"><div id="host">${sampleMarkup(tagName, 'cycled')}</div></div>`);
      await waitForUpgrade(page, '#cycled');
      const cdp = await page.context().newCDPSession(page);
      const cycle = (count: number) =>
        page.evaluate(async (n) => {
          const element = document.getElementById('cycled')!;
          const host = document.getElementById('host')!;
          for (let i = 0; i < n; i++) {
            element.remove();
            await Promise.resolve(); // past the wrapper's microtask: a real removal, not a move
            await Promise.resolve();
            host.append(element);
            // Let the widget render in full before the next removal.
            while (!element.hasAttribute('data-upgraded')) await new Promise((resolve) => setTimeout(resolve, 0));
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }, count);
      const counters = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
      };
      await cycle(50); // warm up: first-use caches, lazy chunks
      const before = await counters();
      await cycle(1000);
      const after = await counters();
      expect(after.jsEventListeners - before.jsEventListeners, 'listeners').toBeLessThanOrEqual(10);
      expect(after.nodes - before.nodes, 'nodes').toBeLessThanOrEqual(200);
      expect(page.problems.pageErrors).toEqual([]);
    }, 120_000);
  }
});
