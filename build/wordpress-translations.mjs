// `npm run translations`: the WordPress plugin's translations, made from its sources with gettext
// (Debian's package gettext: xgettext, msgmerge, msgattrib, msgfmt). In the plugin's languages/:
//
//   site-widgets.pot          every text of the PHP, the editor's script, the blocks' block.json
//                             (title, description, keywords) and the plugin header's description
//   site-widgets-LOCALE.po    a language's translations, written by hand; this script adds the new
//                             texts to it untranslated and drops the texts the sources no longer have
//   site-widgets-LOCALE.mo    what WordPress's PHP reads (also for block.json and the plugin header)
//   site-widgets-LOCALE-HANDLE.json
//                             what each of the editor's scripts reads (wp_set_script_translations)
//
// The plugin's editor-blocks/ and editor/blocks.js are made from the block folders, so the faces are
// written first (build/cms-faces.mjs).
//
// English is the source. `--check` writes nothing and fails when a file differs from what the
// sources make or a text has no translation; the WordPress tests run it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';
import { writeCmsFaces } from './cms-faces.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pluginDir = join(root, 'integrations/wordpress/site-widgets');
const languagesDir = join(pluginDir, 'languages');
const DOMAIN = 'site-widgets';
/** The editor's scripts by their handles, which name their JSON translations. */
const EDITOR_SCRIPTS = { 'site-widgets-editor-shared': 'editor/shared.js', 'site-widgets-editor': 'editor/blocks.js' };

/** WordPress's translation functions, as xgettext keywords (argument numbers, c for a context). */
const KEYWORDS = [
  '__',
  '_e',
  '_n:1,2',
  '_x:1,2c',
  '_ex:1,2c',
  '_nx:1,2,4c',
  'esc_html__',
  'esc_html_e',
  'esc_html_x:1,2c',
  'esc_attr__',
  'esc_attr_e',
  'esc_attr_x:1,2c',
];

const HEADER = `# The texts of the site-widgets WordPress plugin, made by \`npm run translations\` from its sources.
msgid ""
msgstr ""
"Project-Id-Version: site-widgets\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"X-Domain: site-widgets\\n"
`;

/** Runs a gettext program and returns what it printed. */
function gettext(program, args) {
  try {
    return execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(`${program} is missing: install Debian's gettext (apt-get install gettext).`, {
        cause: error,
      });
    }
    throw new Error(`${program} failed: ${error.stderr || error.message}`, { cause: error });
  }
}

/** A PO string literal. */
const quoted = (text) =>
  `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n').replaceAll('\t', '\\t')}"`;

/**
 * The texts xgettext cannot see, as PO entries: each block.json's title, description and keywords,
 * with the contexts WordPress translates them in, and the plugin header's description.
 */
function metadataEntries() {
  const entries = [];
  const add = (file, context, text) =>
    entries.push(`#: ${file}\n${context ? `msgctxt ${quoted(context)}\n` : ''}msgid ${quoted(text)}\nmsgstr ""\n`);
  const blocksDir = join(pluginDir, 'editor-blocks');
  const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const name of folders.map((entry) => entry.name).sort()) {
    const file = `editor-blocks/${name}/block.json`;
    const block = JSON.parse(readFileSync(join(pluginDir, file), 'utf8'));
    add(file, 'block title', block.title);
    if (block.description) add(file, 'block description', block.description);
    for (const keyword of block.keywords ?? []) add(file, 'block keyword', keyword);
  }
  const header = readFileSync(join(pluginDir, 'site-widgets.php'), 'utf8');
  const description = /^ \* Description:\s*(.+)$/m.exec(header)?.[1];
  if (!description) throw new Error('site-widgets.php has no Description header.');
  add('site-widgets.php', '', description.trim());
  return `${HEADER}\n${entries.join('\n')}`;
}

/** The plugin's PHP files, relative to its folder. */
function phpFiles() {
  return readdirSync(pluginDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.php') && !name.startsWith('dist/'))
    .sort();
}

/** The template of every text: site-widgets.pot. */
function makeTemplate(scratch) {
  const metadata = join(scratch, 'metadata.pot');
  writeFileSync(metadata, metadataEntries());
  const extracted = gettext('xgettext', [
    '--from-code=UTF-8',
    '--keyword',
    ...KEYWORDS.map((keyword) => `--keyword=${keyword}`),
    '--add-comments=translators:',
    '--add-location=file',
    '--sort-by-file',
    '--package-name=site-widgets',
    '--directory',
    pluginDir,
    '--output=-',
    ...phpFiles(),
    ...Object.values(EDITOR_SCRIPTS),
    // Read as a PO file, from its own directory.
    relative(pluginDir, metadata),
  ]);
  // xgettext's header (with its creation time) gives way to a fixed one.
  return HEADER + extracted.slice(extracted.indexOf('\n\n') + 1);
}

/** A language's PO file brought up to the template: new texts untranslated, gone ones dropped. */
function mergeTranslations(poFile, template) {
  const merged = gettext('msgmerge', [
    '--quiet',
    '--no-fuzzy-matching',
    '--add-location=file',
    '--output-file=-',
    poFile,
    template,
  ]);
  const scratchPo = `${template}.${Date.now()}.po`;
  writeFileSync(scratchPo, merged);
  try {
    return gettext('msgattrib', ['--no-obsolete', '--add-location=file', '--output-file=-', scratchPo]);
  } finally {
    rmSync(scratchPo);
  }
}

/** An editor script's translations in the JSON that wp_set_script_translations() reads. */
function editorJson(po, locale, script, scratch) {
  const scriptTemplate = join(scratch, 'editor.pot');
  gettext('xgettext', [
    '--from-code=UTF-8',
    '--keyword',
    ...KEYWORDS.map((keyword) => `--keyword=${keyword}`),
    '--directory',
    pluginDir,
    `--output=${scriptTemplate}`,
    script,
  ]);
  const wanted = gettextParser.po.parse(readFileSync(scriptTemplate)).translations;
  const translated = gettextParser.po.parse(po).translations;
  const messages = {
    '': { domain: 'messages', lang: locale, 'plural-forms': gettextParser.po.parse(po).headers['Plural-Forms'] },
  };
  for (const [context, entries] of Object.entries(wanted)) {
    for (const msgid of Object.keys(entries)) {
      if (msgid === '') continue;
      const key = context ? `${context}\u0004${msgid}` : msgid;
      messages[key] = translated[context]?.[msgid]?.msgstr ?? [''];
    }
  }
  const json = { domain: 'messages', locale_data: { messages } };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Every file languages/ should hold, by name, made from the sources (the faces written first). */
export async function makeTranslations() {
  await writeCmsFaces(root);
  const scratch = mkdtempSync(join(tmpdir(), 'site-widgets-translations-'));
  try {
    const template = makeTemplate(scratch);
    const templateFile = join(scratch, `${DOMAIN}.pot`);
    writeFileSync(templateFile, template);
    const files = { [`${DOMAIN}.pot`]: template };
    const untranslated = [];
    for (const name of readdirSync(languagesDir).sort()) {
      const locale = new RegExp(`^${DOMAIN}-(.+)\\.po$`).exec(name)?.[1];
      if (!locale) continue;
      const po = mergeTranslations(join(languagesDir, name), templateFile);
      files[name] = po;
      const poFile = join(scratch, name);
      writeFileSync(poFile, po);
      const moFile = join(scratch, `${DOMAIN}-${locale}.mo`);
      gettext('msgfmt', ['--check', `--output-file=${moFile}`, poFile]);
      files[`${DOMAIN}-${locale}.mo`] = readFileSync(moFile);
      for (const [handle, script] of Object.entries(EDITOR_SCRIPTS))
        files[`${DOMAIN}-${locale}-${handle}.json`] = editorJson(po, locale, script, scratch);
      for (const entries of Object.values(gettextParser.po.parse(po).translations)) {
        for (const entry of Object.values(entries)) {
          const fuzzy = entry.comments?.flag?.includes('fuzzy');
          if (entry.msgid !== '' && (fuzzy || entry.msgstr.some((text) => text === '')))
            untranslated.push(`${locale}: ${entry.msgctxt ? `(${entry.msgctxt}) ` : ''}${entry.msgid}`);
        }
      }
    }
    return { files, untranslated };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The names of the files in languages/ that differ from what the sources make, or are extra. */
export function staleTranslations({ files }) {
  const present = readdirSync(languagesDir);
  const stale = Object.entries(files)
    .filter(
      ([name, content]) =>
        !present.includes(name) || !readFileSync(join(languagesDir, name)).equals(Buffer.from(content)),
    )
    .map(([name]) => name);
  return [...stale, ...present.filter((name) => !(name in files))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const made = await makeTranslations();
  if (process.argv.includes('--check')) {
    const stale = staleTranslations(made);
    const problems = [
      ...stale.map((name) => `languages/${name} is not what the sources make: run npm run translations.`),
      ...made.untranslated.map((text) => `untranslated: ${text}`),
    ];
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
  } else {
    for (const [name, content] of Object.entries(made.files)) writeFileSync(join(languagesDir, name), content);
    console.log(`WordPress translations: ${relative(root, languagesDir)}/ (${Object.keys(made.files).length} files)`);
    if (made.untranslated.length) console.log(`Untranslated, in the .po files:\n  ${made.untranslated.join('\n  ')}`);
  }
}
