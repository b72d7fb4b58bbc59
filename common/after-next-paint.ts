// Work a visitor's tap does not need to see answered: it runs in a task of its own just after the
// next frame is painted, so the frame that shows the answer does not wait for it (Interaction to
// Next Paint counts until that frame).

export interface AfterPaint {
  /** Runs the work now, if it has not run. */
  flush(): void;
  /** Drops the work, if it has not run. */
  cancel(): void;
}

export function afterNextPaint(view: Window, work: () => void): AfterPaint {
  let pending = true;
  let timer = 0;
  // A requestAnimationFrame callback runs just before the frame's style, layout and paint; a task
  // posted from it runs once they are done.
  const frame = view.requestAnimationFrame(() => {
    timer = view.setTimeout(run, 0);
  });
  function cancel() {
    pending = false;
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
  }
  function run() {
    if (!pending) return;
    cancel();
    work();
  }
  return { flush: run, cancel };
}
