// What a consent chunk (the cookie bar's, the consent video's) is handed: a chunk bundles its own
// copy of what it imports, and the store's state must be the entry's, so chunks import types only.
import { onConsentRecord } from './consent-record';
import { accepts, onConsentChange, readConsent, storeChoice } from './consent-store';
import { isCategoryName, isChoice, NECESSARY } from './consent-value';
import { declaredCategories } from './page-declarations';
import { listenForOpen, openCookiebar } from './enhanced-bars';
import { privacySignalApplies, sellsOrShares } from './privacy-signal';

export const consentAccess = {
  accepts,
  declaredCategories,
  isCategoryName,
  isChoice,
  NECESSARY,
  onConsentChange,
  readConsent,
  storeChoice,
  onConsentRecord,
  privacySignalApplies,
  sellsOrShares,
  listenForOpen,
  openCookiebar,
};

export type ConsentAccess = typeof consentAccess;
