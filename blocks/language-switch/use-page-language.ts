import { useSyncExternalStore } from 'react';
import { pageLanguage, type Language } from '../../common/language';

/**
 * The page language, kept current: a page swap (Turbo, Swup) may change `<html lang>` while
 * the header, and this widget in it, stays.
 */
export function usePageLanguage(): Language {
  return useSyncExternalStore(subscribe, () => pageLanguage());
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
