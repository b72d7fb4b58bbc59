// Where a request says it was sent to, as the browser that sent it sees the site: behind a proxy
// that ends TLS, the proxy's X-Forwarded-Proto names the scheme the browser used; a request that
// came over TLS itself (createDemoServer's `tls`) is https. Over HTTP/2 the host is the
// `:authority` pseudo-header, which takes the place of Host (RFC 9113 §8.3.1).

/** The protocol a proxy in front received the request with (the first X-Forwarded-Proto value). */
function forwardedProto(request) {
  return String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
}

/** Whether the browser sent the request over https: through a proxy that says so, or over TLS to this server. */
export function sentOverHttps(request) {
  return forwardedProto(request) === 'https' || Boolean(request.socket?.encrypted);
}

/** The host the request was sent to: Host, or over HTTP/2 its `:authority`; undefined without either. */
export function requestHost(request) {
  return request.headers.host ?? request.headers[':authority'];
}

/**
 * The site's own origin for this request, `http://HOST` (`https://` when `secure`, or when it was
 * sent over https), as a browser writes it in `Origin`; null without a host.
 */
export function ownOrigin(request, { secure = false } = {}) {
  const host = requestHost(request);
  if (!host) return null;
  const proto = secure || sentOverHttps(request) ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}
