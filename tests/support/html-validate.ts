// html-validate as every test that holds markup to HTML runs it: its recommended rules (GOV.UK
// Frontend's choice for its component examples), the metadata of our custom elements from their
// declarations (html-elements.ts), and for a Markdown file the markup of its html code blocks
// (html-validate-markdown). A whole page is held to the rules of a document too. A rule is only
// switched off here, with the reason beside it.
import { fileURLToPath } from 'node:url';
import { HtmlValidate, StaticConfigLoader, staticResolver, type ConfigData, type Report } from 'html-validate';
import markdown from 'html-validate-markdown';
import { siteWidgetsElements } from './html-elements';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A fragment: a block's markup, a template's output, a docs example. A page: a whole document. */
export type MarkupKind = 'fragment' | 'page';

const config = async (kind: MarkupKind): Promise<ConfigData> => ({
  extends: kind === 'page' ? ['html-validate:recommended', 'html-validate:document'] : ['html-validate:recommended'],
  elements: ['html5', await siteWidgetsElements(root)],
  rules: {
    // Beyond the recommended rules: a tag that neither HTML nor our declarations know (a typo of
    // `<collapse-item>`) is an error, not an element of no meaning.
    'no-unknown-elements': 'error',
    ...(kind === 'page'
      ? {
          // Only files from another origin need integrity: the demo pages load dist/ from their
          // own, as the README's embed snippet does (a template that prints the manifest's
          // integrity, the Craft snippet or the WordPress plugin, is checked with it).
          'require-sri': ['error', { target: 'crossorigin' }] as const,
        }
      : {}),
  },
  transform: { '^.*\\.md$': 'html-validate-markdown' },
});

const validators = new Map<MarkupKind, Promise<HtmlValidate>>();

function validator(kind: MarkupKind): Promise<HtmlValidate> {
  let made = validators.get(kind);
  if (!made) {
    const resolver = staticResolver({ transformers: { 'html-validate-markdown': markdown } });
    made = config(kind).then((data) => new HtmlValidate(new StaticConfigLoader([resolver], data)));
    validators.set(kind, made);
  }
  return made;
}

/** Every error and warning of a report, one line each: `NAME:LINE:COLUMN rule: message`. */
function problemsOf(report: Report, name?: string): string[] {
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${name ?? result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  );
}

/** What html-validate finds in `html`, named `name` in the messages. */
export async function validateMarkup(html: string, name: string, kind: MarkupKind = 'fragment'): Promise<string[]> {
  return problemsOf(await (await validator(kind)).validateString(html, name), name);
}

/** What html-validate finds in the html code blocks of the Markdown file at `path` (from the repository). */
export async function validateMarkdown(path: string): Promise<string[]> {
  return problemsOf(await (await validator('fragment')).validateFile(`${root}${path}`), path);
}
