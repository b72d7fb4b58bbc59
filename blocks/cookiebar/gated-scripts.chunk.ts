// `script[type="text/plain"][data-consent]` runs once its category is accepted, in document order:
// the same element is put back with its type, as a copy would need strings Trusted Types refuses.
// An external one names its file in `data-src`, which becomes its `src` through the bundle's
// Trusted Types policy: a script whose type is not JavaScript may not have `src` in valid HTML.
// `src` itself still works (the browser fetches nothing for a `text/plain` script).
// A chunk, which a page loads only when it holds such a script; it reads the entry's consent store
// through what it is handed (common/consent/consent-access.ts).
import type { Cleanup } from '../../runtime/enhance';
import type { ConsentAccess } from '../../common/consent/consent-access';
import { httpUrl } from '../../common/http-url';
import { scriptURL } from '../../common/trusted-types';

// The scripts waiting for their category, in document order of their setup; and the run queue.
const waiting = new Set<HTMLScriptElement>();
let queue: Promise<void> = Promise.resolve();
let stopListening: (() => void) | null = null;

export function setup(script: HTMLElement, consent: ConsentAccess): Cleanup | void {
  if (!(script instanceof HTMLScriptElement)) return;
  const category = script.dataset.consent ?? '';
  if (!consent.isCategoryName(category) || category === consent.NECESSARY || category === 'all') {
    console.warn(
      `[site-widgets] consent: data-consent="${category}" names no category a visitor can accept; ` +
        'the script stays off.',
      script,
    );
    return;
  }
  const source = script.getAttribute('data-src');
  if (source !== null && httpUrl(source, script.baseURI) === null) {
    console.warn(`[site-widgets] consent: data-src="${source}" is no http(s) URL; the script stays off.`, script);
    return;
  }
  waiting.add(script);
  stopListening ??= consent.onConsentChange(() => runAccepted(script.ownerDocument, consent), script.ownerDocument);
  runAccepted(script.ownerDocument, consent);
  return () => {
    waiting.delete(script);
    if (waiting.size === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

/** Queues every waiting script whose category the stored consent accepts, in document order. */
function runAccepted(doc: Document, { readConsent, accepts }: ConsentAccess): void {
  const stored = readConsent(doc);
  if (!stored) return;
  const ready = [...waiting].filter((script) => script.isConnected && accepts(stored, script.dataset.consent, doc));
  ready.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const script of ready) {
    waiting.delete(script);
    queue = queue.then(() => run(script));
  }
}

/** Makes `script` runnable and runs it; resolves once an external one has loaded (or failed). */
function run(script: HTMLScriptElement): Promise<void> {
  const parent = script.parentNode;
  if (!script.isConnected || !parent) return Promise.resolve();
  const source = script.getAttribute('data-src');
  // Vetted by setup(); the policy checks it again.
  const src = source === null ? null : scriptURL(source);
  // Out of the page while it changes, so that the browser prepares it once, when it is put back
  // (a connected script given a `src` would start at once, before its type and order are set).
  const next = script.nextSibling;
  script.remove();
  const type = script.dataset.type;
  if (type) script.type = type;
  else script.removeAttribute('type');
  script.setAttribute('data-consent-ran', '');
  if (src !== null) {
    script.src = src;
    script.removeAttribute('data-src');
  }
  const external = script.hasAttribute('src');
  // In document order, like the parser's own scripts (async is the default for a script a script inserts).
  if (external) script.async = false;
  return new Promise<void>((resolve) => {
    if (external) {
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => resolve(), { once: true });
    }
    // Inserting it again, where it was, is what makes the browser run it.
    parent.insertBefore(script, next);
    if (!external) resolve();
  });
}
