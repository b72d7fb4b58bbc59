/**
 * The collapse group in the block editor: its sections are collapse-item blocks, edited in place,
 * with a button under them that adds one; its settings in the sidebar, made from its schema.
 * Attributes: collapse-group.params.ts; markup: collapse-group.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { registerBlockType, createBlock } = wp.blocks;
  const { InnerBlocks } = wp.blockEditor;
  const { Button } = wp.components;
  const { useSelect, useDispatch } = wp.data;
  const { blockEdit, settingsPanel, paramsOf, paramControls } = editor;
  const params = paramsOf('site-widgets/collapse-group');

  /** A button under a group's sections that adds one at the end, where the next one is written. */
  function AddSection({ clientId }) {
    const count = useSelect((select) => select('core/block-editor').getBlockCount(clientId), [clientId]);
    const { insertBlock } = useDispatch('core/block-editor');
    return el(
      Button,
      {
        variant: 'secondary',
        className: 'site-widgets-editor-add-section',
        onClick: () => insertBlock(createBlock('site-widgets/collapse-item'), count, clientId),
      },
      __('Add a section', 'site-widgets'),
    );
  }

  registerBlockType('site-widgets/collapse-group', {
    edit({ attributes, setAttributes, clientId }) {
      return blockEdit({
        blockProps: { className: 'site-widgets-editor-collapse-group' },
        sidebar: [settingsPanel(...paramControls(params, attributes, setAttributes))],
        canvas: [
          el(InnerBlocks, {
            allowedBlocks: ['site-widgets/collapse-item'],
            template: [['site-widgets/collapse-item']],
            renderAppender: false,
          }),
          el(AddSection, { clientId }),
        ],
      });
    },
    save: () => el(InnerBlocks.Content),
  });
})(window.wp, window.siteWidgetsEditor);
