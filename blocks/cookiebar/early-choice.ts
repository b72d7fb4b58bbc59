// Choices on a bar the server rendered visible, before the bar's chunk has arrived: the entry holds
// the consent store, so it stores the choice and hides the bar at once (README.md, for contributors).
import { storeChoice } from '../../common/consent/consent-store';
import { isChoice } from '../../common/consent/consent-value';

const WAITING_CHOICE = '[data-cookiebar]:not([data-cookiebar-enhanced]) [data-cookiebar-choice]';

function choose(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(WAITING_CHOICE) : null;
  const choice = button?.dataset.cookiebarChoice;
  // Another value is the bar's to warn about, once its code is here.
  if (!button || event.defaultPrevented || !isChoice(choice)) return;
  event.preventDefault();
  storeChoice(choice, button.ownerDocument);
  button.closest<HTMLElement>('[data-cookiebar]')!.hidden = true;
}

/** Starts answering choices on bars whose code has not arrived; the listener stays for bars added later. */
export function keepEarlyCookieChoices(): void {
  document.addEventListener('click', choose);
}
