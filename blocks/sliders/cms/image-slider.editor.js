/**
 * The image slider in the block editor: images chosen from the media library, each slide's
 * alternative text and caption in the sidebar (made from the schema), the page's markup as the preview.
 * Attributes: image-slider.params.ts; markup: image-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { Button } = wp.components;
  const { hasText, imagePicker, imageOf, ImageField, registerListBlock } = editor;

  /** Picks the slider's images from the media library at once, in the canvas and the sidebar. */
  const slideChooser = (attributes, setAttributes) => {
    const slides = attributes.slides || [];
    return imagePicker({
      multiple: true,
      value: slides.map((slide) => slide.id).filter(Boolean),
      onSelect: (media) =>
        setAttributes({
          // A caption from the library is HTML; the slide's is text.
          slides: media.map((item) => ({
            ...imageOf(item),
            caption: String(item.caption || '').replace(/<[^>]*>/g, ''),
          })),
        }),
      render: ({ open }) =>
        el(
          Button,
          { variant: 'primary', onClick: open },
          slides.length ? __('Choose other images', 'site-widgets') : __('Choose images', 'site-widgets'),
        ),
    });
  };

  registerListBlock('site-widgets/image-slider', {
    list: 'slides',
    settings: slideChooser,
    chooser: slideChooser,
    isUsable: (slide) => hasText(slide.src),
    emptyText: __('Choose the images of the slider.', 'site-widgets'),
    rows: {
      entryLabel: __('Slide %d', 'site-widgets'),
      addLabel: __('Add a slide', 'site-widgets'),
      blank: {},
      // A slide's image is its own fields: src, and the width and height the library gives.
      skip: ['width', 'height'],
      custom: {
        src: ({ key }, slide, change) =>
          el(ImageField, {
            key,
            image: slide,
            onChange: (image) => change(image || { id: 0, src: '', width: 0, height: 0 }),
          }),
      },
    },
  });
})(window.wp, window.siteWidgetsEditor);
