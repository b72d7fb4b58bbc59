// @vitest-environment node
// The tags in React's JSX (dist/jsx.d.ts, `site-widgets/jsx`; the unit tests' global setup builds):
// a React 19 app's type check accepts the declared attributes and events, and rejects a misspelt
// attribute or a value outside an attribute's choices. TypeScript checks a small app in a scratch
// folder inside the repository, which finds React's types in its node_modules.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
await mkdir(join(root, '.data'), { recursive: true });
const scratch = await mkdtemp(join(root, '.data', 'jsx-types-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** TypeScript's errors for an app module of `body`, which imports the tags' JSX types. */
async function typeErrors(body: string): Promise<string[]> {
  const file = join(scratch, `app-${Math.random().toString(36).slice(2)}.tsx`);
  await writeFile(file, `import type {} from '${join(root, 'dist/jsx')}';\n${body}\n`);
  const program = ts.createProgram([file], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("the tags in React's JSX", () => {
  it('accept the declared attributes, their values and the events', async () => {
    expect(
      await typeErrors(`
export const faq = (
  <collapse-group leave-open heading-level="2" element="ul" className="faq">
    <collapse-item heading="x" opened oncollapse-item:change={(event) => console.log(event.detail.opened)}>
      <p>Answer</p>
    </collapse-item>
  </collapse-group>
);
export const signup = <newsletter-signup brand="Studio" action="/signup" />;
export const slider = <image-slider label="Photos" data-no-early-interaction />;`),
    ).toEqual([]);
  }, 60_000);

  it('reject a misspelt attribute', async () => {
    const errors = await typeErrors(`export const item = <collapse-item headng="x" />;`);
    expect(errors.join('\n')).toMatch(/headng/);
  }, 60_000);

  it("reject a value outside an attribute's choices", async () => {
    const errors = await typeErrors(`export const group = <collapse-group element="table" />;`);
    expect(errors.join('\n')).toMatch(/"table"/);
  }, 60_000);
});
