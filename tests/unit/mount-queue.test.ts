// The batches in which widgets mount their React roots (widgets/mount-queue.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetLoads } from '../../common/widget-loads';
import { MOUNTED_MARK, queueMount } from '../../widgets/mount-queue';

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  widgetLoads().clear();
});

describe('queueMount', () => {
  it('mounts after the script that queued them, in the order queued', async () => {
    const mounted: number[] = [];
    for (const n of [1, 2, 3]) queueMount(document.createElement('div'), () => mounted.push(n));
    expect(mounted).toEqual([]);
    await nextTasks();
    expect(mounted).toEqual([1, 2, 3]);
  });

  it('marks each committed batch on the performance timeline, with how many widgets it mounted', async () => {
    performance.clearMarks(MOUNTED_MARK);
    for (const n of [1, 2, 3]) queueMount(document.createElement('div'), () => n);
    expect(performance.getEntriesByName(MOUNTED_MARK)).toEqual([]);
    await nextTasks();
    const marks = performance.getEntriesByName(MOUNTED_MARK) as PerformanceMark[];
    expect(marks.map((mark) => mark.detail)).toEqual([{ widgets: 3 }]);
  });

  it('skips a mount taken out of the queue before its batch', async () => {
    const mounted: string[] = [];
    queueMount(document.createElement('div'), () => mounted.push('kept'));
    const cancel = queueMount(document.createElement('div'), () => mounted.push('removed'));
    cancel();
    await nextTasks();
    expect(mounted).toEqual(['kept']);
  });

  it('goes on after a mount that throws, and says which failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounted: string[] = [];
    queueMount(document.createElement('div'), () => {
      throw new Error('broken widget');
    });
    queueMount(document.createElement('div'), () => mounted.push('after'));
    await nextTasks();
    expect(mounted).toEqual(['after']);
    expect(error).toHaveBeenCalledWith('[site-widgets] a widget could not be mounted', expect.any(Error));
  });

  it('mounts everything queued before the batch in that one task, and what comes later in the next', async () => {
    const batches: number[] = [];
    let batch = 0;
    // A task boundary between mounts shows as a timer that ran in between.
    const tick = setInterval(() => (batch += 1), 0);
    const mount = () => {
      const start = performance.now();
      while (performance.now() - start < 5); // a heavy widget
      batches.push(batch);
    };
    for (let i = 0; i < 6; i++) queueMount(document.createElement('div'), () => mount());
    await new Promise((resolve) => setTimeout(resolve, 50));
    queueMount(document.createElement('div'), () => mount());
    await new Promise((resolve) => setTimeout(resolve, 50));
    clearInterval(tick);
    expect(batches).toHaveLength(7);
    expect(new Set(batches.slice(0, 6)).size).toBe(1);
    expect(batches[6]).toBeGreaterThan(batches[0]!);
  });

  it('waits for the widget chunks still loading, so the widgets requested together mount in one batch', async () => {
    const mounted: string[] = [];
    let arrive!: () => void;
    const otherChunk = new Promise<void>((resolve) => (arrive = resolve));
    widgetLoads().add(otherChunk);
    queueMount(document.createElement('div'), () => mounted.push('group'));
    await nextTasks();
    expect(mounted).toEqual([]);
    // The other chunk runs (its element connects) and then settles.
    queueMount(document.createElement('div'), () => mounted.push('item'));
    arrive();
    await nextTasks();
    expect(mounted).toEqual(['group', 'item']);
  });

  it('waits for a slow chunk 250 ms on its clock, not longer, and not at all for one that failed', async () => {
    vi.useFakeTimers();
    const mounted: string[] = [];
    widgetLoads().add(new Promise(() => {})); // never settles
    queueMount(document.createElement('div'), () => mounted.push('first'));
    await vi.advanceTimersByTimeAsync(249);
    expect(mounted).toEqual([]);
    // The wait ends at 250 ms; the batch runs in a task of its own after it, which the fake
    // clock (as for any task queued while its timers run) counts 1 ms later.
    await vi.advanceTimersByTimeAsync(2);
    expect(mounted).toEqual(['first']);

    widgetLoads().clear();
    const failed = Promise.reject(new Error('chunk failed'));
    failed.catch(() => {});
    widgetLoads().add(failed);
    queueMount(document.createElement('div'), () => mounted.push('second'));
    await vi.advanceTimersByTimeAsync(1);
    expect(mounted).toEqual(['first', 'second']);
  });
});
