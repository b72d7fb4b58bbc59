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

describe('the WordPress plugin’s translations', () => {
  const made = makeTranslations() as Made;

  it('are what the sources make (run npm run translations after changing a text)', () => {
    expect(Object.keys(made.files).sort()).toEqual([
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
      'editor/blocks.js',
      'editor-blocks/newsletter-signup/block.json',
      'site-widgets.php',
    ])
      expect(template).toContain(`#: ${source}`);
    expect(made.untranslated).toEqual([]);
  });

  it('give the editor’s script only its own texts, each translated', () => {
    const json = JSON.parse(String(made.files['site-widgets-nl_NL-site-widgets-editor.json'])) as {
      locale_data: { messages: Record<string, string[]> };
    };
    const { '': header, ...messages } = json.locale_data.messages;
    expect(header).toMatchObject({ lang: 'nl_NL', 'plural-forms': 'nplurals=2; plural=(n != 1);' });
    expect(messages).toMatchObject({ 'Add a slide': ['Dia toevoegen'], 'Heading %d': ['Kop %d'] });
    expect(messages).not.toHaveProperty(['Thank you! You are signed up for our newsletter.']);
    expect(Object.entries(messages).filter(([, texts]) => texts.some((text) => text === ''))).toEqual([]);
  });
});
