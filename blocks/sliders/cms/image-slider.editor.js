/**
 * The image slider in the block editor: images chosen from the media library, each slide's
 * alternative text and caption in the sidebar, the page's markup as the preview.
 * Attributes: image-slider.block.json and the fixtures; markup: image-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { MediaUpload, MediaUploadCheck } = wp.blockEditor;
  const { Button } = wp.components;
  const { hasText, text, imageOf, ImageField, registerListBlock } = editor;

  /** Picks the slider's images from the media library at once, in the canvas and the sidebar. */
  const slideChooser = (attributes, setAttributes) => {
    const slides = attributes.slides || [];
    return el(
      MediaUploadCheck,
      null,
      el(MediaUpload, {
        allowedTypes: ['image'],
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
      }),
    );
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
      fields: (slide, change) => [
        el(ImageField, {
          key: 'image',
          image: slide,
          onChange: (image) => change(image || { id: 0, src: '', width: 0, height: 0 }),
        }),
        text(__('Alternative text', 'site-widgets'), slide.alt, (alt) => change({ alt }), {
          key: 'alt',
          help: __('What the image shows, for visitors who cannot see it.', 'site-widgets'),
        }),
        text(__('Caption', 'site-widgets'), slide.caption, (caption) => change({ caption }), { key: 'caption' }),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
