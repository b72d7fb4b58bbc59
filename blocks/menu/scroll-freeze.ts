// Freezes page scrolling while an overlay (the navigation menu) is open, without the page moving:
// <html> stops scrolling, the scroll root (#app) is fixed to the viewport and scrolled inside to
// where the page was, and the scrollbar that disappears is replaced by a margin of the same width so
// nothing jumps sideways. #app is scrolled rather than fixed at minus the scroll position because a
// sticky header sticks to its nearest scroll container: with #app as that container it stays at the
// top in every engine, whereas Firefox leaves it where it was in the document, off screen.

const SCROLL_FROZEN_CLASS = 'is-scroll-frozen';

/** Freezes scrolling; returns what unfreezes it and restores the scroll position instantly. */
export function freezeScroll(doc: Document = document): (options?: { restoreScroll?: boolean }) => void {
  const view = doc.defaultView ?? window;
  const html = doc.documentElement;
  // The page's container: `#app`, or <body> without one (looked up anew: page swaps replace it).
  const app = doc.getElementById('app') ?? doc.body;
  const { scrollX, scrollY } = view;
  // Its own offset too, for a page whose container is what scrolls; in quirks mode <body> (the
  // scrolling element) reports the page's offset as its own.
  const inner = app === doc.scrollingElement ? { left: 0, top: 0 } : { left: app.scrollLeft, top: app.scrollTop };
  // Measured before <html> loses its scrollbar: the width the layout is about to gain.
  const scrollbarWidth = Math.max(0, view.innerWidth - html.clientWidth);
  const saved = {
    position: app.style.position,
    top: app.style.top,
    bottom: app.style.bottom,
    left: app.style.left,
    right: app.style.right,
    marginRight: app.style.marginRight,
    overflow: app.style.overflow,
  };

  // <html> first: while it scrolls, a <body> container's overflow would go to the viewport instead.
  html.classList.add(SCROLL_FROZEN_CLASS);
  Object.assign(app.style, { position: 'fixed', top: '0', bottom: '0', left: '0', right: '0', overflow: 'hidden' });
  if (scrollbarWidth > 0) app.style.marginRight = `${scrollbarWidth}px`;
  // 'instant' overrides a page's `scroll-behavior: smooth`, here and on restoring.
  app.scrollTo({ left: inner.left + scrollX, top: inner.top + scrollY, behavior: 'instant' });

  let frozen = true;
  return ({ restoreScroll = true } = {}) => {
    if (!frozen) return;
    frozen = false;
    app.scrollTo({ ...inner, behavior: 'instant' });
    Object.assign(app.style, saved);
    html.classList.remove(SCROLL_FROZEN_CLASS);
    // The visitor must not see the page scroll back.
    if (restoreScroll) view.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
