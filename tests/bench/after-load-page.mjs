// What the after-load bench (after-load.mjs) runs in a page: whether it is ready, where a target
// is, and the interactions' timings. Each function is serialised into the page (no closures) and
// runs in every engine, so it uses only what all three have.

/**
 * Whether the page is ready to be clicked: loaded, the peers' scripts done (`window.__done`), and
 * for ours every widget upgraded. A widget whose chunk waits for its element to come near the
 * viewport is scrolled to, as a visitor would scroll.
 */
export const isReady = (kind) => {
  if (document.readyState !== 'complete') return false;
  if (kind === 'govuk' || kind === 'react') return window.__done !== undefined;
  if (kind !== 'ours') return true;
  if (!document.documentElement.hasAttribute('data-site-widgets-started')) return false;
  const tags = 'collapse-group, collapse-item, language-switch, image-slider, timeline-slider, updates-slider';
  const waiting = document.querySelector(`:is(${tags}):not([data-upgraded])`);
  if (!waiting) {
    scrollTo(0, 0);
    return true;
  }
  waiting.scrollIntoView({ block: 'center', behavior: 'instant' });
  return false;
};

/**
 * Scrolls the `index`th match of `selector` to the viewport's middle and, two frames later,
 * answers its centre (or, with `focus`, focuses it instead, for a key press).
 */
export const target = async (selector, index, focus) => {
  const element = document.querySelectorAll(selector)[index];
  if (!element) throw new Error(`no element ${index} matches ${selector}`);
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  if (focus) element.focus();
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

/**
 * Starts recording the interactions to come. Each click or key press (a capture listener on the
 * window, first to see it) is timed from the event's own time stamp, the input's, to a task right
 * after the next frame: a requestAnimationFrame callback runs before the frame's style, layout and
 * paint, and a message posted from it is handled once they are done. Beside that, where the
 * engine has the Event Timing API with interaction ids (not WebKit), its entries.
 * WebKit runs a 0 ms timer set in a later frame callback before that message, so its figure includes
 * such a timer's work (the menu's, which waits for the frame: common/after-next-paint.ts); Chromium
 * and Firefox run the message first.
 */
export const startRecording = () => {
  const state = { from: performance.now(), frames: [], entries: [], observer: null };
  const onInput = (event) => {
    const now = performance.now();
    const start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => state.frames.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  state.stop = () => {
    removeEventListener('click', onInput, true);
    removeEventListener('keydown', onInput, true);
  };
  addEventListener('click', onInput, true);
  addEventListener('keydown', onInput, true);
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (types.includes('event') && 'interactionId' in (globalThis.PerformanceEventTiming?.prototype ?? {})) {
    const keep = (list) =>
      state.entries.push(
        ...list.getEntries().map((entry) => ({ id: entry.interactionId, start: entry.startTime, ms: entry.duration })),
      );
    state.observer = new PerformanceObserver(keep);
    state.observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
    if (types.includes('first-input')) state.observer.observe({ type: 'first-input', buffered: true });
  }
  window.__afterLoad = state;
};

/** Whether `count` interactions have reached their next frame. */
export const answered = (count) => window.__afterLoad.frames.length >= count;

/**
 * Stops recording; answers each interaction's time to its next frame, and INP as Chromium counts
 * it: per interaction id the longest entry, and of those the longest (null without Event Timing).
 */
export const stopRecording = () => {
  const state = window.__afterLoad;
  state.stop();
  let inp = null;
  if (state.observer) {
    state.entries.push(
      ...state.observer
        .takeRecords()
        .map((entry) => ({ id: entry.interactionId, start: entry.startTime, ms: entry.duration })),
    );
    state.observer.disconnect();
    const byInteraction = new Map();
    for (const { id, start, ms } of state.entries)
      if (id > 0 && start >= state.from) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, ms));
    inp = byInteraction.size ? Math.max(...byInteraction.values()) : 0;
  }
  return { frames: state.frames, inp };
};
