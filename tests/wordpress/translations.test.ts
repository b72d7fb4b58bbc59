// The plugin's translations (integrations/wordpress/site-widgets/languages/) are what
// `npm run translations` makes from the plugin's sources with Debian's gettext, every text is
// translated (tests/unit/wordpress-zip.test.ts finds them in the plugin's zip).
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { makeTranslations, staleTranslations } from '../../build/wordpress-translations.mjs';

interface Made {
  files: Record<string, string | Buffer>;
  untranslated: string[];
}

const made = (await makeTranslations()) as Made;

describe('the WordPress plugin’s translations', () => {
  it('are what the sources make (run npm run translations after changing a text)', () => {
    expect(Object.keys(made.files).sort()).toEqual([
      'site-widgets-nl_NL-site-widgets-editor-shared.json',
      'site-widgets-nl_NL-site-widgets-editor.json',
      'site-widgets-nl_NL.mo',
      'site-widgets-nl_NL.po',
      'site-widgets.pot',
    ]);
    expect(staleTranslations(made)).toEqual([]);
  });

  it('translate every text of the PHP, the editor’s script, the block.json files and the plugin header', () => {
    const template = String(made.files['site-widgets.pot']);
    // Each kind of source is in the template.
    for (const source of [
      'includes/newsletter.php',
      'includes/double-opt-in.php',
      'editor/shared.js',
      'editor/blocks.js',
      'editor-blocks/newsletter-signup/block.json',
      'site-widgets.php',
    ])
      expect(template).toContain(`#: ${source}`);
    expect(made.untranslated).toEqual([]);
  });

  /** The texts an editor script's JSON translations give it, but the header. */
  function scriptTexts(handle: string) {
    const json = JSON.parse(String(made.files[`site-widgets-nl_NL-${handle}.json`])) as {
      locale_data: { messages: Record<string, string[]> };
    };
    const { '': header, ...messages } = json.locale_data.messages;
    expect(header).toMatchObject({ lang: 'nl_NL', 'plural-forms': 'nplurals=2; plural=(n != 1);' });
    return messages;
  }

  it('give each of the editor’s scripts only its own texts, each translated', () => {
    const blocks = scriptTexts('site-widgets-editor');
    const shared = scriptTexts('site-widgets-editor-shared');
    expect(blocks).toMatchObject({ 'Add a slide': ['Dia toevoegen'], 'Add a section': ['Sectie toevoegen'] });
    expect(shared).toMatchObject({ 'Heading %d': ['Kop %d'], 'Move up': ['Omhoog'] });
    expect(blocks).not.toHaveProperty(['Move up']);
    expect(shared).not.toHaveProperty(['Add a slide']);
    for (const messages of [blocks, shared]) {
      expect(messages).not.toHaveProperty(['Thank you! You are signed up for our newsletter.']);
      expect(Object.entries(messages).filter(([, texts]) => texts.some((text) => text === ''))).toEqual([]);
    }
  });
});
