// After the load: once every block on a page is ready, how long a visitor's click or key press
// takes to show its answer, and how much memory the page holds, in Chromium, Firefox ESR and
// WebKitGTK (engines.mjs), at 10, 100 and 1,000 accordion sections.
//
//   accordion  six clicks on headers spread over the list: native <details name> (one open at a
//              time, as ours), GOV.UK Frontend's Accordion, the bare React floor (no one-open
//              rule) and ours (a collapse-group), the pages of collapse.mjs; in Chromium also
//              the floor with our chunks' compile hint, whose heap holds React's code compiled
//              ahead as ours does
//   blocks     a page with the language switch, the menu and the three sliders above the same
//              sections, ours against their HTML-only equivalents (armed-pages.mjs): six clicks
//              or key presses on each (a bullet and the updates slider's next button have no
//              native peer)
//
// Two figures per interaction, each the worst of the six (as INP counts a page), the median over
// BENCH_RUNS loads (3): INP, from the Event Timing API (Chromium and Firefox; WebKit has no Event
// Timing), and click to next frame, which every engine gives (after-load-page.mjs). The heap,
// after a forced garbage collection, only in Chromium. Chromium runs as a phone (390×844, touch,
// 4× CPU); Firefox and WebKit at the phone's size, without slowdown (neither can slow its CPU), so
// compare their ratios, not their times. The network plays no part after the load: the pages are
// served over http/1.1 on this machine.
// BENCH_ENGINES=chromium,webkit runs fewer engines; BENCH_AFTER_LOAD_CASES=accordion only it;
// BENCH_BASELINE=/path/to/old/dist adds `before`, ours on that build, beside ours on this one.
// BENCH_HEAP_TYPES=1 also prints, from the first load of each accordion page in Chromium, what its
// heap holds by kind of object (heap-types.mjs); taking the snapshot slows that load's clicks.
import { resolve } from 'node:path';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { blockBodies, nativePage, oursPage, PAGE_CSS, PAGE_CSS_PATH } from './armed-pages.mjs';
import { answered, isReady, startRecording, stopRecording, target } from './after-load-page.mjs';
import {
  accordion,
  BENCH_FILES,
  collapseItems,
  EMBED,
  hintedFloorFile,
  hintedFloorPage,
  page,
  PEER_PAGES,
  SIZES,
} from './collapse.mjs';
import { ENGINE_NAMES, openEngine } from './engines.mjs';
import { afterLoadRows, printEngine, printHeapTypes } from './after-load-report.mjs';
import { benchServer, compressedRoutes, listen, median, PHONE, RAW } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLICKS = 6;
/** A pause after each answer, so an accordion's fold (250 ms) or most of a slider's move (300 ms) is over. */
const GAP_MS = 300;
const ENGINES = (process.env.BENCH_ENGINES ?? ENGINE_NAMES.join(',')).split(',');
const ONLY_ACCORDION = process.env.BENCH_AFTER_LOAD_CASES === 'accordion';
const VIEWPORT = { width: 390, height: 844 };
const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
const HEAP_TYPES = Boolean(process.env.BENCH_HEAP_TYPES);

/** The sections below the blocks: ours in a group, natively <details name>. */
const sections = {
  ours: (n) => `<collapse-group>${collapseItems(n)}</collapse-group>`,
  native: (n) =>
    Array.from(
      { length: n },
      (_, i) => `<details name="faq"><summary>Vraag ${i}</summary><p>Antwoord ${i}</p></details>`,
    ).join(''),
};
const BLOCKS = ['language switch', 'menu', 'image slider', 'timeline slider', 'updates slider'];
function blocksPage(kind, n) {
  const bodies = blockBodies();
  const body = BLOCKS.map((block) => bodies[block][kind]).join('\n') + sections[kind](n);
  return kind === 'ours' ? oursPage(body) : nativePage(body);
}

/**
 * The pages: kind → n → html. The accordion's kinds are collapse.mjs's (`react` is the floor);
 * the blocks' are ours and native.
 */
const PAGES = {
  accordion: {
    native: PEER_PAGES.native,
    govuk: PEER_PAGES.govuk,
    react: PEER_PAGES.react,
    hinted: hintedFloorPage,
    ours: (n) => page(EMBED, accordion(n)),
  },
  blocks: { native: (n) => blocksPage('native', n), ours: (n) => blocksPage('ours', n) },
};
// The older build's pages are ours, served from a server of its own with that build's dist/.
if (BASELINE) for (const kinds of Object.values(PAGES)) kinds.before = kinds.ours;
/** The kinds that are another's page: ready and clicked as that one is. */
const AS = { before: 'ours', hinted: 'react' };
const as = (kind) => AS[kind] ?? kind;
/** Kinds measured for their heap, which only Chromium tells. */
const CHROMIUM_ONLY = ['hinted'];

/**
 * The cases on each page: by kind, what is clicked (`click`: a selector, the index of each of the
 * six) or focused and pressed (`focus` and `key`).
 */
const spread = (n) => Array.from({ length: CLICKS }, (_, k) => Math.floor(((k + 0.5) * n) / CLICKS));
const same = (index) => () => Array(CLICKS).fill(index);
const CASES = {
  accordion: {
    accordion: {
      native: { click: 'details[name] > summary', at: spread },
      govuk: { click: 'button.govuk-accordion__section-button', at: spread },
      react: { click: 'collapse-item > [slot="heading"] > button', at: spread },
      ours: { click: 'button.collapse-item__button', at: spread },
    },
  },
  blocks: {
    'language switch': {
      native: { click: '.armed-header details > summary', at: same(0) },
      ours: { click: 'button.language-switch__button', at: same(0) },
    },
    menu: {
      native: { click: 'button[popovertarget]', at: same(0) },
      ours: { click: 'button[data-menu-toggle]', at: same(0) },
    },
    'image slider, key': {
      native: { focus: '.armed-snap', index: 0, key: 'ArrowRight' },
      ours: { focus: 'image-slider .swiper-pagination-bullet', index: 0, key: 'ArrowRight' },
    },
    'image slider, bullet': {
      ours: { click: 'image-slider .swiper-pagination-bullet', at: () => [1, 2, 3, 2, 1, 0] },
    },
    'timeline slider, key': {
      native: { focus: '.armed-snap', index: 1, key: 'ArrowRight' },
      ours: { focus: 'timeline-slider .swiper', index: 0, key: 'ArrowRight' },
    },
    'updates slider, key': {
      native: { focus: '.armed-snap', index: 2, key: 'ArrowRight' },
      ours: { focus: 'updates-slider .slider-button--next', index: 0, key: 'ArrowRight' },
    },
    'updates slider, button': {
      ours: { click: 'updates-slider .slider-button--next', at: same(0) },
    },
  },
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(tab, check, arg, what, timeoutMs = 240_000, everyMs = 200) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await pause(everyMs))
    if (await tab.evaluate(check, arg)) return;
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/** Six interactions of one case; answers the worst INP and the worst time to the next frame. */
async function interact(tab, spec, n) {
  await tab.evaluate(startRecording);
  for (let k = 0; k < CLICKS; k++) {
    if (spec.click) {
      const { x, y } = await tab.evaluate(target, spec.click, spec.at(n)[k], false);
      await tab.click(x, y);
    } else {
      await tab.evaluate(target, spec.focus, spec.index, true);
      await tab.press(spec.key);
    }
    await waitUntil(tab, answered, k + 1, `answer ${k + 1}`, 30_000, 20);
    await pause(GAP_MS);
  }
  const { frames, inp } = await tab.evaluate(stopRecording);
  return { inp, frame: Math.max(...frames) };
}

/** One load of a page: every case on it, then the heap; with `types`, the heap by kind of object. */
async function measurePage(tab, url, page, kind, n, types) {
  await tab.goto(url);
  await waitUntil(tab, isReady, as(kind), url);
  await pause(1000); // the last chunks' idle work, the mount marks, the lazy images
  // The heap as loaded, before the bench's own queries wrap the page's nodes in JS objects.
  const heap = await tab.heap();
  const heapTypes = types ? await tab.heapTypes() : null;
  const results = {};
  for (const [name, kinds] of Object.entries(CASES[page]))
    if (kinds[as(kind)]) results[name] = await interact(tab, kinds[as(kind)], n);
  return { results, heap, heapTypes };
}

async function measureEngine(engineName, baseUrls) {
  const tab = await openEngine(engineName, VIEWPORT);
  try {
    if (engineName === 'chromium') await tab.throttle(PHONE.cpuSlowdown);
    // figures[page][case][size][kind] → { inp: [], frame: [], heap: [] }
    const figures = {};
    // heapTypesBySize[size][kind] → bytes by kind of object (BENCH_HEAP_TYPES)
    const heapTypesBySize = {};
    const pages = ONLY_ACCORDION ? ['accordion'] : Object.keys(PAGES);
    // Interleaved, so a busy spell of the machine falls on every kind alike.
    for (let run = 0; run < RUNS; run++)
      for (const n of SIZES)
        for (const page of pages)
          for (const kind of Object.keys(PAGES[page])) {
            if (CHROMIUM_ONLY.includes(kind) && engineName !== 'chromium') continue;
            const { results, heap, heapTypes } = await measurePage(
              tab,
              `${baseUrls[kind === 'before' ? 'baseline' : 'current']}/bench/after-load/${page}/${kind}/${n}`,
              page,
              kind,
              n,
              HEAP_TYPES && run === 0 && page === 'accordion',
            );
            if (heapTypes) (heapTypesBySize[n] ??= {})[kind] = heapTypes;
            for (const [name, { inp, frame }] of Object.entries(results)) {
              const cell = ((((figures[page] ??= {})[name] ??= {})[n] ??= {})[kind] ??= {
                inp: [],
                frame: [],
                heap: [],
              });
              cell.inp.push(inp);
              cell.frame.push(frame);
              cell.heap.push(heap);
            }
          }
    const medians = (list) => (list.some((value) => value === null) ? null : median(list));
    const rows = [];
    for (const [page, cases] of Object.entries(figures))
      for (const [name, bySize] of Object.entries(cases))
        for (const [n, byKind] of Object.entries(bySize))
          rows.push({
            page,
            case: name,
            n: Number(n),
            kinds: Object.fromEntries(
              Object.entries(byKind).map(([kind, { inp, frame, heap }]) => [
                kind,
                { inp: medians(inp), frame: median(frame), heap: medians(heap) },
              ]),
            ),
          });
    printHeapTypes(heapTypesBySize);
    return { engine: engineName, version: tab.version, rows };
  } finally {
    await tab.close();
  }
}

export async function run() {
  const html = (text) => ['text/html; charset=utf-8', text, SECURITY_HEADERS];
  const routes = await compressedRoutes({
    ...BENCH_FILES,
    ...hintedFloorFile(),
    [PAGE_CSS_PATH]: ['text/css', PAGE_CSS],
    ...Object.fromEntries(
      Object.entries(PAGES).flatMap(([page, kinds]) =>
        Object.entries(kinds).flatMap(([kind, make]) =>
          SIZES.map((n) => [`/bench/after-load/${page}/${kind}/${n}`, html(make(n))]),
        ),
      ),
    ),
  });
  const servers = {
    current: benchServer({ routes }, RAW),
    ...(BASELINE && { baseline: benchServer({ routes, distDir: BASELINE }, RAW) }),
  };
  const baseUrls = {};
  for (const [build, server] of Object.entries(servers)) baseUrls[build] = await listen(server);
  const engines = [];
  try {
    const measure = async (name) => {
      const measured = await measureEngine(name, baseUrls);
      printEngine(measured, RUNS);
      engines.push(measured);
    };
    // Chromium alone, for its absolute targets; then the others side by side, whose figures are
    // read as ratios within each engine.
    if (ENGINES.includes('chromium')) await measure('chromium');
    await Promise.all(ENGINES.filter((name) => name !== 'chromium').map(measure));
  } finally {
    for (const server of Object.values(servers)) server.close();
  }
  return afterLoadRows(engines);
}
