// Freezes page scrolling while an overlay (the navigation menu) is open, without the page moving:
// the scroll root (#app) is fixed at minus the scroll position, <html> stops scrolling, and the
// scrollbar that disappears is replaced by a margin of the same width so nothing jumps sideways.

const SCROLL_FROZEN_CLASS = 'is-scroll-frozen';

/** Freezes scrolling; returns what unfreezes it and restores the scroll position instantly. */
export function freezeScroll(doc: Document = document): (options?: { restoreScroll?: boolean }) => void {
  const view = doc.defaultView ?? window;
  const html = doc.documentElement;
  // The page's container: `#app`, or <body> without one (looked up anew: page swaps replace it).
  const app = doc.getElementById('app') ?? doc.body;
  const { scrollX, scrollY } = view;
  // Measured before <html> loses its scrollbar: the width the layout is about to gain.
  const scrollbarWidth = Math.max(0, view.innerWidth - html.clientWidth);
  const saved = {
    position: app.style.position,
    top: app.style.top,
    left: app.style.left,
    right: app.style.right,
    marginRight: app.style.marginRight,
  };

  app.style.position = 'fixed';
  app.style.top = `${-scrollY}px`;
  app.style.left = '0';
  app.style.right = '0';
  if (scrollbarWidth > 0) app.style.marginRight = `${scrollbarWidth}px`;
  html.classList.add(SCROLL_FROZEN_CLASS);

  let frozen = true;
  return ({ restoreScroll = true } = {}) => {
    if (!frozen) return;
    frozen = false;
    Object.assign(app.style, saved);
    html.classList.remove(SCROLL_FROZEN_CLASS);
    // 'instant' overrides a page's `scroll-behavior: smooth`: the visitor must not see the page scroll.
    if (restoreScroll) view.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
