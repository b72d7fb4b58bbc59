import { defineParams } from '../../common/define-params';

export default defineParams({
  heading: { type: 'text', attribute: 'heading', description: "The slider's heading." },
  updates: {
    type: 'list',
    description: 'The cards, in order. A card without a title is left out.',
    markup:
      'an `<article>` each: the image, then `<p><time datetime="date">dateText</time></p>` (only `dateText` ' +
      'without `<time>` when there is no `date`; the `date` itself when there is no `dateText`), then ' +
      '`<hN><a href="url">title</a></hN>` (no link without a usable `url`)',
    fields: {
      title: { type: 'text', required: true, description: "The card's title." },
      url: { type: 'url', description: 'Where the title links to, relative or http(s).' },
      date: { type: 'text', description: 'A machine-readable date (`2026-03-01`), for `<time datetime>`.' },
      dateText: { type: 'text', description: 'The date as a reader sees it.' },
      image: {
        type: 'image',
        markup:
          '`<img src alt width height loading="lazy">`; `alt` defaults to empty, as the title says what the card is',
        description: "The card's image.",
      },
    },
  },
  headingLevel: {
    type: 'heading level',
    default: 3,
    markup: 'the level of the card titles',
    description: "The level of the cards' titles.",
  },
});
