// Where a request says it was sent to, as the browser that sent it sees the site: behind a proxy
// that ends TLS, the proxy's X-Forwarded-Proto names the scheme the browser used.

/** The protocol a proxy in front received the request with (the first X-Forwarded-Proto value). */
export function forwardedProto(request) {
  return String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
}

/**
 * The site's own origin for this request, `http://HOST` (`https://` when `secure`, or when
 * X-Forwarded-Proto says https), as a browser writes it in `Origin`; null without a Host header.
 */
export function ownOrigin(request, { secure = false } = {}) {
  const host = request.headers.host;
  if (!host) return null;
  const proto = secure || forwardedProto(request) === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}
