/**
 * The timeline slider in the block editor: its milestones edited in the sidebar (the fields and
 * settings made from the schema), the page's markup as the preview.
 * Attributes: timeline-slider.params.ts; markup: timeline-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, registerListBlock } = editor;

  registerListBlock('site-widgets/timeline-slider', {
    list: 'milestones',
    isUsable: (milestone) => hasText(milestone.label) || hasText(milestone.title) || hasText(milestone.text),
    emptyText: __('Add milestones in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Milestone %d', 'site-widgets'),
      addLabel: __('Add a milestone', 'site-widgets'),
      blank: { label: '', title: '', text: '' },
    },
  });
})(window.wp, window.siteWidgetsEditor);
