// The visitor's Global Privacy Control signal (`navigator.globalPrivacyControl`): a request not to
// have their data sold or shared. A bar that opts in (`data-cookiebar-gpc`) honours it: the
// categories the site marks as selling or sharing (`data-consent-gpc` on their declaration) are
// then never accepted by "Accept all"; the visitor can still switch one on in the dialog.
import { isOn } from '../boolean-attribute';
import { bars } from './page-declarations';

/** True when the browser sends the signal and a bar on the page opts in to honour it. */
export function privacySignalApplies(doc: Document = document): boolean {
  const signal =
    (doc.defaultView?.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
  return signal && bars(doc).some((bar) => isOn(bar, 'data-cookiebar-gpc'));
}

/** Whether a category's declaration marks it as selling or sharing. */
export function sellsOrShares(declaration: Element): boolean {
  return isOn(declaration, 'data-consent-gpc');
}
