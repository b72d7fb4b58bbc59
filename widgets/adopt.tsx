import type { HTMLAttributes, RefCallback } from 'react';

type AdoptProps = HTMLAttributes<HTMLElement> & {
  nodes: readonly Node[];
  as?: 'div' | 'span' | 'li' | 'section' | 'ul' | 'ol';
};

/** Marks an element that holds adopted CMS nodes, so a copy of the rendered page (a router's
 * snapshot) can still tell the CMS content from the widget's own markup (see content.ts). */
export const ADOPTED_ATTRIBUTE = 'data-adopted';

/**
 * The props of an element that takes the given CMS nodes as its children, spread onto an element
 * React renders without children of its own. Its ref moves the nodes in as React attaches it (in
 * the commit's layout phase, so before the browser paints and before the layout effects of the
 * components around it), and leaves them as they are when they are already there. A ref rather than
 * a component of its own: a collapse item holds no extra fiber, hooks and effects for it.
 */
export function adopted(nodes: readonly Node[]): { ref: RefCallback<HTMLElement>; [ADOPTED_ATTRIBUTE]: '' } {
  return {
    ref: (container) => {
      if (!container) return;
      const alreadyThere =
        nodes.length === container.childNodes.length && nodes.every((node, i) => container.childNodes[i] === node);
      if (!alreadyThere) container.replaceChildren(...nodes);
    },
    [ADOPTED_ATTRIBUTE]: '',
  };
}

/** Renders an element and moves the given CMS nodes into it (see adopted()). */
export function Adopt({ nodes, as: Tag = 'div', ...attributes }: AdoptProps) {
  return <Tag {...adopted(nodes)} {...attributes} />;
}
