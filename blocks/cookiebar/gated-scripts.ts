// `<script type="text/plain" data-consent="analytics" src="…">` (or inline, with the page's CSP
// `nonce`): a script that runs only once its category is accepted. The browser does not run a
// `text/plain` script; on consent it is replaced by a runnable copy (same attributes, `nonce`
// included, `type` from `data-type` or none). Scripts run in document order, one after the other
// (an inline script waits for the external one before it), and never twice: the copy no longer
// matches. `necessary` never runs a gated script: it is no consent to anything.
import type { Cleanup } from '../../runtime/enhance';
import { accepts, isCategoryName, NECESSARY, onConsentChange, readConsent } from '../../runtime/consent/consent-store';

// The scripts waiting for their category, in document order of their setup; and the run queue.
const waiting = new Set<HTMLScriptElement>();
let queue: Promise<void> = Promise.resolve();
let stopListening: (() => void) | null = null;

export function setup(script: HTMLElement): Cleanup | void {
  if (!(script instanceof HTMLScriptElement)) return;
  const category = script.dataset.consent ?? '';
  if (!isCategoryName(category) || category === NECESSARY || category === 'all') {
    console.warn(
      `[site-widgets] consent: data-consent="${category}" names no category a visitor can accept; ` +
        'the script stays off.',
      script,
    );
    return;
  }
  waiting.add(script);
  stopListening ??= onConsentChange(() => runAccepted(script.ownerDocument), script.ownerDocument);
  runAccepted(script.ownerDocument);
  return () => {
    waiting.delete(script);
    if (waiting.size === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

/** Queues every waiting script whose category the stored consent accepts, in document order. */
function runAccepted(doc: Document): void {
  const consent = readConsent(doc);
  if (!consent) return;
  const ready = [...waiting].filter((script) => script.isConnected && accepts(consent, script.dataset.consent, doc));
  ready.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const script of ready) {
    waiting.delete(script);
    queue = queue.then(() => run(script));
  }
}

/** Replaces `script` by a runnable copy; resolves once an external copy has loaded (or failed). */
function run(script: HTMLScriptElement): Promise<void> {
  if (!script.isConnected) return Promise.resolve();
  const copy = script.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(script.attributes)) {
    if (name !== 'type' && name !== 'data-type' && name !== 'nonce') copy.setAttribute(name, value);
  }
  const type = script.dataset.type;
  if (type) copy.type = type;
  // The parser hides a nonce from getAttribute once the CSP has seen it; the property keeps it.
  if (script.nonce) copy.nonce = script.nonce;
  copy.setAttribute('data-consent-ran', '');
  const external = script.hasAttribute('src');
  if (external) copy.async = false;
  else copy.text = script.text;
  return new Promise<void>((resolve) => {
    if (external) {
      copy.addEventListener('load', () => resolve(), { once: true });
      copy.addEventListener('error', () => resolve(), { once: true });
    }
    script.replaceWith(copy);
    if (!external) resolve();
  });
}
