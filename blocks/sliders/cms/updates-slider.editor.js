/**
 * The updates slider in the block editor: its cards (title, link, date, image) edited in the sidebar,
 * the fields and settings made from the schema, the page's markup as the preview.
 * Attributes: updates-slider.params.ts; markup: updates-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, textField, registerListBlock } = editor;

  /** The date as the site shows dates (Settings → General), for a card's date field. */
  const siteDate = (iso) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso) ? wp.date.dateI18n(wp.date.getSettings().formats.date, iso) : '';

  /** A card's date, picked from a calendar; it sets the date as shown, which the editor may then reword. */
  const dateField = ({ key, label, help }, update, change) =>
    textField(label, key, update, ({ date }) => change({ date, dateText: siteDate(date) }), { help, type: 'date' });

  registerListBlock('site-widgets/updates-slider', {
    list: 'updates',
    isUsable: (update) => hasText(update.title),
    emptyText: __('Add cards in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Card %d', 'site-widgets'),
      addLabel: __('Add a card', 'site-widgets'),
      blank: { title: '', url: '', date: '', dateText: '' },
      custom: { date: dateField },
    },
  });
})(window.wp, window.siteWidgetsEditor);
