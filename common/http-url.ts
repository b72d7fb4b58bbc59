/**
 * The absolute URL when `value` is an http(s) URL, relative or absolute; else null. Refuses
 * javascript:, data: and file: URLs, and an empty value (which would resolve to the page itself).
 */
export function httpUrl(value: string, base: string): string | null {
  if (value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
