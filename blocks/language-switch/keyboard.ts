/**
 * The link to focus after `key` is pressed on link `index` of `count`, or null when the key is
 * not for moving. Arrows stop at the ends (as in the APG disclosure navigation pattern).
 */
export function linkIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
