// The one IntersectionObserver that the widget registry and lazy images share
// (runtime/near-viewport.ts), driven by a stand-in observer.
import { beforeAll, describe, expect, it, vi } from 'vitest';

class StandInObserver {
  static last: StandInObserver;
  observed = new Set<Element>();
  constructor(readonly report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    StandInObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  /** As the browser does when `element` comes within the margin. */
  comeNear(element: Element) {
    if (this.observed.has(element)) this.report([{ target: element, isIntersecting: true }]);
  }
}

let whenNearViewport: typeof import('../../runtime/near-viewport').whenNearViewport;

beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  ({ whenNearViewport } = await import('../../runtime/near-viewport'));
});

describe('whenNearViewport', () => {
  it('calls back once, when the element comes near, and then stops watching it', () => {
    const element = document.createElement('div');
    const near = vi.fn();
    whenNearViewport(element, near);
    expect(near).not.toHaveBeenCalled();
    StandInObserver.last.comeNear(element);
    StandInObserver.last.comeNear(element);
    expect(near).toHaveBeenCalledTimes(1);
    expect(StandInObserver.last.observed.has(element)).toBe(false);
  });

  it('keeps two callers of one element apart: both are called, and one stopping leaves the other', () => {
    const element = document.createElement('div');
    const registry = vi.fn();
    const lazyImage = vi.fn();
    const stopRegistry = whenNearViewport(element, registry);
    whenNearViewport(element, lazyImage);
    stopRegistry();
    expect(StandInObserver.last.observed.has(element)).toBe(true);
    StandInObserver.last.comeNear(element);
    expect(registry).not.toHaveBeenCalled();
    expect(lazyImage).toHaveBeenCalledTimes(1);

    const other = document.createElement('div');
    const first = vi.fn();
    const second = vi.fn();
    whenNearViewport(other, first);
    whenNearViewport(other, second);
    StandInObserver.last.comeNear(other);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('stops observing an element once its last caller stops', () => {
    const element = document.createElement('div');
    const stops = [whenNearViewport(element, vi.fn()), whenNearViewport(element, vi.fn())];
    for (const stop of stops) stop();
    expect(StandInObserver.last.observed.has(element)).toBe(false);
  });
});
