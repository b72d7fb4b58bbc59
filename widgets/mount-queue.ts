// Mounts the widgets that connect together in one flushSync, so the page is rendered and laid out
// once, as if the server had rendered them. See docs/internals.md#the-mount-queue.
import { flushSync } from 'react-dom';
import { widgetLoads } from '../common/widget-loads';

/**
 * How long widgets whose code has run wait at most for the widget chunks still loading. Chunks
 * requested together share React, the largest file, so they are usually ready within a task of
 * each other; only a chunk with more of its own (Swiper, on a slow line) takes longer, and a
 * quarter second is less than React takes to start on a phone.
 */
const MAX_WAIT_FOR_OTHERS_MS = 250;

/** Widget element → its mount, in the order they connected. */
const queue = new Map<Element, () => void>();
let scheduled = false;

/** Mounts `element` (by calling `mount`) in the next batch. Returns what takes it out of the queue again. */
export function queueMount(element: Element, mount: () => void): () => void {
  queue.set(element, mount);
  schedule();
  return () => {
    if (queue.get(element) === mount) queue.delete(element);
  };
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  afterWidgetLoads(() => nextTask(runBatch));
}

/**
 * Runs `run` once the widget chunks loading now have run (or failed), or MAX_WAIT_FOR_OTHERS_MS
 * from now if that is sooner: a slow chunk (Swiper on a slow line) holds the others back no longer.
 */
function afterWidgetLoads(run: () => void): void {
  const loads = widgetLoads();
  if (loads.size === 0) return run();
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, MAX_WAIT_FOR_OTHERS_MS);
  void Promise.allSettled(loads).then(once);
}

/** The User Timing mark set when a batch has committed: its widgets are upgraded and usable. */
export const MOUNTED_MARK = 'site-widgets:mounted';

function runBatch(): void {
  scheduled = false;
  let widgets = 0;
  flushSync(() => {
    for (const [element, mount] of queue) {
      queue.delete(element);
      widgets++;
      try {
        mount();
      } catch (error) {
        console.error('[site-widgets] a widget could not be mounted', error);
      }
    }
  });
  // For DevTools' timeline and for the benches, which read the marks after the page has settled
  // instead of watching the page while it loads.
  performance.mark(MOUNTED_MARK, { detail: { widgets } });
}

type PostTask = (callback: () => void, options: { priority: 'user-blocking' }) => Promise<void>;

// A task of its own (so a chunk's evaluation and the mount are two shorter tasks, not one long
// one), run before whatever other tasks are queued by then (another chunk's evaluation, a
// timer): the scheduler's user-blocking priority where there is one, else a message to ourselves
// (no setTimeout 4 ms clamp), or setImmediate in Node.
function nextTask(callback: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(callback, { priority: 'user-blocking' });
    return;
  }
  if (typeof setImmediate === 'function') {
    setImmediate(callback);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
