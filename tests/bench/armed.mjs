// Armed: on a phone (150 ms per request, 1.6 Mbit/s, 4× CPU), how soon each block type answers a
// visitor's first interaction, against its closest HTML-only equivalent. The early-click bench's
// method for every block: from navigation start until the first frame that shows the answer, with
// the interaction done as soon as its target is on screen and again while nothing happens. Medians,
// native and ours interleaved. Pages: armed-pages.mjs.
//
//   block            native                         interaction, then the answer
//   accordion        <details name>                 tap the second heading: its body shown
//   language switch  <details> with the links       tap the switch: the Dutch link on screen
//   menu             <button popovertarget>+popover tap the menu button: the nav on screen
//   cookie bar       <dialog open>, form=dialog     tap "Allow all cookies": the bar gone
//   image slider,    a focusable scroll-snap row    tap the slider, press ArrowRight: the second slide
//   timeline slider                                 moved left by half its width or more
//   newsletter       <form method="post">           tap the email field, type an address, tap the
//                                                   consent box, tap submit: the success text on
//                                                   screen (role="status"; natively on the page
//                                                   the server answers the post with)
//
// Taps are real input events (a press and release at the target's visible middle, as in
// early-click.mjs); keys and typing too. A tap comes once the previous one has been handled and
// ~50 ms have passed without an answer, and never while an answer is on its way (an item, switch
// or menu already open but not drawn yet, a slider already moving, a signup already sent): a tap
// never undoes what an earlier one did. Before our code arrives, a block answers what its markup
// and the entry can: ours language switch shows its links as a row (so it may be answered without
// a tap), the entry answers the cookie bar's choices, and the newsletter's server-rendered form
// posts by itself. An answer on another document (a form post's answer page) is timed from the
// first document's navigation start (absolute times: performance.timeOrigin + performance.now()).
// Every page and file is served h2+br, as a CDN serves a site (support.mjs); the bench checks it.
// The budget: each block within 1.5× native; the accordion's are early-click's (2× native and
// more), so its row here has none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { newsletterPages, PAGE_CSS, PAGE_CSS_PATH, staticPages } from './armed-pages.mjs';
import {
  assertServed,
  benchServer,
  compressedRoutes,
  format,
  getText,
  H2,
  listen,
  median,
  PHONE_DESCRIPTION,
  phoneTab,
  ratio,
  timesCell,
} from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** How long a visitor waits for an answer before trying again. */
const AGAIN_AFTER_MS = 50;
/** How long a visitor waits after a submit that sent nothing before submitting again. */
const SUBMIT_AGAIN_AFTER_MS = 300;
/** How often the bench looks at the page while an answer is on its way. */
const LOOK_EVERY_MS = 10;
const LOAD_TIMEOUT_MS = 120_000;
const BUDGET = 1.5;
const KINDS = ['native', 'ours'];
const ADDRESS = 'armed.bench@example.com';
const SIGNUP_REQUESTS = /\/(api\/v1\/newsletter\/signup|actions\/users\/session-info)(\?|$)/;

/**
 * Per block: the probe the page runs each frame (see watch), the slider's element per kind, a key
 * pressed after each tap, and whether the row has a budget here.
 */
const BLOCKS = {
  accordion: { probe: 'accordion', budget: false },
  'language switch': { probe: 'language' },
  menu: { probe: 'menu' },
  'cookie bar': { probe: 'cookiebar' },
  'image slider': { probe: 'slider', slider: 'image-slider', key: 'ArrowRight' },
  'timeline slider': { probe: 'slider', slider: 'timeline-slider', key: 'ArrowRight' },
  newsletter: { probe: 'newsletter', form: true },
};

/**
 * Runs in every document of the tab before anything else (serialised). Once a frame, in
 * requestAnimationFrame (where the frame's style and layout are due anyway, so it forces none of
 * its own): where the target of the next interaction is, and the first frame that shows the answer
 * (window.__armed.answered, an absolute time). It tells the bench at once (a binding) when the
 * target is first on screen, or the answer shown. `window.__armed.look()` adds what needs no
 * layout as it is now, not as of the last frame: whether an answer is on its way, the form's values.
 */
const watch = ({ probe, kind, slider }) => {
  const state = (window.__armed = { origin: performance.timeOrigin, onScreen: null, answered: null, inputs: [] });
  // When each input reached the page, for BENCH_TIMELINE; the first key fixes a slider's start.
  addEventListener('click', () => state.inputs.push(`tap ${Math.round(performance.now())}`), true);
  addEventListener(
    'keydown',
    (event) => {
      state.keyed = true;
      if (event.key.startsWith('Arrow')) state.inputs.push(`${event.key} ${Math.round(performance.now())}`);
    },
    true,
  );
  /** The part of `element`'s box on screen, when it is shown. */
  const onScreen = (element) => {
    if (!element?.checkVisibility()) return null;
    const box = element.getBoundingClientRect();
    const [left, right] = [Math.max(box.left, 0), Math.min(box.right, innerWidth)];
    const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)];
    return right > left && bottom > top ? { left, right, top, bottom } : null;
  };
  const middle = (element) => {
    const box = onScreen(element);
    return box && { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  };
  /** On screen and not covered: what is drawn at its middle is it (or in it). */
  const seen = (element) => {
    const point = middle(element);
    const hit = point && document.elementFromPoint(point.x, point.y);
    return Boolean(hit && element.contains(hit));
  };
  const native = kind === 'native';
  const $ = (selector) => document.querySelector(selector);
  // Per block: what to tap, whether an answer is on its way (a tap now would undo it), the answer.
  const accordionItem = () => document.querySelectorAll(native ? 'details' : 'collapse-item')[1];
  const languageButton = () => $(native ? 'summary' : 'language-switch .language-switch__button');
  const bar = () => $(native ? 'dialog' : '[data-cookiebar]');
  const form = () => $('form');
  // The second slide, the same node before and after the upgrade; it starts where it was in the
  // last frame before the first key.
  const slide = () => {
    state.slide ??= $(native ? '.armed-snap' : slider)?.children[1];
    const box = state.slide?.getBoundingClientRect();
    if (box?.width && !state.keyed) state.start = { left: box.left, width: box.width };
    return state.start ? state.start.left - box.left : 0;
  };
  const probes = {
    accordion: {
      tap: () => (native ? accordionItem()?.querySelector('summary') : accordionItem()),
      open: () => Boolean(native ? accordionItem()?.open : accordionItem()?.matches('[opened]:not([opened="false"])')),
      answer: () => probes.accordion.open() && seen(accordionItem().querySelector('p')),
    },
    language: {
      tap: languageButton,
      open: () => (native ? Boolean($('details')?.open) : languageButton()?.ariaExpanded === 'true'),
      answer: () => seen($('a[hreflang="nl"]')),
    },
    menu: {
      tap: () => $(native ? '[popovertarget]' : '[data-menu-toggle]'),
      open: () => (native ? Boolean($('#site-menu')?.matches(':popover-open')) : $('html.is-menu-open') !== null),
      answer: () => seen($('#site-menu')),
    },
    cookiebar: {
      tap: () => bar()?.querySelector(native ? 'button' : '[data-cookiebar-choice="all"]'),
      open: () => false,
      answer: () => {
        const shown = Boolean(onScreen(bar()));
        state.barShown ||= shown;
        return state.barShown && !shown;
      },
    },
    slider: {
      tap: () => $(native ? '.armed-snap' : slider),
      // As of the last frame: a slide's box needs a layout.
      open: () => Boolean(state.moving),
      answer: () => {
        const moved = slide();
        state.moving = moved > 2;
        return Boolean(state.start) && moved >= state.start.width / 2;
      },
    },
    newsletter: {
      tap: () => form()?.querySelector('input[name="email"]'),
      open: () => form()?.ariaBusy === 'true',
      answer: () => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.trim() && seen(s)),
      frame: () => {
        const submit = 'button[type="submit"], button:not([type]), input[type="submit"]';
        state.points = { consent: middle(form()?.querySelector('input[name="consent"]')), submit: middle($(submit)) };
      },
      now: () => ({
        email: form()?.querySelector('input[name="email"]')?.value ?? null,
        consent: Boolean(form()?.querySelector('input[name="consent"]')?.checked),
      }),
    },
  };
  const { tap, open, answer, frame: more, now } = probes[probe];
  state.look = () => ({ ...state, look: undefined, slide: undefined, open: open(), ...now?.() });
  const frame = () => {
    if (answer()) {
      state.answered = performance.timeOrigin + performance.now();
      window.__armedReport?.({ answered: true, origin: performance.timeOrigin });
      return;
    }
    state.point = middle(tap());
    more?.();
    if (state.point && state.onScreen === null) {
      state.onScreen = Math.round(performance.now());
      window.__armedReport?.({ point: state.point, origin: performance.timeOrigin });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the page's last frame saw, and state.look's values as they are now; null between documents. */
const look = (tab) => tab.evaluate(() => window.__armed?.look() ?? null).catch(() => null);

/** A tap at `point` (a press and release, as early-click.mjs taps), then the block's key. */
async function tap(tab, point, key) {
  await tab.mouse.click(point.x, point.y);
  if (key) await tab.keyboard.press(key);
}

/** Taps (and presses) as soon as the target is on screen, and again while nothing happens. */
async function armTaps(tab, block, first, until) {
  if (first?.point) {
    await tap(tab, first.point, block.key);
    await pause(AGAIN_AFTER_MS);
  }
  while (Date.now() < until) {
    const state = await look(tab);
    if (state?.answered) return state;
    // An answer on its way (open, not drawn yet): wait for the frame; a tap now would undo it.
    if (!state?.point || state.open) {
      await pause(LOOK_EVERY_MS);
      continue;
    }
    // Resolves once the page has handled the press and the release (and the click they make).
    await tap(tab, state.point, block.key);
    await pause(AGAIN_AFTER_MS);
  }
  return null;
}

/**
 * Fills in and sends the newsletter form as soon as its email field is on screen: a tap on the
 * field, the address typed, a tap on the consent box, a tap on submit. Once a signup request has
 * left (the widget's, or the browser's own post), only waits for the answer.
 */
async function armForm(tab, first, until) {
  let sent = false;
  tab.on('request', (request) => (sent ||= SIGNUP_REQUESTS.test(new URL(request.url()).pathname)));
  let submitted = 0;
  // The first time, where the report put the field: no need to ask the page.
  let firstPoint = first?.point;
  while (Date.now() < until) {
    const state = firstPoint ? null : await look(tab);
    if (state?.answered) return state;
    const point = firstPoint ?? state?.point;
    firstPoint = null;
    const waiting = sent || state?.open || Date.now() - submitted < SUBMIT_AGAIN_AFTER_MS;
    if (!point || waiting) {
      await pause(LOOK_EVERY_MS);
      continue;
    }
    if (state === null || state.email !== ADDRESS) {
      await tab.mouse.click(point.x, point.y);
      // Replaces whatever the field holds.
      await tab.keyboard.press('ControlOrMeta+A');
      await tab.keyboard.type(ADDRESS);
    } else if (!state.consent && state.points.consent) {
      await tab.mouse.click(state.points.consent.x, state.points.consent.y);
    } else if (state.consent && state.points.submit) {
      await tab.mouse.click(state.points.submit.x, state.points.submit.y);
      submitted = Date.now();
      await pause(AGAIN_AFTER_MS);
    }
  }
  return null;
}

/** One load: ms from navigation start until the first frame that shows the answer. */
async function time(browser, baseUrl, name, kind) {
  const block = BLOCKS[name];
  const { context, tab } = await phoneTab(browser);
  try {
    let report;
    const reported = new Promise((resolve) => (report = resolve));
    await tab.exposeBinding('__armedReport', (source, message) => report(message));
    await tab.addInitScript(watch, { probe: block.probe, kind, slider: block.slider });
    await tab.goto(`${baseUrl}${path(name, kind)}`, { waitUntil: 'commit' });
    const until = Date.now() + LOAD_TIMEOUT_MS;
    const first = await Promise.race([reported, pause(LOAD_TIMEOUT_MS)]);
    const state = await (block.form ? armForm(tab, first, until) : armTaps(tab, block, first, until));
    if (!state) throw new Error(`armed: the ${kind} ${name} page did not answer within ${LOAD_TIMEOUT_MS / 1000} s`);
    // From the first document's navigation start, whichever document answered.
    const ms = state.answered - first.origin;
    // A form post's answer page is the Craft stand-in's answer, not a page of the bench's.
    await assertServed(tab, H2, { page: state.origin === first.origin });
    if (process.env.BENCH_TIMELINE) {
      // The answering document's: a form post's answer page saw no target and no inputs.
      const where = state.origin === first.origin ? '' : ' on the answer page';
      const onScreen = state.onScreen === null ? [] : [`target on screen ${state.onScreen}`];
      const timeline = [...onScreen, ...state.inputs, `answered${where} ${Math.round(ms)}`].join(', ');
      console.log(`${name} ${kind}: ${timeline}`);
    }
    return ms;
  } finally {
    await context.close();
  }
}

const slug = (name) => name.replaceAll(' ', '-');
const path = (name, kind) => `/bench/armed/${slug(name)}/${kind}`;
const HTML = 'text/html; charset=utf-8';

/**
 * The bench's pages and stylesheet as demo-server routes, brotli-compressed. The newsletter's
 * pages are made again before each load (`refreshNewsletter`) with a fresh CSRF field, as the
 * demo server prints one per page: the field of its own demo page, `{{ csrfInput() }}`.
 */
async function pageRoutes() {
  const served = {};
  const files = (pages) =>
    Object.fromEntries(
      Object.entries(pages).flatMap(([name, kinds]) =>
        KINDS.map((kind) => [path(name, kind), [HTML, kinds[kind], SECURITY_HEADERS]]),
      ),
    );
  const serve = async (pages) => Object.assign(served, await compressedRoutes(pages));
  await serve({ ...files(staticPages()), [PAGE_CSS_PATH]: ['text/css', PAGE_CSS] });
  const paths = [...Object.keys(BLOCKS).flatMap((name) => KINDS.map((kind) => path(name, kind))), PAGE_CSS_PATH];
  const routes = Object.fromEntries(paths.map((at) => [`GET ${at}`, (...args) => served[`GET ${at}`](...args)]));
  const refreshNewsletter = async (baseUrl) => {
    const demoPage = await getText(`${baseUrl}/en/`);
    const [csrfField] = demoPage.match(/<input type="hidden" name="CRAFT_CSRF_TOKEN" value="[^"]+">/) ?? [];
    if (!csrfField) throw new Error("armed: the demo server's /en/ page prints no CSRF field to copy");
    await serve(files({ newsletter: newsletterPages(csrfField) }));
  };
  return { routes, refreshNewsletter };
}

export async function run({ browser }) {
  const { routes, refreshNewsletter } = await pageRoutes();
  // Signups and consent records go to a folder of this run's own.
  const dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-armed-'));
  const server = benchServer({ dataDir, routes });
  try {
    const baseUrl = await listen(server);
    const what = 'from navigation start until the first frame that shows the answer to a first interaction';
    console.log(`\narmed on a phone (${PHONE_DESCRIPTION}), ${H2.label}: ${what} (median of ${RUNS} runs)`);
    console.log(`${'block'.padEnd(16)}${'native'.padStart(11)}${'ours'.padStart(11)}  ours/native`);
    const budgets = [];
    const rows = [];
    for (const [name, block] of Object.entries(BLOCKS)) {
      const times = { native: [], ours: [] };
      // Interleaved, so a busy spell of the machine falls on both kinds alike.
      for (let i = 0; i < RUNS; i++) {
        for (const kind of KINDS) {
          if (block.form) await refreshNewsletter(baseUrl);
          times[kind].push(await time(browser, baseUrl, name, kind));
        }
      }
      const [native, ours] = KINDS.map((kind) => median(times[kind]));
      const note = block.budget === false ? '  (budgets: early click)' : '';
      console.log(
        `${name.padEnd(16)}${format(native).padStart(11)}${format(ours).padStart(11)}` +
          `${ratio(ours, native).padStart(13)}${note}`,
      );
      const ok = ours <= BUDGET * native;
      if (block.budget !== false)
        budgets.push({ name: `phone, armed: ${name} answered within ${BUDGET}× native (${ratio(ours, native)})`, ok });
      rows.push({
        case: name,
        value: timesCell({ native, ours }),
        ratio: ratio(ours, native),
        ...(block.budget === false ? { budget: "early click's" } : { budget: `≤ ${BUDGET}× native`, ok }),
      });
    }
    return { budgets, rows };
  } finally {
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
