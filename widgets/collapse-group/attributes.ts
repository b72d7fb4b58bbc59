import type { AttributeSpecs } from '../attributes';

export const collapseGroupAttributes = {
  'leave-open': { type: 'boolean', default: false, description: 'Let several items be open at once. Without it, opening one closes the others.' },
  element: {
    type: 'enum',
    values: ['div', 'section', 'ul', 'ol'],
    default: 'div',
    description: 'The element the items render in; with ul or ol each item becomes a list item.',
  },
} as const satisfies AttributeSpecs;
