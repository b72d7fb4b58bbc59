// The block editor's view of a block's parameter schema (NAME.params.ts), written into the plugin's
// editor/blocks.js, where editor/shared.js makes each block's controls from it: every parameter the
// block's own controls edit, with its label, help, type and choices. Labels, help and the choices'
// names are English calls of wp.i18n's __ there, so `npm run translations` finds them in the made
// script and the editor shows them in the site's language. Parameters a WordPress block support
// gives (`wordpress`) are left out: WordPress's own controls edit them.
// See docs/internals.md#parameter-schema.

/**
 * A text the editor shows, as the __() call xgettext reads in editor/blocks.js; a long one on
 * lines of its own, within the 120 columns of the repository's files.
 */
const translated = (text, indent = '') =>
  text.length > 60
    ? `__(\n${indent}    ${JSON.stringify(text)},\n${indent}    'site-widgets',\n${indent}  )`
    : `__(${JSON.stringify(text)}, 'site-widgets')`;

/** `{ key: value, … }` as JavaScript, the entries already code. */
const object = (entries, indent) => {
  if (!entries.length) return '{}';
  const inner = `${indent}  `;
  const name = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
  return `{\n${entries.map(([key, code]) => `${inner}${name(key)}: ${code},`).join('\n')}\n${indent}}`;
};

/** One parameter as the editor reads it, as JavaScript. */
function paramCode(name, param, indent) {
  // Every block's parameters have labels (tests/unit/params.test.ts); a new one shows its name until then.
  const entries = [
    ['type', JSON.stringify(param.type)],
    ['label', translated(param.label ?? name, indent)],
  ];
  if (param.help) entries.push(['help', translated(param.help, indent)]);
  if (param.multiline) entries.push(['multiline', 'true']);
  if (param.type === 'choice') {
    const choiceLabel = (value) => translated(param.choiceLabels?.[value] ?? value, `${indent}  `);
    const choices = param.choices.map((value) => `{ value: ${JSON.stringify(value)}, label: ${choiceLabel(value)} }`);
    entries.push(['choices', `[\n${choices.map((choice) => `${indent}    ${choice},`).join('\n')}\n${indent}  ]`]);
  }
  // A heading level without a default of its own may be left to the widget's: the choice's name.
  if (param.type === 'heading level' && param.default === undefined)
    entries.push(['fallbackLabel', translated(param.fallbackLabel ?? name, indent)]);
  if (param.type === 'list') entries.push(['fields', editorParamsCode(param.fields, `${indent}  `)]);
  return object(entries, indent);
}

/** The parameters the block's own controls edit, as a JavaScript object literal. */
export function editorParamsCode(params, indent = '') {
  const edited = Object.entries(params).filter(([, param]) => !param.wordpress);
  return object(
    edited.map(([name, param]) => [name, paramCode(name, param, `${indent}  `)]),
    indent,
  );
}

/** The line of editor/blocks.js that gives the block `name` its parameters. */
export const editorParamsLine = (name, params) =>
  `window.siteWidgetsEditor.params[${JSON.stringify(`site-widgets/${name}`)}] = ${editorParamsCode(params)};\n`;
