import { useMemo } from 'react';
import { elementsOf } from '../../widgets/content';
import { useWidget } from '../../widgets/widget-context';

/** The widget's CMS items (to adopt; wpautop's debris left out) and its element children: one slide each. */
export function useSlides(): { nodes: Node[]; slides: HTMLElement[] } {
  const { content } = useWidget();
  return useMemo(() => ({ nodes: content.items, slides: elementsOf(content.items) }), [content]);
}
