import { defineParams } from '../../common/define-params';

export default defineParams({
  milestones: {
    type: 'list',
    description: 'The milestones, in order. A milestone with no text at all is left out.',
    markup:
      'an `<article>` each with `<p>label</p>`, `<hN>title</hN>` and `<p>text</p>`, each part only when it has text',
    fields: {
      label: { type: 'text', description: 'A short label above the title, such as a year.' },
      title: { type: 'text', description: "The milestone's title." },
      text: { type: 'text', description: 'A line of text under the title.' },
    },
  },
  headingLevel: {
    type: 'heading level',
    default: 3,
    markup: 'the level of the titles',
    description: "The level of the milestones' titles.",
  },
});
