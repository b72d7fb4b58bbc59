/**
 * The language switch in the block editor: a link per language edited in the sidebar (its fields
 * made from the schema), the page's markup as the preview.
 * Attributes: language-switch.params.ts; markup: language-switch.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, registerListBlock } = editor;

  registerListBlock('site-widgets/language-switch', {
    list: 'links',
    isUsable: (link) => hasText(link.url) && hasText(link.label),
    emptyText: __('Add a link for every language, this page’s included, in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Language %d', 'site-widgets'),
      addLabel: __('Add a language', 'site-widgets'),
      blank: { label: '', url: '', lang: '' },
    },
  });
})(window.wp, window.siteWidgetsEditor);
