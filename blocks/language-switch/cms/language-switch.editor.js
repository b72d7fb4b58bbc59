/**
 * The language switch in the block editor: a link per language edited in the sidebar, the page's
 * markup as the preview.
 * Attributes: language-switch.params.ts; markup: language-switch.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, textField, registerListBlock } = editor;

  registerListBlock('site-widgets/language-switch', {
    list: 'links',
    isUsable: (link) => hasText(link.url) && hasText(link.label),
    emptyText: __('Add a link for every language, this page’s included, in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Language %d', 'site-widgets'),
      addLabel: __('Add a language', 'site-widgets'),
      blank: { label: '', url: '', lang: '' },
      fields: (link, change) => [
        textField(__('Name of the language', 'site-widgets'), 'label', link, change, {
          help: __('In that language: Nederlands, English.', 'site-widgets'),
        }),
        textField(__('Link to the page in that language', 'site-widgets'), 'url', link, change, { type: 'url' }),
        textField(__('Language code', 'site-widgets'), 'lang', link, change, {
          help: __('nl, en, de…', 'site-widgets'),
        }),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
