import { defineParams, wrapperParams } from '../../common/define-params';

export default defineParams({
  items: {
    type: 'list',
    label: 'Sections',
    description: 'The sections, in order. An item without a heading is left out.',
    markup:
      'a `<collapse-item heading="…">` each, `opened` when `opened` is true; its body is `html` as it is, ' +
      'else `text` in a `<p>`, else empty',
    fields: {
      heading: {
        type: 'text',
        required: true,
        attribute: 'heading',
        label: 'Section heading',
        description: "The section's header text.",
      },
      html: {
        type: 'rich text',
        label: 'Content',
        description: 'The body, printed as it is (rich text the CMS has cleaned).',
      },
      text: {
        type: 'text',
        label: 'Content as text',
        multiline: true,
        description: 'The body as plain text, when there is no `html`.',
      },
      opened: {
        type: 'switch',
        default: false,
        attribute: 'opened',
        label: 'Open when the page loads',
        description: 'Open at start.',
      },
      ...wrapperParams(),
    },
  },
  element: {
    type: 'choice',
    choices: ['div', 'section', 'ul', 'ol'],
    default: 'div',
    attribute: 'element',
    label: 'Sections as',
    choiceLabels: {
      div: 'Sections (div)',
      section: 'One section element',
      ul: 'A bulleted list',
      ol: 'A numbered list',
    },
    description: 'The element the items render in; with `ul` or `ol` each item becomes a list item.',
  },
  leaveOpen: {
    type: 'switch',
    default: false,
    attribute: 'leave-open',
    label: 'Several sections may be open at once',
    description: 'Several items may be open at once.',
  },
  headingLevel: {
    type: 'heading level',
    attribute: 'heading-level',
    wordpressDefault: 2,
    label: 'Heading level of the sections',
    fallbackLabel: 'Default (heading 3)',
    description: "The level of each item's heading. Without one, the widget's `3`; WordPress saves `2`.",
  },
  ...wrapperParams(),
});
