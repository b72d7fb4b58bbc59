// Prettier: the code's existing style (single quotes, semicolons, two spaces, long lines; 180
// characters keeps 99 % of its lines as they were). `npm run format` writes, `npm test` checks.
/** @type {import('prettier').Config} */
export default {
  printWidth: 180,
  singleQuote: true,
  // lit-html and CSS in template literals stay as written: whitespace between tags is content.
  embeddedLanguageFormatting: 'off',
};
