// The cookie bar `[data-cookiebar]`: shown while no choice is stored; its
// `button[data-cookiebar-choice=all|necessary]` store the choice and close it. It is a labelled,
// non-modal region; reopened by the visitor, it takes focus, and after a choice focus goes back
// to whatever opened it.
import type { Cleanup } from '../enhance';
import { registerBar } from './bar-registry';
import { isChoice, onChoiceChange, readChoice, storeChoice } from './consent-store';

export function setupCookiebar(bar: HTMLElement): Cleanup {
  if (!bar.hasAttribute('role')) bar.setAttribute('role', 'region');
  if (!bar.hasAttribute('aria-labelledby') && !bar.hasAttribute('aria-label')) {
    console.warn('[site-widgets] cookiebar: give [data-cookiebar] an aria-labelledby (its heading) so screen readers can name it.', bar);
  }
  // Focusable from script only, so a reopened bar can take focus and be read out.
  if (!bar.hasAttribute('tabindex')) bar.tabIndex = -1;
  bar.hidden = readChoice() !== null;

  let opener: HTMLElement | null = null;

  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-cookiebar-choice]');
    if (!button || !bar.contains(button)) return;
    const choice = button.dataset.cookiebarChoice;
    if (!isChoice(choice)) {
      console.warn(`[site-widgets] cookiebar: data-cookiebar-choice="${choice ?? ''}" is not "all" or "necessary"; nothing stored.`, button);
      return;
    }
    event.preventDefault();
    const returnTo = opener;
    opener = null;
    storeChoice(choice, bar.ownerDocument);
    bar.hidden = true;
    if (returnTo?.isConnected) returnTo.focus();
  };

  const open = (from: HTMLElement | null) => {
    opener = from;
    bar.hidden = false;
    bar.focus();
  };

  bar.addEventListener('click', onClick);
  const unregister = registerBar(open);
  // A choice made elsewhere (another bar, the site's own script) closes this one too.
  const stopListening = onChoiceChange(() => {
    bar.hidden = true;
  }, bar.ownerDocument);
  return () => {
    bar.removeEventListener('click', onClick);
    unregister();
    stopListening();
  };
}
