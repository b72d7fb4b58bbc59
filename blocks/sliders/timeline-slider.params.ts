import { defineParams, wrapperParams } from '../../common/define-params';

export default defineParams({
  milestones: {
    type: 'list',
    label: 'Milestones',
    description: 'The milestones, in order. A milestone with no text at all is left out.',
    markup:
      'an `<article>` each with `<p>label</p>`, `<hN>title</hN>` and `<p>text</p>`, each part only when it has text',
    fields: {
      label: {
        type: 'text',
        label: 'Label (a year, for instance)',
        description: 'A short label above the title, such as a year.',
      },
      title: { type: 'text', label: 'Title', description: "The milestone's title." },
      text: { type: 'text', label: 'Text', multiline: true, description: 'A line of text under the title.' },
    },
  },
  headingLevel: {
    type: 'heading level',
    default: 3,
    label: 'Heading level of the titles',
    markup: 'the level of the titles',
    description: "The level of the milestones' titles.",
  },
  ...wrapperParams({ align: true }),
});
