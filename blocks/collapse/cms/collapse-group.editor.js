/**
 * The collapse group in the block editor: its sections are collapse-item blocks, edited in place,
 * with a button under them that adds one; its settings in the sidebar.
 * Attributes: collapse-group.params.ts; markup: collapse-group.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { registerBlockType, createBlock } = wp.blocks;
  const { InnerBlocks } = wp.blockEditor;
  const { SelectControl, Button } = wp.components;
  const { useSelect, useDispatch } = wp.data;
  const { blockEdit, settingsPanel, toggle, headingLevel } = editor;

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
        sidebar: [
          settingsPanel(
            toggle(__('Several sections may be open at once', 'site-widgets'), 'leaveOpen', attributes, setAttributes),
            headingLevel(__('Heading level of the sections', 'site-widgets'), attributes, setAttributes, true),
            el(SelectControl, {
              label: __('Sections as', 'site-widgets'),
              value: attributes.element,
              options: [
                { value: 'div', label: __('Sections (div)', 'site-widgets') },
                { value: 'section', label: __('One section element', 'site-widgets') },
                { value: 'ul', label: __('A bulleted list', 'site-widgets') },
                { value: 'ol', label: __('A numbered list', 'site-widgets') },
              ],
              onChange: (element) => setAttributes({ element }),
            }),
          ),
        ],
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
