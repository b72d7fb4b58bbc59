// Leaves the declarations' prose (descriptions, summaries, detail fields) out of the bundles: it is
// for the manifest and the docs only. See docs/internals.md#the-build.
import { readFile } from 'node:fs/promises';

/** A file that declares: it calls one of the declaring helpers, or declares a widget's attributes. */
const DECLARES = /\b(defineEvent|defineWidgetBlock|definePageBehaviourBlock)\(|satisfies AttributeSpecs\b/;
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60)`;
/** `description: 'text' + 'more',`, `summary: "…",`, `docs: '…',`: a prose key with a literal value. */
const PROSE = new RegExp(String.raw`\b(?:description|summary|docs)\s*:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,?`, 'g');
/** `detail: { name: 'string', kind: ['a', 'b'] },`: an event's detail fields (no nested object). */
const DETAIL = /\bdetail\s*:\s*\{[^{}]*\}\s*,?/g;

/** `source` without the prose and the detail fields of its declarations. */
export function withoutProse(source) {
  return DECLARES.test(source) ? source.replace(PROSE, '').replace(DETAIL, '') : source;
}

/** An esbuild plugin that empties the declarations' prose in the TypeScript it bundles. */
export function declarationProse() {
  return {
    name: 'declaration-prose',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes('node_modules')) return undefined;
        const source = await readFile(path, 'utf8');
        const stripped = withoutProse(source);
        return stripped === source ? undefined : { contents: stripped, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
