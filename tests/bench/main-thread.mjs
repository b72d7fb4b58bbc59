// The page's main-thread CPU time until it was done, from Chromium's trace (BENCH_CPU=1): the
// thread time of its tasks, which, unlike their wall time, a busy machine does not stretch, split
// into script, style recalculation, layout and garbage collection. Where a kind's time goes when
// the wall-clock medians are too noisy to say.

const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const CATEGORIES = [...TIMELINE, 'v8.execute', 'blink.user_timing', 'loading'];
const PARTS = {
  script: ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  gc: ['MinorGC', 'MajorGC'],
};

/**
 * Starts tracing `tab`, before its navigation. Returns what ends the trace and sums the CPU time
 * of the page at `path` until `doneMs` after its navigation start.
 */
export async function traceMainThread(context, tab) {
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  return async (path, doneMs) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadCpu(events, path, doneMs);
  };
}

/** CPU ms of the main thread of the document at `path`, by part, or null when the trace lacks it. */
function mainThreadCpu(events, path, doneMs) {
  const ours = (url) => typeof url === 'string' && url.endsWith(path);
  const parse = events.find((e) => e.name === 'ParseHTML' && ours(e.args?.beginData?.url));
  const starts = events.filter((e) => e.name === 'navigationStart' && ours(e.args?.data?.documentLoaderURL));
  if (!parse || !starts.length) return null;
  const start = Math.max(...starts.map((e) => e.ts));
  const end = start + doneMs * 1000;
  const onThread = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const thread = events.filter((e) => onThread(e) && e.ph === 'X' && e.ts >= start && e.ts < end);
  const cpu = (names) => thread.reduce((sum, e) => sum + (names.includes(e.name) ? (e.tdur ?? 0) : 0), 0) / 1000;
  const parts = Object.entries(PARTS).map(([part, names]) => [part, cpu(names)]);
  return { total: cpu(['RunTask']), ...Object.fromEntries(parts) };
}

/** "123.4 (script 80.1, style 20.0, layout 10.2, gc 3.1)": the medians of several loads. */
export function formatCpu(loads, median) {
  const valid = loads.filter(Boolean);
  if (!valid.length) return 'n/a';
  const part = (name) => median(valid.map((load) => load[name])).toFixed(1);
  const parts = Object.keys(PARTS).map((name) => `${name} ${part(name)}`);
  return `${part('total')} (${parts.join(', ')})`;
}
