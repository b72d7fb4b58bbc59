// Widgets mount together: every widget element that connects before the next task (all of a
// tag's elements when its chunk defines it, or all of a swapped-in page) is registered with the
// page's React root (widget-root.tsx) inside one flushSync, so React renders and commits them in
// one pass, and the browser restyles and lays out the page once, as when the server had rendered
// them. Mounting a thousand items in slices of ~30 ms, yielding to the browser between slices,
// was tried: each slice then paid a style, layout and paint of the whole page, and the last item
// became interactive about 1.5× later (see README, "Speed and size"). Bare React and GOV.UK
// Frontend also start all their components in one task.
import { flushSync } from 'react-dom';

const queue = new Set<() => void>();
let scheduled = false;

/** Runs `mount` in the next batch. Returns what takes it out of the queue again. */
export function queueMount(mount: () => void): () => void {
  queue.add(mount);
  if (!scheduled) {
    scheduled = true;
    nextTask(runBatch);
  }
  return () => queue.delete(mount);
}

function runBatch(): void {
  scheduled = false;
  flushSync(() => {
    for (const mount of queue) {
      queue.delete(mount);
      try {
        mount();
      } catch (error) {
        console.error('[site-widgets] a widget could not be mounted', error);
      }
    }
  });
}

// A new task without setTimeout's 4 ms clamp: a message to ourselves (setImmediate in Node).
function nextTask(callback: () => void): void {
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
