/**
 * The newsletter signup in the block editor: its texts and endpoints in the sidebar (made from the
 * schema), its heading and introduction as the page shows them, and a picture of the form the
 * widget renders on the page.
 * Attributes: newsletter-signup.params.ts; markup: newsletter-signup.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { registerBlockType } = wp.blocks;
  const { PanelBody } = wp.components;
  const { hasText, blockEdit, paramsOf, paramControls, preview } = editor;
  const params = paramsOf('site-widgets/newsletter-signup');
  /** The endpoints, in a panel of their own: few sites set them. */
  const BACKEND = ['action', 'sessionInfo'];

  /** The consent text the visitor will read, as the widget words it. */
  const consentText = ({ consentText: own, brand }) => {
    if (hasText(own)) return own.replace('{brand}', brand || '');
    return hasText(brand)
      ? sprintf(__('I agree that %s may contact me by email', 'site-widgets'), brand)
      : __('I agree to be contacted by email', 'site-widgets');
  };

  registerBlockType('site-widgets/newsletter-signup', {
    edit({ attributes, setAttributes, name }) {
      return blockEdit({
        sidebar: [
          el(
            PanelBody,
            { title: __('Texts', 'site-widgets') },
            ...paramControls(params, attributes, setAttributes, { skip: BACKEND }),
          ),
          el(
            PanelBody,
            { title: __('Backend', 'site-widgets'), initialOpen: false },
            ...paramControls(params, attributes, setAttributes, { only: BACKEND }),
          ),
        ],
        canvas: [
          preview(name, attributes, false, ''),
          // The form the widget renders on the page, as a picture: it comes with the bundle's code.
          el(
            'div',
            { className: 'site-widgets-editor-newsletter-form', 'aria-hidden': 'true' },
            el('span', { className: 'newsletter-signup__label' }, __('Email address', 'site-widgets')),
            el('span', { className: 'site-widgets-editor-newsletter-form__input' }),
            el('span', { className: 'site-widgets-editor-newsletter-form__consent' }, '☐ ', consentText(attributes)),
            el('span', { className: 'newsletter-signup__submit' }, __('Sign up', 'site-widgets')),
          ),
        ],
      });
    },
    save: () => null,
  });
})(window.wp, window.siteWidgetsEditor);
