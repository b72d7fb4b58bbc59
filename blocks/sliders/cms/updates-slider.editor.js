/**
 * The updates slider in the block editor: its cards (title, link, date, image) edited in the sidebar,
 * the page's markup as the preview.
 * Attributes: updates-slider.block.json and the fixtures; markup: updates-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { hasText, text, headingLevel, ImageField, registerListBlock } = editor;

  /** The date as the site shows dates (Settings → General), for a card's date field. */
  const siteDate = (iso) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso) ? wp.date.dateI18n(wp.date.getSettings().formats.date, iso) : '';

  registerListBlock('site-widgets/updates-slider', {
    list: 'updates',
    settings: (attributes, setAttributes) => [
      text(__('Title above the cards', 'site-widgets'), attributes.heading, (heading) => setAttributes({ heading }), {
        key: 'heading',
      }),
      el(
        'div',
        { key: 'level' },
        headingLevel(__('Heading level of the card titles', 'site-widgets'), attributes, setAttributes, false),
      ),
    ],
    isUsable: (update) => hasText(update.title),
    emptyText: __('Add cards in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Card %d', 'site-widgets'),
      addLabel: __('Add a card', 'site-widgets'),
      blank: { title: '', url: '', date: '', dateText: '' },
      fields: (update, change) => [
        text(__('Title', 'site-widgets'), update.title, (title) => change({ title }), { key: 'title' }),
        text(__('Link', 'site-widgets'), update.url, (url) => change({ url }), { key: 'url', type: 'url' }),
        text(__('Date', 'site-widgets'), update.date, (date) => change({ date, dateText: siteDate(date) }), {
          key: 'date',
          type: 'date',
        }),
        text(__('Date as shown', 'site-widgets'), update.dateText, (dateText) => change({ dateText }), {
          key: 'dateText',
        }),
        el(ImageField, { key: 'image', image: update.image, onChange: (image) => change({ image }) }),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
