import { defineParams, wrapperParams } from '../../common/define-params';

export default defineParams({
  slides: {
    type: 'list',
    label: 'Slides',
    description: 'The images, in order. A slide without a usable `src` is left out.',
    markup:
      'a `<figure>` each with `<img src alt width height loading="lazy">` and a `<figcaption>` when there ' +
      'is a caption; `alt` is printed even when empty',
    fields: {
      src: { type: 'url', required: true, label: 'Image', description: 'The image, relative or http(s).' },
      alt: {
        type: 'text',
        label: 'Alternative text',
        help: 'What the image shows, for visitors who cannot see it.',
        description: "The image's text alternative; empty for decoration.",
      },
      width: { type: 'number', label: 'Width', description: "The image's width in pixels, when a whole number." },
      height: { type: 'number', label: 'Height', description: "The image's height in pixels, when a whole number." },
      caption: { type: 'text', label: 'Caption', description: 'A caption under the image.' },
    },
  },
  ...wrapperParams({ align: true }),
});
