// The early click, on a phone (150 ms per request, 1.6 Mbit/s, 4× CPU): an impatient visitor taps
// the first accordion heading as soon as it is on screen, and again while nothing happens. The
// time from navigation start until the first frame that shows the first item's body, medians, side
// by side in one run:
//   native     <details>, no script
//   govuk      GOV.UK Frontend's Accordion
//   floor      a bare React root per item (react-floor.jsx) with our stylesheet
//   widgets    our <collapse-item>s with the embed snippet (stylesheet and entry)
//   preloaded  the same with the Craft include's <head> and its preloads (as in the preload bench)
// The taps are real input events (a mouse press and release at the heading's middle, as the
// browser gets a tap), not element.click(); the page tells the bench the moment the heading is
// first laid out, so the first tap follows at once. A tap toggles, so the next one comes only
// while the item is still closed once the previous one has been handled and ~50 ms have passed
// without an answer: a tap never closes an item that an earlier tap opened.
// Every page and file is served h2+br, as a CDN serves a site (support.mjs); the bench checks it.
// The budgets: ours within 2× native and ahead of GOV.UK and the floor, at every size.
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { accordion, BENCH_FILES, EMBED, page, PEER_PAGES } from './collapse.mjs';
import { craftHead } from './craft-head.mjs';
import { PHONE_SIZES } from './preload.mjs';
import {
  assertServed,
  benchServer,
  compressedRoutes,
  format,
  H2,
  listen,
  median,
  PHONE_DESCRIPTION,
  phoneTab,
  ratio,
  timesCell,
} from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** How long a visitor waits for an answer before tapping again. */
const TAP_AGAIN_AFTER_MS = 50;
/** How often the bench looks whether the heading is on screen yet. */
const LOOK_EVERY_MS = 10;
const LOAD_TIMEOUT_MS = 120_000;

const OPENED = '[opened]:not([opened="false"])';
/**
 * Per kind, in the first item: the item, what marks it open, and what to tap: the first element
 * matching `heading` in it, or (with `orItem`) the item itself, whose box before the upgrade is
 * its header (the stylesheet draws it from the heading attribute). The answer is the item's `<p>`.
 */
const TARGETS = {
  native: { item: 'details', open: '[open]', heading: 'summary' },
  govuk: {
    item: '.govuk-accordion__section',
    open: '.govuk-accordion__section--expanded',
    heading: '.govuk-accordion__section-heading',
  },
  floor: { item: 'collapse-item', open: OPENED, heading: 'button', orItem: true },
  widgets: { item: 'collapse-item', open: OPENED, heading: '.collapse-item__button', orItem: true },
};
TARGETS.preloaded = TARGETS.widgets;

async function pages() {
  const head = await craftHead();
  return {
    native: PEER_PAGES.native,
    govuk: PEER_PAGES.govuk,
    floor: PEER_PAGES.react,
    widgets: (n) => page(EMBED, accordion(n)),
    preloaded: (n) => page(head, accordion(n)),
  };
}

/**
 * Runs in the page before anything else. Once a frame (in requestAnimationFrame, where the frame's
 * style and layout are due anyway, so it forces none of its own): where the first item's heading
 * is, and the first frame that shows the item open with its body displayed (window.__earlyClick).
 */
const watchFirstItem = ({ item: itemSelector, open, heading, orItem = false }) => {
  const state = (window.__earlyClick = { point: null, answered: null, onScreen: null, taps: [] });
  // When each tap reached the page, for BENCH_TIMELINE.
  addEventListener('click', () => state.taps.push(Math.round(performance.now())), true);
  const frame = () => {
    const item = document.querySelector(itemSelector);
    if (item?.matches(open) && item.querySelector('p')?.checkVisibility()) {
      state.answered = performance.now();
      return;
    }
    const target = item?.querySelector(heading) ?? (orItem ? item : null);
    const box = target?.getBoundingClientRect();
    state.point = box?.width && box.height ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
    // The first time: tell the bench at once (a binding it exposed), rather than wait for it to look.
    if (state.point && state.onScreen === null) {
      state.onScreen = Math.round(performance.now());
      window.__headingOnScreen?.(state.point);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** Whether the first item is open now (not as of the last frame), and what the last frame saw. */
const look = ({ item, open }) => {
  const isOpen = Boolean(document.querySelector(item)?.matches(open));
  return { ...window.__earlyClick, open: isOpen };
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function time(browser, baseUrl, kind, n) {
  const { context, tab } = await phoneTab(browser);
  try {
    let reportOnScreen;
    const onScreen = new Promise((resolve) => (reportOnScreen = resolve));
    await tab.exposeBinding('__headingOnScreen', (source, point) => reportOnScreen(point));
    await tab.addInitScript(watchFirstItem, TARGETS[kind]);
    await tab.goto(`${baseUrl}/bench/early-click/${kind}/${n}`, { waitUntil: 'commit' });
    const until = Date.now() + LOAD_TIMEOUT_MS;
    // The first tap as soon as the heading is on screen.
    const first = await Promise.race([onScreen, pause(LOAD_TIMEOUT_MS)]);
    if (first) {
      await tab.mouse.click(first.x, first.y);
      await pause(TAP_AGAIN_AFTER_MS);
    }
    while (Date.now() < until) {
      const { point, open, answered, onScreen, taps } = (await tab.evaluate(look, TARGETS[kind])) ?? {};
      if (answered) {
        await assertServed(tab, H2);
        const timeline = `heading on screen ${onScreen}, taps ${taps.join(' ')}, answered ${Math.round(answered)}`;
        if (process.env.BENCH_TIMELINE) console.log(`${kind} ${n}: ${timeline}`);
        return answered;
      }
      // Open but not drawn yet: wait for the frame; a tap now would close it again.
      if (!point || open) {
        await pause(LOOK_EVERY_MS);
        continue;
      }
      // Resolves once the page has handled the press and the release (and the click they make).
      await tab.mouse.click(point.x, point.y);
      await pause(TAP_AGAIN_AFTER_MS);
    }
    const limit = `${LOAD_TIMEOUT_MS / 1000} s`;
    throw new Error(`early click: the ${kind} page of ${n} items did not show its first body within ${limit}`);
  } finally {
    await context.close();
  }
}

const HTML = 'text/html; charset=utf-8';
const pageRoute = (kind, n, render) => [`/bench/early-click/${kind}/${n}`, [HTML, render(n), SECURITY_HEADERS]];

async function routes(kinds) {
  const pageRoutes = Object.entries(kinds).flatMap(([kind, html]) => PHONE_SIZES.map((n) => pageRoute(kind, n, html)));
  return compressedRoutes({ ...BENCH_FILES, ...Object.fromEntries(pageRoutes) });
}

const COLUMNS = ['native', 'govuk', 'floor', 'widgets', 'preloaded'];
const RATIOS = '  widgets/native  widgets/govuk  widgets/floor';
const HEADER = `items${COLUMNS.map((kind) => kind.padStart(11)).join('')}${RATIOS}`;

/** One row of the table: the medians, then ours as a multiple of native's, GOV.UK's and the floor's. */
function row(n, { native, govuk, floor, widgets, preloaded }) {
  const times = [native, govuk, floor, widgets, preloaded].map((ms) => format(ms).padStart(9)).join('  ');
  const [ofNative, ofGovuk, ofFloor] = [native, govuk, floor].map((of) => ratio(widgets, of));
  const size = String(n).padStart(5);
  return `${size}  ${times}  ${ofNative.padStart(14)}  ${ofGovuk.padStart(13)}  ${ofFloor.padStart(13)}`;
}

function budgets(n, { native, govuk, floor, widgets }) {
  const name = (what, of) => `phone, early click on ${n} items ${what} (${ratio(widgets, of)})`;
  return [
    { name: name('within 2× native <details>', native), ok: widgets <= 2 * native },
    { name: name("ahead of GOV.UK's Accordion", govuk), ok: widgets < govuk },
    { name: name('ahead of the bare React floor', floor), ok: widgets < floor },
  ];
}

/** The report's row (report.mjs) of one size: the medians, and ours against each peer. */
function reportRow(n, { native, govuk, floor, widgets, preloaded }, ok) {
  const [ofNative, ofGovuk, ofFloor] = [native, govuk, floor].map((of) => ratio(widgets, of));
  return {
    case: `${n} items`,
    value: timesCell({ native, 'GOV.UK': govuk, floor, ours: widgets, preloaded }),
    ratio: `${ofNative} native, ${ofGovuk} GOV.UK, ${ofFloor} floor`,
    budget: 'ours ≤ 2× native, < GOV.UK, < floor',
    ok,
  };
}

export async function run({ browser }) {
  const kinds = await pages();
  const server = benchServer({ routes: await routes(kinds) });
  try {
    const baseUrl = await listen(server);
    const what = 'from navigation start until a tap on the first heading shows its body';
    console.log(`\nearly click on a phone (${PHONE_DESCRIPTION}), ${H2.label}: ${what} (median of ${RUNS} runs)`);
    console.log(HEADER);
    const results = [];
    const rows = [];
    for (const n of PHONE_SIZES) {
      const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
      // Interleaved, so a busy spell of the machine falls on every kind alike.
      for (let i = 0; i < RUNS; i++) {
        for (const kind of Object.keys(kinds)) times[kind].push(await time(browser, baseUrl, kind, n));
      }
      const medians = Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, median(list)]));
      console.log(row(n, medians));
      const checks = budgets(n, medians);
      results.push(...checks);
      const ok = checks.every((check) => check.ok);
      rows.push(reportRow(n, medians, ok));
    }
    return { budgets: results, rows };
  } finally {
    server.close();
  }
}
