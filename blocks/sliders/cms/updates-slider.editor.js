/**
 * The updates slider in the block editor: its cards (title, link, date, image) edited in the sidebar,
 * the page's markup as the preview.
 * Attributes: updates-slider.params.ts; markup: updates-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { hasText, textField, headingLevel, ImageField, registerListBlock } = editor;

  /** The date as the site shows dates (Settings → General), for a card's date field. */
  const siteDate = (iso) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso) ? wp.date.dateI18n(wp.date.getSettings().formats.date, iso) : '';

  /** Sets a card's date and, from it, the date as shown, which the editor may then reword. */
  const withDateText =
    (change) =>
    ({ date }) =>
      change({ date, dateText: siteDate(date) });

  registerListBlock('site-widgets/updates-slider', {
    list: 'updates',
    settings: (attributes, setAttributes) => [
      textField(__('Title above the cards', 'site-widgets'), 'heading', attributes, setAttributes),
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
        textField(__('Title', 'site-widgets'), 'title', update, change),
        textField(__('Link', 'site-widgets'), 'url', update, change, { type: 'url' }),
        textField(__('Date', 'site-widgets'), 'date', update, withDateText(change), { type: 'date' }),
        textField(__('Date as shown', 'site-widgets'), 'dateText', update, change),
        el(ImageField, { key: 'image', image: update.image, onChange: (image) => change({ image }) }),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
