import { defineParams } from '../../common/define-params';

export default defineParams({
  links: {
    type: 'list',
    description: 'Every language, the current one included. A link without a usable URL or a label is left out.',
    markup: '`<a href="url" hreflang="lang" lang="lang">label</a>` each, `hreflang` and `lang` only with a `lang`',
    fields: {
      url: { type: 'url', required: true, description: 'The page in that language, relative or http(s).' },
      label: { type: 'text', required: true, description: "The language's name, in that language." },
      lang: { type: 'text', description: 'Its language code (`nl`, `en`).' },
    },
  },
});
