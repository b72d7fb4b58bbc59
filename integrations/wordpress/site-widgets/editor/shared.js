/**
 * What the blocks' editing interfaces share: the block with its sidebar, the controls made from a
 * block's parameter schema, the image picker, the list editor, the preview rendered by the plugin's
 * PHP and the notice of an empty block, as `window.siteWidgetsEditor`. Each block's own interface is
 * in its folder of the package (blocks/FOLDER/cms/NAME.editor.js); the build joins them into
 * editor/blocks.js, which runs after this script and first gives `params`: each block's parameters
 * with their labels and help (made from NAME.params.ts). Plain JavaScript on WordPress's own
 * packages, so the plugin needs no build of its own.
 */
(function (wp) {
  'use strict';

  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { registerBlockType } = wp.blocks;
  const { useBlockProps, InspectorControls, MediaUpload, MediaUploadCheck } = wp.blockEditor;
  const { PanelBody, TextControl, TextareaControl, ToggleControl, SelectControl, Button, Notice } = wp.components;
  const ServerSideRender = wp.serverSideRender;

  const hasText = (value) => typeof value === 'string' && value.trim() !== '';

  /**
   * What a block's edit function renders: its wrapper in the canvas (useBlockProps with
   * `blockProps`), holding the panels of its `sidebar` and then its `canvas`, what it shows in place.
   */
  const blockEdit = ({ blockProps, sidebar, canvas }) =>
    el('div', useBlockProps(blockProps), el(InspectorControls, null, ...sidebar), ...canvas);

  /**
   * A field of `Control` for the text `values[key]`, which `change` sets as `{ [key]: value }`.
   * `key` is also the field's React key, for the fields of a list entry.
   */
  const keyedField = (Control) => (label, key, values, change, props) =>
    el(Control, { key, label, value: values[key] || '', onChange: (value) => change({ [key]: value }), ...props });
  const textField = keyedField(TextControl);

  /** The block's settings, a panel of the sidebar. */
  const settingsPanel = (...controls) => el(PanelBody, { title: __('Settings', 'site-widgets') }, ...controls);

  /** A switch for the boolean `values[key]`. */
  const toggle = ({ key, label, help }, values, change) =>
    el(ToggleControl, { key, label, help, checked: Boolean(values[key]), onChange: (on) => change({ [key]: on }) });

  /**
   * A heading level, one of the package's levels (set by the made editor/blocks.js, from
   * common/heading-level.ts); `fallbackLabel` (the schema's) names "none" (0), the widget's own.
   */
  const headingLevel = ({ key, label, help, fallbackLabel }, values, change) =>
    el(SelectControl, {
      key,
      label,
      help,
      value: String(values[key] || 0),
      options: [
        ...(fallbackLabel ? [{ value: '0', label: fallbackLabel }] : []),
        ...window.siteWidgetsEditor.headingLevels.map((level) => ({
          value: String(level),
          label: sprintf(__('Heading %d', 'site-widgets'), level),
        })),
      ],
      onChange: (value) => change({ [key]: Number(value) }),
    });

  /** The parameters of the block `name`, with their labels and help, as editor/blocks.js gives them. */
  const paramsOf = (name) => window.siteWidgetsEditor.params[name] || {};

  /**
   * The control of one parameter, `param` the schema's with its `key`, for `values[key]`, which
   * `change` sets as `{ [key]: value }`. A list has an editor of its own (Rows, or inner blocks).
   */
  function paramControl(param, values, change) {
    const { key, label, help } = param;
    switch (param.type) {
      case 'switch':
        return toggle(param, values, change);
      case 'heading level':
        return headingLevel(param, values, change);
      case 'choice':
        return el(SelectControl, {
          key,
          label,
          help,
          value: values[key],
          options: param.choices,
          onChange: (value) => change({ [key]: value }),
        });
      case 'image':
        return el(ImageField, { key, image: values[key], onChange: (image) => change({ [key]: image }) });
      case 'number':
        return el(TextControl, {
          key,
          label,
          help,
          type: 'number',
          value: values[key] === undefined ? '' : String(values[key]),
          onChange: (value) => change({ [key]: value === '' ? undefined : Number(value) }),
        });
      case 'list':
        return null;
      default:
        return keyedField(param.multiline ? TextareaControl : TextControl)(label, key, values, change, {
          help,
          type: param.type === 'url' ? 'url' : undefined,
        });
    }
  }

  /**
   * The controls of `params` (a block's, or a list's fields) for `values`, in the schema's order:
   * `only` takes some of them, in its order; `skip` leaves some out (edited in the canvas, or set by
   * another control); `custom` makes a parameter's control where the schema cannot say it, from the
   * schema's `{ key, label, help, … }`, the values and `change`.
   */
  const paramControls = (params, values, change, { only, skip = [], custom = {} } = {}) =>
    (only || Object.keys(params))
      .filter((key) => params[key] && !skip.includes(key))
      .map((key) => (custom[key] || paramControl)({ key, ...params[key] }, values, change))
      .filter(Boolean);

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

  /** The media library's picker of images, shown only to users who may upload. */
  const imagePicker = (props) => el(MediaUploadCheck, null, el(MediaUpload, { allowedTypes: ['image'], ...props }));

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
    return imagePicker({
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
    });
  }

  /**
   * A block whose content is the list attribute `list`, edited entry by entry in the sidebar, each
   * entry's fields made from the list's schema (`rows.skip` and `rows.custom` as paramControls
   * takes them), and previewed from the server once an entry `isUsable`. The block's other
   * parameters are its settings, above the list, with what `settings` adds (a chooser).
   */
  function registerListBlock(name, { list, settings, rows, isUsable, emptyText, chooser }) {
    const params = paramsOf(name);
    const { skip, custom, ...labels } = rows;
    const fields = (entry, change) => paramControls(params[list].fields, entry, change, { skip, custom });
    registerBlockType(name, {
      edit({ attributes, setAttributes }) {
        const entries = attributes[list] || [];
        const empty = !entries.some(isUsable);
        const own = [
          ...paramControls(params, attributes, setAttributes),
          settings && settings(attributes, setAttributes),
        ];
        return blockEdit({
          sidebar: [
            own.some(Boolean) ? settingsPanel(...own) : null,
            el(Rows, { ...labels, fields, rows: entries, onChange: (next) => setAttributes({ [list]: next }) }),
          ],
          canvas: [
            chooser && empty
              ? el('div', { className: 'site-widgets-editor-chooser' }, chooser(attributes, setAttributes))
              : null,
            preview(name, attributes, empty, emptyText),
          ],
        });
      },
      save: () => null,
    });
  }

  window.siteWidgetsEditor = {
    params: {},
    hasText,
    blockEdit,
    textField,
    settingsPanel,
    paramsOf,
    paramControls,
    emptyNotice,
    preview,
    imageOf,
    imagePicker,
    ImageField,
    registerListBlock,
  };
})(window.wp);
