/**
 * A collapse group's section in the block editor: its heading typed in place above its content
 * (any blocks), its other settings (whether it is open when the page loads) in the sidebar.
 * Attributes: the fields of collapse-group.params.ts's items; markup: collapse-item.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { registerBlockType } = wp.blocks;
  const { InnerBlocks, PlainText } = wp.blockEditor;
  const { hasText, blockEdit, settingsPanel, paramsOf, paramControls, emptyNotice } = editor;
  const params = paramsOf('site-widgets/collapse-item');

  registerBlockType('site-widgets/collapse-item', {
    edit({ attributes, setAttributes }) {
      return blockEdit({
        blockProps: { className: 'site-widgets-editor-collapse-item' },
        // The heading is typed in place, above the content.
        sidebar: [settingsPanel(...paramControls(params, attributes, setAttributes, { skip: ['heading'] }))],
        canvas: [
          el(PlainText, {
            className: 'site-widgets-editor-collapse-item__heading',
            value: attributes.heading,
            placeholder: __('Heading (a question, for instance)', 'site-widgets'),
            'aria-label': params.heading.label,
            onChange: (heading) => setAttributes({ heading }),
          }),
          hasText(attributes.heading)
            ? null
            : emptyNotice(__('A section without a heading is not shown on the page.', 'site-widgets')),
          el(
            'div',
            { className: 'site-widgets-editor-collapse-item__body' },
            el(InnerBlocks, {
              template: [
                ['core/paragraph', { placeholder: __('What the section shows when it is open', 'site-widgets') }],
              ],
            }),
          ),
        ],
      });
    },
    save: () => el(InnerBlocks.Content),
  });
})(window.wp, window.siteWidgetsEditor);
