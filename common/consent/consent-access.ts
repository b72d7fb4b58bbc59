// The consent store as the consent chunks (the cookie bar's and the consent video's) use it. A
// chunk bundles its own copy of whatever it imports, and the store keeps state: the cookie's value
// as last read, the bars an opener can open. So the entry hands each chunk this object, and the
// chunks import the store's types only.
import { onConsentRecord } from './consent-record';
import {
  accepts,
  declaredCategories,
  isCategoryName,
  isChoice,
  NECESSARY,
  onConsentChange,
  readConsent,
  storeChoice,
} from './consent-store';
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
