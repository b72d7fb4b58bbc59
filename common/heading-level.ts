// The heading levels a block takes, declared once: the accordion's heading around each header
// button (the APG accordion pattern: a screen-reader user moves between the questions by heading),
// and every CMS parameter of the type `heading level` (common/define-params.ts), whose Twig, PHP
// and editor faces the build gives these levels. Plain data, no React: the build reads it.

export const HEADING_LEVELS = ['2', '3', '4', '5', '6'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * An FAQ usually sits below the page's h1 and the h2 of its section, so its questions are h3.
 * A block placed right below the h1 takes heading-level="2".
 */
export const DEFAULT_HEADING_LEVEL: HeadingLevel = '3';

/** The level an attribute value names, or null for an absent or odd value (0, 7, "abc"). */
export function parseHeadingLevel(raw: string | null): HeadingLevel | null {
  const value = raw?.trim();
  return (HEADING_LEVELS as readonly string[]).includes(value ?? '') ? (value as HeadingLevel) : null;
}
