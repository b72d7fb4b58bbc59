// Prettier: single quotes, semicolons, two spaces, 120 columns. Prettier wraps code; comments and
// long strings are wrapped by hand (tests/unit/line-length.test.ts keeps every source line within
// 120 columns). `npm run format` writes, `npm test` checks.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  // lit-html and CSS in template literals stay as written: whitespace between tags is content.
  embeddedLanguageFormatting: 'off',
};
