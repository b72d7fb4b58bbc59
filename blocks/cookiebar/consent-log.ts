// Sends each consent record once to the bar's `data-cookiebar-log`, on the page's own origin only:
// a record names the consent id, and a beacon carries no token a server could check.
import { httpUrl, isPageOrigin } from '../../common/http-url';
import type { ConsentRecord } from '../../common/consent/consent-record';

const LOG_ATTRIBUTE = 'data-cookiebar-log';

type OnConsentRecord = (log: (record: ConsentRecord) => void) => () => void;

/** Log URL → the bars sending to it, and what stops the sending. */
const senders = new Map<string, { bars: number; stop: () => void }>();
/** Refused values already warned about: one warning each, not one per page of a router. */
const warned = new Set<string>();

/** Starts sending the records to `bar`'s log URL, if it names one. Returns what stops it. */
export function startConsentLog(bar: HTMLElement, onConsentRecord: OnConsentRecord): () => void {
  const raw = bar.getAttribute(LOG_ATTRIBUTE);
  if (raw === null) return () => {};
  const doc = bar.ownerDocument;
  const url = sameOriginUrl(raw, doc);
  if (!url) {
    if (!warned.has(raw)) {
      warned.add(raw);
      console.warn(
        `[site-widgets] cookiebar: ${LOG_ATTRIBUTE}="${raw}" is not a URL on this page's origin ` +
          `(${doc.location.origin}); no consent record is sent there (a record names the visitor's consent id). ` +
          'Give a path on this site, such as /consent-log. The choice itself still works.',
        bar,
      );
    }
    return () => {};
  }
  let sender = senders.get(url);
  if (!sender) senders.set(url, (sender = { bars: 0, stop: onConsentRecord((record) => send(url, record)) }));
  sender.bars++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--sender.bars > 0) return;
    sender.stop();
    senders.delete(url);
  };
}

function sameOriginUrl(raw: string, doc: Document): string | null {
  const url = httpUrl(raw, doc.baseURI);
  return url && isPageOrigin(url, doc) ? url : null;
}

function send(url: string, record: ConsentRecord): void {
  const body = JSON.stringify(record);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon: fetch below.
  }
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  })
    .then((response) => {
      if (!response.ok)
        console.warn(
          `[site-widgets] cookiebar: ${url} answered ${response.status} to a consent record; ` +
            'see the log endpoint in docs/consent.md.',
        );
    })
    .catch((error: unknown) =>
      console.warn(`[site-widgets] cookiebar: the consent record could not be sent to ${url}.`, error),
    );
}
