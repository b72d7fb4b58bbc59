// The browser's back button closes the lightbox: opening pushes a history entry (same URL), a
// popstate that leaves it closes the lightbox, and a normal close (button, Escape, swipe) goes
// back over the entry again, so history holds no trace of the lightbox once it is closed.
import type PhotoSwipeLightbox from 'photoswipe/lightbox';

const STATE_KEY = 'siteWidgetsLightbox';

function isEntry(state: unknown, token: string): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[STATE_KEY] === token;
}

export function closeOnBack(lightbox: PhotoSwipeLightbox): void {
  let token = '';
  // Whether the open lightbox still has its history entry (false once back was pressed).
  let hasEntry = false;
  // Pops caused by our own history.back(), which must not close a lightbox opened meanwhile.
  let ownPops = 0;

  window.addEventListener('popstate', () => {
    if (ownPops > 0) {
      ownPops -= 1;
      return;
    }
    if (hasEntry && !isEntry(history.state, token)) {
      hasEntry = false;
      lightbox.pswp?.close();
    }
  });

  lightbox.on('beforeOpen', () => {
    token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    history.pushState({ [STATE_KEY]: token }, '');
    hasEntry = true;
  });

  lightbox.on('close', () => {
    if (!hasEntry) return;
    hasEntry = false;
    // Only step back over our own entry: if a site's router pushed another one meanwhile (a page
    // swap that removed the gallery), going back would undo that navigation.
    if (isEntry(history.state, token)) {
      ownPops += 1;
      history.back();
    }
  });
}
