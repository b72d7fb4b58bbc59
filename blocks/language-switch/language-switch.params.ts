import { defineParams, wrapperParams } from '../../common/define-params';

export default defineParams({
  links: {
    type: 'list',
    label: 'Languages',
    description: 'Every language, the current one included. A link without a usable URL or a label is left out.',
    markup: '`<a href="url" hreflang="lang" lang="lang">label</a>` each, `hreflang` and `lang` only with a `lang`',
    fields: {
      label: {
        type: 'text',
        required: true,
        label: 'Name of the language',
        help: 'In that language: Nederlands, English.',
        description: "The language's name, in that language.",
      },
      url: {
        type: 'url',
        required: true,
        label: 'Link to the page in that language',
        description: 'The page in that language, relative or http(s).',
      },
      lang: {
        type: 'text',
        label: 'Language code',
        help: 'nl, en, de…',
        description: 'Its language code (`nl`, `en`).',
      },
    },
  },
  ...wrapperParams(),
});
