// Google consent mode v2 on pages with `gtag` or a `dataLayer`, so Google's tags follow the stored
// choice: every type denied at start, then an update per choice (docs/consent.md).
import { accepts, onConsentChange, readConsent } from '../../common/consent/consent-store';
import { declaredCategories } from '../../common/consent/page-declarations';

type Gtag = (...args: unknown[]) => void;
type ConsentState = Record<string, 'granted' | 'denied'>;

const DEFAULT_TYPES: Record<string, string[]> = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};
const GATED_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'personalization_storage',
];

function findGtag(): Gtag | null {
  const page = window as unknown as { gtag?: unknown; dataLayer?: unknown };
  if (typeof page.gtag === 'function') return page.gtag as Gtag;
  const dataLayer = page.dataLayer;
  // gtag.js itself pushes the `arguments` object, which Google's tags tell apart from an array.
  if (Array.isArray(dataLayer))
    return function gtag() {
      // eslint-disable-next-line prefer-rest-params -- Google's tags need the `arguments` object itself (above)
      dataLayer.push(arguments);
    };
  return null;
}

function consentState(doc: Document): ConsentState {
  const consent = readConsent(doc);
  const state: ConsentState = {};
  for (const type of GATED_TYPES) state[type] = 'denied';
  // A bar without categories (all or necessary) maps through the default categories.
  const declared = declaredCategories(doc);
  const categories = declared.length ? declared : Object.keys(DEFAULT_TYPES).map((name) => ({ name, element: null }));
  for (const { name, element } of categories) {
    const types = element?.dataset.consentMode?.split(/\s+/).filter(Boolean) ?? DEFAULT_TYPES[name] ?? [];
    if (accepts(consent, name, doc)) for (const type of types) state[type] = 'granted';
  }
  return state;
}

/** Sends the default and the stored choice, then each change; returns what stops it. */
export function startConsentMode(doc: Document = document): () => void {
  const gtag = findGtag();
  if (!gtag) return () => {};
  const denied: ConsentState = { security_storage: 'granted', functionality_storage: 'granted' };
  for (const type of GATED_TYPES) denied[type] = 'denied';
  gtag('consent', 'default', denied);
  if (readConsent(doc)) gtag('consent', 'update', consentState(doc));
  return onConsentChange(() => gtag('consent', 'update', consentState(doc)), doc);
}
