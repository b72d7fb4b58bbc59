/**
 * The language switch in the block editor: a link per language edited in the sidebar, the page's
 * markup as the preview.
 * Attributes: language-switch.block.json and the fixtures; markup: language-switch.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, text, registerListBlock } = editor;

  registerListBlock('site-widgets/language-switch', {
    list: 'links',
    isUsable: (link) => hasText(link.url) && hasText(link.label),
    emptyText: __('Add a link for every language, this page’s included, in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Language %d', 'site-widgets'),
      addLabel: __('Add a language', 'site-widgets'),
      blank: { label: '', url: '', lang: '' },
      fields: (link, change) => [
        text(__('Name of the language', 'site-widgets'), link.label, (label) => change({ label }), {
          key: 'label',
          help: __('In that language: Nederlands, English.', 'site-widgets'),
        }),
        text(__('Link to the page in that language', 'site-widgets'), link.url, (url) => change({ url }), {
          key: 'url',
          type: 'url',
        }),
        text(__('Language code', 'site-widgets'), link.lang, (lang) => change({ lang }), {
          key: 'lang',
          help: __('nl, en, de…', 'site-widgets'),
        }),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
