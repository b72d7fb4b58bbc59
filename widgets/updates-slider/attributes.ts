import type { AttributeSpecs } from '../attributes';

export const updatesSliderAttributes = {
  heading: {
    type: 'string',
    default: '',
    description: 'The title above the slides (an <h2>). A child with slot="title" takes its place.',
  },
} as const satisfies AttributeSpecs;
