import { useMemo } from 'react';
import { elementsOf } from '../../widgets/content';
import { useWidget } from '../../widgets/widget-context';

/**
 * The widget's CMS slides: its element children, wpautop's debris and the whitespace between them
 * left out (on disconnect every child node goes back, content.ts).
 */
export function useSlides(): HTMLElement[] {
  const { content } = useWidget();
  return useMemo(() => elementsOf(content.items), [content]);
}
