/**
 * The timeline slider in the block editor: its milestones edited in the sidebar, the page's markup
 * as the preview.
 * Attributes: timeline-slider.params.ts; markup: timeline-slider.render.php.
 */
(function (wp, editor) {
  'use strict';

  const { __ } = wp.i18n;
  const { hasText, textField, textareaField, headingLevel, registerListBlock } = editor;

  registerListBlock('site-widgets/timeline-slider', {
    list: 'milestones',
    settings: (attributes, setAttributes) =>
      headingLevel(__('Heading level of the titles', 'site-widgets'), attributes, setAttributes, false),
    isUsable: (milestone) => hasText(milestone.label) || hasText(milestone.title) || hasText(milestone.text),
    emptyText: __('Add milestones in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Milestone %d', 'site-widgets'),
      addLabel: __('Add a milestone', 'site-widgets'),
      blank: { label: '', title: '', text: '' },
      fields: (milestone, change) => [
        textField(__('Label (a year, for instance)', 'site-widgets'), 'label', milestone, change),
        textField(__('Title', 'site-widgets'), 'title', milestone, change),
        textareaField(__('Text', 'site-widgets'), 'text', milestone, change),
      ],
    },
  });
})(window.wp, window.siteWidgetsEditor);
