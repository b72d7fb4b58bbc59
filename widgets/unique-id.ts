let counter = 0;

/**
 * A document-unique id, for aria-controls and portal keys. Cheaper than React's useId, and
 * unique across bundles too (useId is unique only within one React root).
 */
export function uniqueId(prefix: string): string {
  return `${prefix}-${++counter}`;
}
