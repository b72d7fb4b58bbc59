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

/**
 * Whether `value`, resolved against the document's base URL, is on the page's own origin. The
 * page's origin comes from its address, not from its base URL, which markup can change: a
 * `<base>` element or a `//host` URL must not send a token or a consent id elsewhere. A value
 * that is no URL is on no origin.
 */
export function isPageOrigin(value: string, doc: Document): boolean {
  try {
    return new URL(value, doc.baseURI).origin === new URL(doc.URL).origin;
  } catch {
    return false;
  }
}
