let counter = 0;

/**
 * A document-unique id. React's useId is unique only within one root, and every widget is a
 * root of its own, so ids for aria-controls come from here.
 */
export function uniqueId(prefix: string): string {
  return `${prefix}-${++counter}`;
}
