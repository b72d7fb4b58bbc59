import { defineParams, wrapperParams } from '../../common/define-params';

export default defineParams({
  heading: { type: 'text', attribute: 'heading', label: 'Title above the cards', description: "The slider's heading." },
  updates: {
    type: 'list',
    label: 'Cards',
    description: 'The cards, in order. A card without a title is left out.',
    markup:
      'an `<article>` each: the image, then `<p><time datetime="date">dateText</time></p>` (only `dateText` ' +
      'without `<time>` when there is no `date`; the `date` itself when there is no `dateText`), then ' +
      '`<hN><a href="url">title</a></hN>` (no link without a usable `url`)',
    fields: {
      title: { type: 'text', required: true, label: 'Title', description: "The card's title." },
      url: { type: 'url', label: 'Link', description: 'Where the title links to, relative or http(s).' },
      date: {
        type: 'text',
        label: 'Date',
        description: 'A machine-readable date (`2026-03-01`), for `<time datetime>`.',
      },
      dateText: { type: 'text', label: 'Date as shown', description: 'The date as a reader sees it.' },
      image: {
        type: 'image',
        label: 'Image',
        markup:
          '`<img src alt width height loading="lazy">`; `alt` defaults to empty, as the title says what the card is',
        description: "The card's image.",
      },
    },
  },
  headingLevel: {
    type: 'heading level',
    default: 3,
    label: 'Heading level of the card titles',
    markup: 'the level of the card titles',
    description: "The level of the cards' titles.",
  },
  ...wrapperParams({ align: true }),
});
