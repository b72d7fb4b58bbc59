// What a widget's component knows of where it is rendered: its element and its CMS children.
// defineWidget() provides it; a component (or a hook it calls) reads it with useWidget().
import { createContext, useContext } from 'react';
import type { CmsContent } from './content';

export interface WidgetContextValue {
  /** The custom element itself: dispatch events on it, reflect state to its attributes. */
  host: HTMLElement;
  /** The CMS children, captured when the widget mounted. */
  content: CmsContent;
  /** Unique in the document and kept for the element's life: a prefix for the ids it renders. */
  id: string;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The host element and CMS content of the widget being rendered. */
export function useWidget(): WidgetContextValue {
  const context = useContext(WidgetContext);
  if (!context) throw new Error('useWidget() is only available inside a widget defined with defineWidget()');
  return context;
}
