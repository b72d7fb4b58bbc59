// Widgets mount their React roots in batches, not each in a task of its own. Left to itself,
// React gives every root its own scheduler task and yields to the browser after each commit, so
// the browser restyles and lays out the whole page between any two of a thousand collapse-items.
// Here each batch mounts roots one after another (each flushed at once) for up to BATCH_MS, then
// yields: the page stays responsive and pays for a fraction of the frames.
import { flushSync } from 'react-dom';

/** Long enough to mount many roots at once, short enough to stay under a 50 ms long task. */
const BATCH_MS = 30;

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
  const start = performance.now();
  for (const mount of queue) {
    queue.delete(mount);
    try {
      flushSync(mount);
    } catch (error) {
      console.error('[site-widgets] a widget could not be mounted', error);
    }
    if (performance.now() - start > BATCH_MS) break;
  }
  if (queue.size > 0 && !scheduled) {
    scheduled = true;
    nextTask(runBatch);
  }
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
