// The visitor's Global Privacy Control signal, honoured where a bar opts in: "Accept all" then
// leaves out the categories marked as selling or sharing the visitor's data (docs/consent.md).
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
