import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

type AdoptProps = HTMLAttributes<HTMLElement> & {
  nodes: readonly Node[];
  as?: 'div' | 'span' | 'li' | 'section' | 'ul' | 'ol';
};

/** Marks an element that holds adopted CMS nodes, so a copy of the rendered page (a router's
 * snapshot) can still tell the CMS content from the widget's own markup (see content.ts). */
export const ADOPTED_ATTRIBUTE = 'data-adopted';

/**
 * Renders an element and moves the given CMS nodes into it (in a layout effect, so before the
 * browser paints). React never touches the element's children, so the nodes stay as they are.
 */
export function Adopt({ nodes, as: Tag = 'div', ...attributes }: AdoptProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const container = ref.current!;
    const alreadyThere =
      nodes.length === container.childNodes.length && nodes.every((node, i) => container.childNodes[i] === node);
    if (!alreadyThere) container.replaceChildren(...nodes);
  }, [nodes]);
  return <Tag ref={ref as never} {...{ [ADOPTED_ATTRIBUTE]: '' }} {...attributes} />;
}
