// Where the main thread's time goes until N accordion items are interactive (default 1,000, no
// throttling): `npm run bench -- profile`. It runs only when named and measures no budget. Each
// load is traced by Chromium (the timeline and V8's sampling CPU profiler), and every sample from
// navigation start until the page was done (as the accordion bench reads it) is put to what the
// main thread was doing: style or layout (and whose script forced it, if any), parsing the HTML,
// paint, garbage collection, or running script, which the build's source maps name by function
// and file and give to its owner: ours (runtime/, widgets/, common/, blocks/), React
// (node_modules: react, react-dom, the scheduler, r2wc) or the floor's own script. Samples count
// wall time, which a busy machine stretches unevenly: each load's figures are scaled to add up to
// the main thread's CPU time in its tasks (the trace's thread time). The profiler itself slows
// every kind a little.
//   floor      the bare React floor (react-floor.jsx, built here with a source map)
//   preloaded  our items with the preloads the Craft include prints from the manifest
//   widgets    our items with the embed snippet only
//   before, before-preloaded   the same on an older build, when BENCH_BASELINE names its dist/
// BENCH_PROFILE_SIZE=100 profiles another size, BENCH_RUNS=9 more loads (medians),
// BENCH_PROFILE_KINDS=floor,preloaded fewer kinds, BENCH_PROFILE_TOP=30 longer function lists,
// BENCH_PROFILE_EVENTS=1 each load's tasks, style and layout in order.
// BENCH_PROFILE_CLICKS=1 profiles six clicks instead, once the page is ready, spread over the items
// with the phone's 4× CPU (as after-load.mjs clicks), in ms per click.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer } from '../../demo/server/app.mjs';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { accordion, buildFloor, EMBED, page, PEER_PAGES } from './collapse.mjs';
import { craftHead } from './craft-head.mjs';
import { target } from './after-load-page.mjs';
import { listen, median, peerDone, PHONE, settledTime, widgetsMounted } from './support.mjs';

const N = Number(process.env.BENCH_PROFILE_SIZE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 15);
const EVENTS = Boolean(process.env.BENCH_PROFILE_EVENTS);
const CLICKS = Boolean(process.env.BENCH_PROFILE_CLICKS);
const CLICK_COUNT = 6;
/** What a figure is divided by, and what it is then. */
const PER = CLICKS ? { divisor: CLICK_COUNT * 1000, unit: 'ms per click' } : { divisor: N, unit: 'µs per item' };
const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ACCORDION_TAGS = 'collapse-group, collapse-item';

// The floor as collapse.mjs builds it, with a source map, so React's functions have their names.
const floorBuild = buildFloor({ outfile: 'react-floor.js', sourcemap: 'external' });
const floorJs = floorBuild.find((file) => file.path.endsWith('.js')).text;
const floorMap = JSON.parse(floorBuild.find((file) => file.path.endsWith('.map')).text);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
  'blink.user_timing',
  'loading',
];

/** The browser's own work, by trace event; a sample inside one of these is that work. */
const NATIVE = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  MinorGC: 'gc',
  MajorGC: 'gc',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
};

function kinds(heads) {
  const all = {
    floor: { html: PEER_PAGES.react, read: peerDone, button: 'collapse-item > [slot="heading"] > button' },
    preloaded: { html: (n) => page(heads.current, accordion(n)), read: widgetsMounted, arg: ACCORDION_TAGS },
    widgets: { html: (n) => page(EMBED, accordion(n)), read: widgetsMounted, arg: ACCORDION_TAGS },
    ...(BASELINE && {
      before: { html: (n) => page(EMBED, accordion(n)), read: widgetsMounted, arg: ACCORDION_TAGS, baseline: true },
      'before-preloaded': {
        html: (n) => page(heads.baseline, accordion(n)),
        read: widgetsMounted,
        arg: ACCORDION_TAGS,
        baseline: true,
      },
    }),
  };
  const chosen = process.env.BENCH_PROFILE_KINDS?.split(',');
  return Object.fromEntries(
    Object.entries(all)
      .filter(([kind]) => !chosen || chosen.includes(kind))
      .map(([kind, spec]) => [kind, { button: 'button.collapse-item__button', ...spec }]),
  );
}

const routes = (pages) =>
  Object.fromEntries([
    [
      'GET /bench/react-floor.js',
      (request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' })
          .end(floorJs),
    ],
    ...Object.entries(pages).map(([kind, { html }]) => [
      `GET /bench/profile/${kind}/${N}`,
      (request, response) =>
        response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' }).end(html(N)),
    ]),
  ]);

/** Source maps by script URL: the build's own (from its dist/ folder) and the floor's. */
function sourceMaps(distByOrigin) {
  const maps = new Map();
  return (url) => {
    if (maps.has(url)) return maps.get(url);
    let map = null;
    try {
      const { origin, pathname } = new URL(url);
      if (pathname === '/bench/react-floor.js') map = floorMap;
      else if (pathname.startsWith('/dist/') && distByOrigin[origin])
        map = JSON.parse(readFileSync(`${distByOrigin[origin]}/${pathname.slice(6)}.map`, 'utf8'));
    } catch {
      map = null;
    }
    const entry = map && { map: new SourceMap(map), lines: new Map() };
    if (entry) entry.sources = map.sources.map((source, i) => [source, map.sourcesContent?.[i] ?? '']);
    maps.set(url, entry);
    return entry;
  };
}

/** A source path as the report shows it: from the repository's root, or node_modules/…. */
function shortPath(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const full = resolve(ROOT, 'dist', source);
  if (full.startsWith(ROOT)) return full.slice(ROOT.length);
  return source.replace(/^(\.\.\/)+/, '');
}

function ownerOf(file) {
  if (file.startsWith('node_modules/')) return 'React';
  if (file.startsWith('tests/bench/')) return 'floor script';
  if (/^(runtime|widgets|common|blocks)\/|^site-widgets\.ts$/.test(file)) return 'ours';
  return 'other script';
}

/** The name of the function that starts at `column` of `line` in the original source, as far as a pattern can tell. */
function functionName(text, column) {
  const after = text.slice(column, column + 80);
  // An arrow function starts at its parameters: `const render = (element) =>` maps to `element`.
  const before = text.slice(Math.max(0, column - 80), column).replace(/(?:async\s*)?\(\s*$/, '');
  const match =
    /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(after) ??
    /(?:^|[^\w$.])([\w$]+)\s*[:=]\s*(?:async\s+)?(?:function\b[^(]*)?$/.exec(before) ??
    /(?:function\s*\*?\s*|[.\s])([\w$]+)\s*$/.exec(before) ??
    /^(?:static\s+|get\s+|set\s+|#)?([\w$#]+)\s*\(/.exec(after) ??
    /^class\s+([\w$]+)/.exec(after);
  return match?.[1];
}

/** Maps a profile call frame to its original function, file and owner; null for a frame without a script (native). */
function frameMapper(mapFor) {
  const cache = new Map();
  return (frame) => {
    if (!frame.url) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (cache.has(key)) return cache.get(key);
    const source = mapFor(frame.url);
    let result;
    const entry = source?.map.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry?.originalSource) {
      const file = shortPath(entry.originalSource);
      const content = source.sources.find(([path]) => path === entry.originalSource)?.[1] ?? '';
      let lines = source.lines.get(entry.originalSource);
      if (!lines) source.lines.set(entry.originalSource, (lines = content.split('\n')));
      const name =
        entry.name ?? functionName(lines[entry.originalLine] ?? '', entry.originalColumn) ?? frame.functionName;
      result = { name: `${name || '(anonymous)'} ${file}:${entry.originalLine + 1}`, owner: ownerOf(file) };
    } else {
      const name = frame.functionName || '(anonymous)';
      result = { name: `${name} ${new URL(frame.url).pathname}`, owner: 'other script' };
    }
    cache.set(key, result);
    return result;
  };
}

/**
 * The main-thread samples of one traced load, from `fromMs` to `toMs` after navigation start (from
 * the start until the page was done, or the clicks), put to their work.
 */
function attribute(events, path, [fromMs, toMs], mapFrame) {
  const ours = (url) => typeof url === 'string' && url.endsWith(path);
  const parse = events.find((e) => e.name === 'ParseHTML' && ours(e.args?.beginData?.url));
  const starts = events.filter((e) => e.name === 'navigationStart' && ours(e.args?.data?.documentLoaderURL));
  if (!parse || !starts.length) throw new Error(`the trace of ${path} has no navigation or parse`);
  const navigation = Math.max(...starts.map((e) => e.ts));
  const start = navigation + fromMs * 1000;
  const end = navigation + toMs * 1000;
  const onThread = (e) => e.pid === parse.pid && e.tid === parse.tid;

  // The browser's own work as intervals, from complete events and begin/end pairs.
  const intervals = [];
  const open = new Map();
  for (const e of events) {
    if (!onThread(e) || !NATIVE[e.name]) continue;
    if (e.ph === 'X') intervals.push({ work: NATIVE[e.name], from: e.ts, to: e.ts + (e.dur ?? 0) });
    else if (e.ph === 'B') (open.get(e.name) ?? open.set(e.name, []).get(e.name)).push(e.ts);
    else if (e.ph === 'E') {
      const from = open.get(e.name)?.pop();
      if (from !== undefined) intervals.push({ work: NATIVE[e.name], from, to: e.ts });
    }
  }
  intervals.sort((a, b) => a.from - b.from);
  // The innermost interval around a time: the latest-starting one that still covers it.
  const nativeAt = (t) => {
    let found = null;
    for (const interval of intervals) {
      if (interval.from > t) break;
      if (interval.to >= t) found = interval;
    }
    return found?.work ?? null;
  };

  // The main thread's CPU profile: its Profile event and chunks, with nodes arriving over the chunks.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === parse.pid && e.tid === parse.tid);
  if (!profile) throw new Error(`the trace of ${path} has no CPU profile of the main thread`);
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile.id || e.pid !== parse.pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => samples.push({ id, t: (time += timeDeltas[i] ?? 0) }));
  }

  const totals = {}; // work → µs
  const self = {}; // function → µs (script only)
  const inclusive = {}; // function of ours → µs, counted once per sample
  const forcedBy = {}; // function of ours or React whose call forced style or layout → µs
  const add = (table, key, us) => (table[key] = (table[key] ?? 0) + us);
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, t } = samples[i];
    if (t < start || t > end) continue;
    const us = samples[i + 1].t - t;
    const node = nodes.get(id);
    const leaf = node?.callFrame.functionName;
    if (!node || leaf === '(idle)') continue;
    // The script frames of the stack, innermost first.
    const stack = [];
    for (let n = node; n; n = nodes.get(n.parent)) {
      const mapped = mapFrame(n.callFrame);
      if (mapped) stack.push(mapped);
    }
    const work = nativeAt(t);
    if (work) {
      if ((work === 'style' || work === 'layout') && stack.length) {
        add(totals, `${work}, forced by ${stack[0].owner === 'ours' ? 'ours' : stack[0].owner}`, us);
        add(forcedBy, `${work}: ${stack[0].name}`, us);
      } else add(totals, work, us);
    } else if (leaf === '(garbage collector)') add(totals, 'gc', us);
    else if (!stack.length) add(totals, leaf === '(program)' ? 'browser, other' : `native: ${leaf}`, us);
    else {
      add(totals, `script: ${stack[0].owner}`, us);
      add(self, `${stack[0].owner === 'ours' ? 'ours ' : ''}${stack[0].name}`, us);
    }
    for (const name of new Set(stack.filter((f) => f.owner === 'ours').map((f) => f.name))) add(inclusive, name, us);
  }
  // With BENCH_PROFILE_EVENTS=1: each task, script, style, layout and parse over 1 ms, in order: its start
  // from navigation start, its wall time and its thread (CPU) time.
  const steps = EVENTS
    ? events
        .filter(
          (e) =>
            onThread(e) &&
            e.ph === 'X' &&
            e.ts >= start &&
            e.ts <= end &&
            e.dur > 1000 &&
            (NATIVE[e.name] || ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'RunTask'].includes(e.name)),
        )
        .map((e) => {
          const data = e.args?.data ?? e.args?.beginData ?? {};
          const what = [data.functionName, data.url && new URL(data.url).pathname, data.elementCount, data.dirtyObjects]
            .filter((v) => v !== undefined && v !== '')
            .join(' ');
          const ms = (us) => (us / 1000).toFixed(1).padStart(7);
          return `${ms(e.ts - start)} ms ${ms(e.dur)} ms (CPU ${ms(e.tdur ?? 0)})  ${e.name} ${what}`;
        })
    : [];
  // Samples count wall time, which a busy machine stretches where it takes the thread away: every
  // figure is scaled so that they add up to the thread's own CPU time in its tasks (their tdur).
  const cpu = events
    .filter((e) => onThread(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts >= start && e.ts < end)
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const sampled = Object.values(totals).reduce((a, b) => a + b, 0);
  const scale = sampled && cpu ? cpu / sampled : 1;
  for (const table of [totals, self, inclusive, forcedBy]) for (const key in table) table[key] *= scale;
  const interval = samples.length > 1 ? (samples.at(-1).t - samples[0].t) / (samples.length - 1) : 0;
  return { totals, self, inclusive, forcedBy, interval, steps };
}

async function profileLoad(browser, url, path, { read, arg, button }, mapFrame) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const trace = () => cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
    // Traced from navigation start: the trace needs the navigation to place the samples.
    await trace();
    await tab.goto(url + path, { waitUntil: 'commit' });
    let window = [0, await settledTime(tab, read, arg)];
    if (CLICKS) window = await click(tab, cdp, button);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return { done: window[1] - window[0], ...attribute(events, path, window, mapFrame) };
  } finally {
    await context.close();
  }
}

/** Six clicks on `button`s spread over the items, each once the last was painted; their span, ms after navigation. */
async function click(tab, cdp, button) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  const positions = [];
  for (let k = 0; k < CLICK_COUNT; k++) positions.push(Math.floor(((k + 0.5) * N) / CLICK_COUNT));
  const from = await tab.evaluate(() => performance.now());
  for (const index of positions) {
    const { x, y } = await tab.evaluate(`(${target})(${JSON.stringify(button)}, ${index}, false)`);
    await tab.mouse.click(x, y);
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  }
  return [from, await tab.evaluate(() => performance.now())];
}

const perItem = (us) => (us / PER.divisor).toFixed(1).padStart(7);

/** Per key, the median over loads (a load without the key counts 0). */
function medians(loads, field) {
  const keys = new Set(loads.flatMap((load) => Object.keys(load[field])));
  return Object.fromEntries([...keys].map((key) => [key, median(loads.map((load) => load[field][key] ?? 0))]));
}

function report(results) {
  const kindsShown = Object.keys(results);
  console.log(
    `\nprofile: main-thread time ${
      CLICKS
        ? `of ${CLICK_COUNT} clicks spread over ${N.toLocaleString('en')} accordion items once ready, 4× CPU`
        : `until ${N.toLocaleString('en')} accordion items are interactive, no throttling`
    }, ${PER.unit} (medians of ${RUNS} loads; sampled every ~${median(
      Object.values(results).flatMap((loads) => loads.map((load) => load.interval)),
    ).toFixed(0)} µs)`,
  );
  const works = new Set();
  const byKind = Object.fromEntries(
    kindsShown.map((kind) => {
      const totals = medians(results[kind], 'totals');
      Object.keys(totals).forEach((work) => works.add(work));
      const busy = median(results[kind].map((load) => Object.values(load.totals).reduce((a, b) => a + b, 0)));
      return [kind, { totals, busy, done: median(results[kind].map((load) => load.done)) }];
    }),
  );
  console.log(`${''.padEnd(34)}${kindsShown.map((kind) => kind.padStart(17)).join('')}`);
  const row = (label, values) => console.log(`${label.padEnd(34)}${values.map((v) => v.padStart(17)).join('')}`);
  row(
    CLICKS ? 'clicks (ms from the first)' : 'done (ms from navigation start)',
    kindsShown.map((kind) => byKind[kind].done.toFixed(0)),
  );
  row(
    `main thread CPU (${PER.unit})`,
    kindsShown.map((kind) => perItem(byKind[kind].busy).trim()),
  );
  // Rows under 0.1 µs per item in every kind (the bench's own reads after the page was done) are left out.
  const shown = [...works].filter((work) => kindsShown.some((kind) => (byKind[kind].totals[work] ?? 0) / N >= 0.1));
  for (const work of shown.sort())
    row(
      `  ${work}`,
      kindsShown.map((kind) => perItem(byKind[kind].totals[work] ?? 0).trim()),
    );
  const list = (title, table, filter = () => true) => {
    const top = Object.entries(table)
      .filter(([key]) => filter(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
    if (!top.length) return;
    console.log(`  ${title}`);
    for (const [key, us] of top) console.log(`    ${perItem(us)}  ${key}`);
  };
  for (const kind of kindsShown) {
    console.log(`\n${kind}: ${PER.unit}`);
    list('script, self time: ours', medians(results[kind], 'self'), (key) => key.startsWith('ours '));
    list('script, self time: the rest', medians(results[kind], 'self'), (key) => !key.startsWith('ours '));
    list('our functions, total time (what they call included)', medians(results[kind], 'inclusive'));
    list('style and layout forced by a script, by its innermost function', medians(results[kind], 'forcedBy'));
    if (EVENTS)
      results[kind].forEach((load, i) =>
        console.log(`  load ${i + 1}: tasks, style, layout over 1 ms\n    ${load.steps.join('\n    ')}`),
      );
  }
}

export async function run({ browser }) {
  const heads = { current: await craftHead(), baseline: BASELINE && (await craftHead(BASELINE)) };
  const pages = kinds(heads);
  const servers = [
    createDemoServer({ routes: routes(pages) }),
    ...(BASELINE ? [createDemoServer({ distDir: BASELINE, routes: routes(pages) })] : []),
  ];
  try {
    const [current, baseline] = await Promise.all(servers.map(listen));
    const distByOrigin = { [new URL(current).origin]: DIST, ...(baseline && { [new URL(baseline).origin]: BASELINE }) };
    const mapFrame = frameMapper(sourceMaps(distByOrigin));
    const results = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
    // Interleaved, so a busy spell of the machine falls on every kind alike.
    for (let load = 0; load < RUNS; load++)
      for (const [kind, spec] of Object.entries(pages))
        results[kind].push(
          await profileLoad(browser, spec.baseline ? baseline : current, `/bench/profile/${kind}/${N}`, spec, mapFrame),
        );
    report(results);
  } finally {
    for (const server of servers) server.close();
  }
  return { budgets: [] };
}
