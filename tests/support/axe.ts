// axe-core as every browser test runs it, in Chromium and in the engine tests: its source, to put
// into a page, and the rules it runs there (WCAG 2.x A and AA; with best practices, where a test asks).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** `axe.run`'s options: the WCAG 2.0–2.2 A and AA rules, violations only. */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/** `axe.run`'s options with axe's best practices too (`aria-allowed-role`, `heading-order`, `region`, …). */
export const AXE_BEST_PRACTICE_OPTIONS = {
  ...AXE_OPTIONS,
  runOnly: { type: 'tag', values: [...AXE_OPTIONS.runOnly.values, 'best-practice'] },
};
