// Routers that show a page again from a copy they took of the live DOM (Turbo's cache, htmx 2's
// history cache) would copy the widgets' rendered output, and a widget restored from that copy
// would find its own old markup as its content. So, just before they take the copy, every widget
// in the copied part puts its server-rendered markup back, and mounts again right after where it
// stays in the page. (A widget restored from a copy taken without such a hook still rebuilds from
// the CMS nodes inside its old markup: see captureContent.) swup and htmx 4 keep the server's
// HTML, not the DOM, and need nothing.
import { putBackServerMarkup } from './mounted-widgets';

// Turbo copies the page a task after this event, then shows the next one; it renders the page
// again (a refresh) where the visit does not leave it.
document.addEventListener('turbo:before-cache', () => {
  const remount = putBackServerMarkup(document.documentElement);
  document.addEventListener('turbo:render', remount, { once: true });
});

// htmx 2 copies the history element's markup synchronously after this event, then swaps; what stays
// in the page mounts again in the microtask after.
document.addEventListener('htmx:beforeHistorySave', (event) => {
  const { historyElt } = (event as CustomEvent<{ historyElt?: Element }>).detail ?? {};
  queueMicrotask(putBackServerMarkup(historyElt ?? document.body));
});
