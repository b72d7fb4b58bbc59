import { textsOf, type TextKey } from '../common/i18n/catalogue';
import { useWidget } from './widget-context';

/**
 * The catalogue's `t` for this widget: the host's `data-i18n-KEY` overrides first, then the
 * page's texts block, then the catalogue. Read on every render.
 */
export function useTexts(): (key: TextKey, values?: Record<string, string>) => string {
  return textsOf(useWidget().host);
}
