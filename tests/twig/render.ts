// The Twig tests' one way to render: every template of a test file in one run of render.php, under
// Debian's Twig 3 with strict variables, each either as a file of integrations/craft/ or inline.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type Autoescape = 'html' | false;

export type RenderRequest = ({ template: string } | { source: string }) & {
  params: Record<string, unknown>;
  autoescape: Autoescape;
};

/** What a template printed, or the error Twig or PHP gave. */
export type RenderResult = { html: string; error?: undefined } | { error: string; html?: undefined };

export interface Rendered {
  /** Twig's version, `3.5.1` from Debian 12. */
  twig: string;
  results: RenderResult[];
}

const script = fileURLToPath(new URL('render.php', import.meta.url));

export function renderTwig(requests: RenderRequest[]): Rendered {
  const output = execFileSync('php', [script], { input: JSON.stringify(requests), encoding: 'utf8' });
  const rendered = JSON.parse(output) as Rendered;
  if (rendered.results.length !== requests.length) {
    throw new Error(`render.php answered ${rendered.results.length} of ${requests.length} requests`);
  }
  return rendered;
}

/** The printed markup; a Twig or PHP error fails the test with its message. */
export function htmlOf(result: RenderResult | undefined): string {
  if (result === undefined) throw new Error('no result');
  if (result.error !== undefined) throw new Error(result.error);
  return result.html;
}
