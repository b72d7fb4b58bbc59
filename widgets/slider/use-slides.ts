import { useMemo } from 'react';
import { elementsOf } from '../content';
import { useWidget } from '../define-widget';

/** The widget's CMS body (to adopt) and its element children: one slide each. */
export function useSlides(): { nodes: Node[]; slides: HTMLElement[] } {
  const { content } = useWidget();
  return useMemo(() => ({ nodes: content.body, slides: elementsOf(content.body) }), [content]);
}
