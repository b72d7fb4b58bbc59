import { defineParams } from '../../common/define-params';

export default defineParams({
  slides: {
    type: 'list',
    description: 'The images, in order. A slide without a usable `src` is left out.',
    markup:
      'a `<figure>` each with `<img src alt width height loading="lazy">` and a `<figcaption>` when there ' +
      'is a caption; `alt` is printed even when empty',
    fields: {
      src: { type: 'url', required: true, description: 'The image, relative or http(s).' },
      alt: { type: 'text', description: "The image's text alternative; empty for decoration." },
      width: { type: 'number', description: "The image's width in pixels, when a whole number." },
      height: { type: 'number', description: "The image's height in pixels, when a whole number." },
      caption: { type: 'text', description: 'A caption under the image.' },
    },
  },
});
