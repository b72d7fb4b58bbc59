// Freezes page scrolling while an overlay (the navigation menu) is open, without the page moving:
// <html> stops scrolling; the scroll root (#app) is fixed to the viewport where its box was and
// scrolled inside by the part of the page's scroll that went past its top; whatever lies above #app
// (a `body` margin, a bar) keeps its share of the scroll; the scrollbar's width, gone, is kept
// beside #app and in <body>'s padding, so nothing gets wider. #app is scrolled rather than fixed at
// minus the scroll position because a sticky header sticks to its nearest scroll container: with
// #app as that container it stays at the top in every engine, whereas Firefox leaves it where it
// was in the document, off screen.

const SCROLL_FROZEN_CLASS = 'is-scroll-frozen';

/** Freezes scrolling; returns what unfreezes it and restores the scroll position instantly. */
export function freezeScroll(doc: Document = document): (options?: { restoreScroll?: boolean }) => void {
  const view = doc.defaultView ?? window;
  const html = doc.documentElement;
  const { body } = doc;
  // The page's container: `#app`, or <body> without one (looked up anew: page swaps replace it).
  const app = doc.getElementById('app') ?? body;
  const { scrollX, scrollY } = view;
  // Its own offset too, for a page whose container is what scrolls; in quirks mode <body> (the
  // scrolling element) reports the page's offset as its own.
  const inner = app === doc.scrollingElement ? { left: 0, top: 0 } : { left: app.scrollLeft, top: app.scrollTop };
  // Measured before <html> loses its scrollbar: the width the layout is about to gain. (Not kept
  // with `scrollbar-gutter: stable`: Chromium then shrinks `vw`, and what is sized in it.)
  const scrollbarWidth = Math.max(0, view.innerWidth - (doc.scrollingElement ?? html).clientWidth);
  // Where its box is on screen: below the viewport's top while something above it is in view.
  const box = app.getBoundingClientRect();
  // The page keeps the part of its scroll spent above #app (the bar, the margin scrolled away); the
  // rest #app scrolls inside. On a page whose #app starts at the top that is none: the page is at 0.
  const pageScroll = Math.min(scrollY, Math.max(0, box.top + scrollY));
  const saved = {
    html: { minHeight: html.style.minHeight },
    body: { paddingRight: body.style.paddingRight },
    app: {
      position: app.style.position,
      top: app.style.top,
      bottom: app.style.bottom,
      left: app.style.left,
      right: app.style.right,
      marginTop: app.style.marginTop,
      marginRight: app.style.marginRight,
      marginBottom: app.style.marginBottom,
      marginLeft: app.style.marginLeft,
      overflow: app.style.overflow,
    },
  };

  // <html> first: while it scrolls, a <body> container's overflow would go to the viewport instead.
  html.classList.add(SCROLL_FROZEN_CLASS);
  // Without #app in the flow the page may be too short to keep its scroll: a viewport's height more.
  if (pageScroll > 0) html.style.minHeight = `${pageScroll + view.innerHeight}px`;
  // What else is in <body> (a bar above #app) keeps its width.
  if (scrollbarWidth > 0 && app !== body)
    body.style.paddingRight = `${parseFloat(view.getComputedStyle(body).paddingRight) + scrollbarWidth}px`;
  // The insets are its box's (its margins are in the box's place already, so none); the right one
  // takes in the scrollbar's width. Vertically it is cut to the viewport: the rest it scrolls.
  Object.assign(app.style, {
    position: 'fixed',
    top: `${Math.max(0, box.top)}px`,
    bottom: `${Math.max(0, view.innerHeight - box.bottom)}px`,
    left: `${box.left}px`,
    right: `${view.innerWidth - box.right}px`,
    margin: '0',
    overflow: 'hidden',
  });
  // 'instant' overrides a page's `scroll-behavior: smooth`, here and on restoring.
  view.scrollTo({ left: scrollX, top: pageScroll, behavior: 'instant' });
  app.scrollTo({ left: inner.left, top: inner.top + Math.max(0, -box.top), behavior: 'instant' });

  let frozen = true;
  return ({ restoreScroll = true } = {}) => {
    if (!frozen) return;
    frozen = false;
    app.scrollTo({ ...inner, behavior: 'instant' });
    Object.assign(app.style, saved.app);
    Object.assign(html.style, saved.html);
    Object.assign(body.style, saved.body);
    html.classList.remove(SCROLL_FROZEN_CLASS);
    // The visitor must not see the page scroll back.
    if (restoreScroll) view.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
