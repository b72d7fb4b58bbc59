// @vitest-environment node
// Chromium keeps one set of what to restyle below an element whose `:has()` may have changed,
// for all the stylesheets' rules with a `:has()` before a combinator. One rule whose part after
// its `:has()` names nothing (no type, class, id or attribute, e.g. `> :nth-child(1)`) makes that
// set "everything": then any element moved anywhere in the page (a looping slider's slides, on
// every step) restyles the whole of `body` under the hero's `body:has()`. At 1,000 sections that
// was 200 ms a key press.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const SOURCE_FOLDERS = ['blocks', 'common', 'runtime', 'widgets'];

function cssFiles(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => `${folder}/${path}`);
}

/** Each selector of each style rule (at-rules' preludes left out), comments removed. */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]*)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((prelude) => prelude && !prelude.startsWith('@'))
    .flatMap((prelude) => splitTopLevel(prelude, ','))
    .map((selector) => selector.trim());
}

/** `text` split at `separator` where it is outside parentheses and brackets. */
function splitTopLevel(text: string, separator: RegExp | string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && (typeof separator === 'string' ? char === separator : separator.test(char))) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The compounds after the first `:has()` at the top level of `selector`, or none. */
function compoundsAfterHas(selector: string): string[] {
  // Every parenthesis emptied, innermost first: what is left is the top level.
  let top = selector;
  while (/\([^()]*\)/.test(top)) top = top.replace(/\([^()]*\)/g, '\u0000');
  top = top.replaceAll('\u0000', '()');
  const at = top.indexOf(':has()');
  if (at < 0) return [];
  // The first part is the rest of the `:has()`'s own compound.
  return splitTopLevel(top.slice(at + ':has()'.length), /[\s>+~]/)
    .slice(1)
    .filter(Boolean);
}

/** Whether a compound (its parentheses emptied) names a type, class, id or attribute. */
const namesSomething = (compound: string) => /^[a-z]/i.test(compound) || /[.#[]/.test(compound);

describe(':has() before a combinator', () => {
  it('is found, and a bare compound after it is told from a named one', () => {
    expect(compoundsAfterHas('body:has([data-hero]:not([x])) [data-site-header]:not(:focus-within)')).toEqual([
      '[data-site-header]:not()',
    ]);
    expect(compoundsAfterHas('x-slider:has(> :nth-child(3)) > :nth-child(1 of :not(br))')).toEqual([':nth-child()']);
    expect(compoundsAfterHas('x-item:not(:has(> [slot])):before')).toEqual([]);
    expect(namesSomething(':nth-child()')).toBe(false);
    expect(namesSomething('*:not()')).toBe(false);
    expect(namesSomething('[data-site-header]:not()')).toBe(true);
    expect(namesSomething('p:empty')).toBe(true);
  });

  it('is followed only by compounds that name a type, class, id or attribute, in every stylesheet', () => {
    const bare = SOURCE_FOLDERS.flatMap(cssFiles).flatMap((file) =>
      selectors(readFileSync(`${root}${file}`, 'utf8'))
        .filter((selector) => compoundsAfterHas(selector).some((compound) => !namesSomething(compound)))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(bare).toEqual([]);
  });
});
