/**
 * The editing interface of the site-widgets blocks; their attributes are in editor-blocks/NAME/block.json
 * and their markup comes from PHP (includes/render.php). Plain JavaScript on WordPress's own
 * packages, so the plugin needs no build. The collapse blocks are edited in place; the others
 * keep their fields in the settings sidebar and show the page's markup in the canvas (rendered by
 * the server, laid out by the bundle's stylesheet) or, while they have nothing to show, a notice
 * that says what they need.
 */
(function (wp) {
  'use strict';

  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { registerBlockType, createBlock } = wp.blocks;
  const { useBlockProps, InspectorControls, InnerBlocks, MediaUpload, MediaUploadCheck, PlainText } = wp.blockEditor;
  const { PanelBody, TextControl, TextareaControl, ToggleControl, SelectControl, Button, Notice } = wp.components;
  const { useSelect, useDispatch } = wp.data;
  const ServerSideRender = wp.serverSideRender;

  const hasText = (value) => typeof value === 'string' && value.trim() !== '';

  const text = (label, value, onChange, props) => el(TextControl, { label, value: value || '', onChange, ...props });

  /** The block's settings, a panel of the sidebar. */
  const settingsPanel = (...controls) => el(PanelBody, { title: __('Settings', 'site-widgets') }, ...controls);

  /** A switch for the boolean attribute `key`. */
  const toggle = (label, key, attributes, setAttributes) =>
    el(ToggleControl, { label, checked: attributes[key], onChange: (on) => setAttributes({ [key]: on }) });

  /** A heading level from 2 to 6 for the attribute `headingLevel`; `withDefault` adds "none" (0). */
  const headingLevel = (label, attributes, setAttributes, withDefault) =>
    el(SelectControl, {
      label,
      value: String(attributes.headingLevel || (withDefault ? 0 : 3)),
      options: [
        ...(withDefault ? [{ value: '0', label: __('Default (heading 3)', 'site-widgets') }] : []),
        ...[2, 3, 4, 5, 6].map((level) => ({
          value: String(level),
          label: sprintf(__('Heading %d', 'site-widgets'), level),
        })),
      ],
      onChange: (value) => setAttributes({ headingLevel: Number(value) }),
    });

  /** A notice in the canvas saying what the block needs before it shows anything on the page. */
  const emptyNotice = (message) =>
    el(Notice, { status: 'warning', isDismissible: false, className: 'site-widgets-editor-notice' }, message);

  /** The block as the page shows it before its code arrives, rendered by the plugin's PHP. */
  const preview = (name, attributes, isEmpty, emptyText) =>
    isEmpty
      ? emptyNotice(emptyText)
      : el(ServerSideRender, {
          block: name,
          attributes,
          httpMethod: 'POST',
          EmptyResponsePlaceholder: () => emptyNotice(emptyText),
        });

  /** The image fields of a media library item. */
  const imageOf = (media) => {
    const large = media.sizes && media.sizes.large;
    return {
      id: media.id,
      src: (large && large.url) || media.url,
      alt: media.alt || '',
      width: (large && large.width) || media.width || 0,
      height: (large && large.height) || media.height || 0,
    };
  };

  /**
   * A list of entries (slides, milestones, cards, links) edited in the sidebar: a panel per
   * entry with its fields, and buttons to add, move and remove entries.
   */
  function Rows({ rows, onChange, entryLabel, addLabel, fields, blank }) {
    const update = (index, changes) => onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
    const move = (index, by) => {
      const next = rows.slice();
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row);
      onChange(next);
    };
    const action = (label, disabled, onClick, props) =>
      el(Button, { variant: 'secondary', disabled, onClick, ...props }, label);
    return el(
      'div',
      { className: 'site-widgets-editor-rows' },
      rows.map((row, index) =>
        el(
          PanelBody,
          { key: index, title: sprintf(entryLabel, index + 1), initialOpen: index === rows.length - 1 },
          fields(row, (changes) => update(index, changes)),
          el(
            'div',
            { className: 'site-widgets-editor-rows__actions' },
            action(__('Move up', 'site-widgets'), index === 0, () => move(index, -1)),
            action(__('Move down', 'site-widgets'), index === rows.length - 1, () => move(index, 1)),
            action(__('Remove', 'site-widgets'), false, () => onChange(rows.filter((_, at) => at !== index)), {
              isDestructive: true,
            }),
          ),
        ),
      ),
      el(
        'div',
        { className: 'site-widgets-editor-rows__add' },
        el(Button, { variant: 'primary', onClick: () => onChange(rows.concat([blank])) }, addLabel),
      ),
    );
  }

  /** A button that picks one image from the media library, or removes it. */
  function ImageField({ image, onChange }) {
    const chosen = Boolean(image && image.src);
    return el(
      MediaUploadCheck,
      null,
      el(MediaUpload, {
        allowedTypes: ['image'],
        value: image && image.id,
        onSelect: (media) => onChange(imageOf(media)),
        render: ({ open }) =>
          el(
            'div',
            { className: 'site-widgets-editor-image' },
            chosen ? el('img', { src: image.src, alt: '' }) : null,
            el(
              Button,
              { variant: 'secondary', onClick: open },
              chosen ? __('Replace image', 'site-widgets') : __('Choose image', 'site-widgets'),
            ),
            chosen
              ? el(
                  Button,
                  { variant: 'link', isDestructive: true, onClick: () => onChange(undefined) },
                  __('Remove image', 'site-widgets'),
                )
              : null,
          ),
      }),
    );
  }

  /**
   * A block whose content is the list attribute `list`, edited entry by entry in the sidebar
   * (with `settings` above it), and previewed from the server once an entry `isUsable`.
   */
  function registerListBlock(name, { list, settings, rows, isUsable, emptyText, chooser }) {
    registerBlockType(name, {
      edit({ attributes, setAttributes }) {
        const entries = attributes[list] || [];
        const empty = !entries.some(isUsable);
        return el(
          'div',
          useBlockProps(),
          el(
            InspectorControls,
            null,
            settings ? settingsPanel(settings(attributes, setAttributes)) : null,
            el(Rows, { ...rows, rows: entries, onChange: (next) => setAttributes({ [list]: next }) }),
          ),
          chooser && empty
            ? el('div', { className: 'site-widgets-editor-chooser' }, chooser(attributes, setAttributes))
            : null,
          preview(name, attributes, empty, emptyText),
        );
      },
      save: () => null,
    });
  }

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
      return el(
        'div',
        useBlockProps({ className: 'site-widgets-editor-collapse-group' }),
        el(
          InspectorControls,
          null,
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
        ),
        el(InnerBlocks, {
          allowedBlocks: ['site-widgets/collapse-item'],
          template: [['site-widgets/collapse-item']],
          renderAppender: false,
        }),
        el(AddSection, { clientId }),
      );
    },
    save: () => el(InnerBlocks.Content),
  });

  registerBlockType('site-widgets/collapse-item', {
    edit({ attributes, setAttributes }) {
      return el(
        'div',
        useBlockProps({ className: 'site-widgets-editor-collapse-item' }),
        el(
          InspectorControls,
          null,
          settingsPanel(toggle(__('Open when the page loads', 'site-widgets'), 'opened', attributes, setAttributes)),
        ),
        el(PlainText, {
          className: 'site-widgets-editor-collapse-item__heading',
          value: attributes.heading,
          placeholder: __('Heading (a question, for instance)', 'site-widgets'),
          'aria-label': __('Section heading', 'site-widgets'),
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
      );
    },
    save: () => el(InnerBlocks.Content),
  });

  /** Picks the slider's images from the media library at once, in the canvas and the sidebar. */
  const slideChooser = (attributes, setAttributes) => {
    const slides = attributes.slides || [];
    return el(
      MediaUploadCheck,
      null,
      el(MediaUpload, {
        allowedTypes: ['image'],
        multiple: true,
        value: slides.map((slide) => slide.id).filter(Boolean),
        onSelect: (media) =>
          setAttributes({
            // A caption from the library is HTML; the slide's is text.
            slides: media.map((item) => ({
              ...imageOf(item),
              caption: String(item.caption || '').replace(/<[^>]*>/g, ''),
            })),
          }),
        render: ({ open }) =>
          el(
            Button,
            { variant: 'primary', onClick: open },
            slides.length ? __('Choose other images', 'site-widgets') : __('Choose images', 'site-widgets'),
          ),
      }),
    );
  };

  registerListBlock('site-widgets/image-slider', {
    list: 'slides',
    settings: slideChooser,
    chooser: slideChooser,
    isUsable: (slide) => hasText(slide.src),
    emptyText: __('Choose the images of the slider.', 'site-widgets'),
    rows: {
      entryLabel: __('Slide %d', 'site-widgets'),
      addLabel: __('Add a slide', 'site-widgets'),
      blank: {},
      fields: (slide, change) => [
        el(ImageField, {
          key: 'image',
          image: slide,
          onChange: (image) => change(image || { id: 0, src: '', width: 0, height: 0 }),
        }),
        text(__('Alternative text', 'site-widgets'), slide.alt, (alt) => change({ alt }), {
          key: 'alt',
          help: __('What the image shows, for visitors who cannot see it.', 'site-widgets'),
        }),
        text(__('Caption', 'site-widgets'), slide.caption, (caption) => change({ caption }), { key: 'caption' }),
      ],
    },
  });

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
        text(__('Label (a year, for instance)', 'site-widgets'), milestone.label, (label) => change({ label }), {
          key: 'label',
        }),
        text(__('Title', 'site-widgets'), milestone.title, (title) => change({ title }), { key: 'title' }),
        el(TextareaControl, {
          key: 'text',
          label: __('Text', 'site-widgets'),
          value: milestone.text || '',
          onChange: (value) => change({ text: value }),
        }),
      ],
    },
  });

  /** The date as the site shows dates (Settings → General), for a card's date field. */
  const siteDate = (iso) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso) ? wp.date.dateI18n(wp.date.getSettings().formats.date, iso) : '';

  registerListBlock('site-widgets/updates-slider', {
    list: 'updates',
    settings: (attributes, setAttributes) => [
      text(__('Title above the cards', 'site-widgets'), attributes.heading, (heading) => setAttributes({ heading }), {
        key: 'heading',
      }),
      el(
        'div',
        { key: 'level' },
        headingLevel(__('Heading level of the card titles', 'site-widgets'), attributes, setAttributes, false),
      ),
    ],
    isUsable: (update) => hasText(update.title),
    emptyText: __('Add cards in the block’s settings.', 'site-widgets'),
    rows: {
      entryLabel: __('Card %d', 'site-widgets'),
      addLabel: __('Add a card', 'site-widgets'),
      blank: { title: '', url: '', date: '', dateText: '' },
      fields: (update, change) => [
        text(__('Title', 'site-widgets'), update.title, (title) => change({ title }), { key: 'title' }),
        text(__('Link', 'site-widgets'), update.url, (url) => change({ url }), { key: 'url', type: 'url' }),
        text(__('Date', 'site-widgets'), update.date, (date) => change({ date, dateText: siteDate(date) }), {
          key: 'date',
          type: 'date',
        }),
        text(__('Date as shown', 'site-widgets'), update.dateText, (dateText) => change({ dateText }), {
          key: 'dateText',
        }),
        el(ImageField, { key: 'image', image: update.image, onChange: (image) => change({ image }) }),
      ],
    },
  });

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

  /** The consent text the visitor will read, as the widget words it. */
  const consentText = ({ consentText: own, brand }) => {
    if (hasText(own)) return own.replace('{brand}', brand || '');
    return hasText(brand)
      ? sprintf(__('I agree that %s may contact me by email', 'site-widgets'), brand)
      : __('I agree to be contacted by email', 'site-widgets');
  };

  registerBlockType('site-widgets/newsletter-signup', {
    edit({ attributes, setAttributes, name }) {
      const field = (label, key, props) =>
        text(label, attributes[key], (value) => setAttributes({ [key]: value }), props);
      const thisPlugin = __('Leave empty to store signups with this plugin.', 'site-widgets');
      return el(
        'div',
        useBlockProps(),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Texts', 'site-widgets') },
            field(__('Brand', 'site-widgets'), 'brand', {
              help: __('Who may contact the visitor: named in the consent text.', 'site-widgets'),
            }),
            field(__('Heading', 'site-widgets'), 'heading'),
            headingLevel(__('Heading level', 'site-widgets'), attributes, setAttributes, false),
            el(TextareaControl, {
              label: __('Introduction', 'site-widgets'),
              value: attributes.intro || '',
              onChange: (intro) => setAttributes({ intro }),
            }),
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
        ),
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
      );
    },
    save: () => null,
  });
})(window.wp);
