/**
 * The newsletter signup in the block editor: its texts and endpoints in the sidebar, its heading and
 * introduction as the page shows them, and a picture of the form the widget renders on the page.
 * Attributes: newsletter-signup.params.ts; markup: newsletter-signup.render.php.
 */
(function (wp, editor) {
  'use strict';

  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { registerBlockType } = wp.blocks;
  const { PanelBody } = wp.components;
  const { hasText, blockEdit, textField, textareaField, headingLevel, preview } = editor;

  /** The consent text the visitor will read, as the widget words it. */
  const consentText = ({ consentText: own, brand }) => {
    if (hasText(own)) return own.replace('{brand}', brand || '');
    return hasText(brand)
      ? sprintf(__('I agree that %s may contact me by email', 'site-widgets'), brand)
      : __('I agree to be contacted by email', 'site-widgets');
  };

  registerBlockType('site-widgets/newsletter-signup', {
    edit({ attributes, setAttributes, name }) {
      const field = (label, key, props) => textField(label, key, attributes, setAttributes, props);
      const thisPlugin = __('Leave empty to store signups with this plugin.', 'site-widgets');
      return blockEdit({
        sidebar: [
          el(
            PanelBody,
            { title: __('Texts', 'site-widgets') },
            field(__('Brand', 'site-widgets'), 'brand', {
              help: __('Who may contact the visitor: named in the consent text.', 'site-widgets'),
            }),
            field(__('Heading', 'site-widgets'), 'heading'),
            headingLevel(__('Heading level', 'site-widgets'), attributes, setAttributes, false),
            textareaField(__('Introduction', 'site-widgets'), 'intro', attributes, setAttributes),
            field(__('Consent text', 'site-widgets'), 'consentText', {
              help: __(
                'Leave empty for the standard text in the page’s language; {brand} is replaced by the brand.',
                'site-widgets',
              ),
            }),
          ),
          el(
            PanelBody,
            { title: __('Backend', 'site-widgets'), initialOpen: false },
            field(__('Signup endpoint', 'site-widgets'), 'action', { help: thisPlugin }),
            field(__('Session endpoint', 'site-widgets'), 'sessionInfo', { help: thisPlugin }),
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
