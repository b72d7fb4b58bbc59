// The demo runs under a strict Content-Security-Policy, as a careful site would: no inline
// scripts or styles, no eval. Any violation is a bug in the bundle. The demo pages add a fresh
// nonce per response, for the inline consent-gated script the CMS writes, and require Trusted
// Types (`pageSecurityHeaders`): no string reaches an HTML or script sink without a policy.
// Other responses (and the tests' fixture pages, whose own scripts write HTML as a site's page
// swap would) keep the rest of the policy.
import { randomBytes } from 'node:crypto';

/** What a page that requires Trusted Types adds (docs/security.md#trusted-types). */
const TRUSTED_TYPES_DIRECTIVE = "require-trusted-types-for 'script'";

const directives = (scriptSources, extra = []) =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...extra,
  ].join('; ');

const CONTENT_SECURITY_POLICY = directives("'self'");

/** A fresh nonce for one page response (128 bits, base64). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The headers of a demo page: its inline scripts carry `nonce` ('self' and that nonce, no
 * 'unsafe-inline'), and it requires Trusted Types.
 */
export function pageSecurityHeaders(nonce) {
  const policy = directives(`'self' 'nonce-${nonce}'`, [TRUSTED_TYPES_DIRECTIVE]);
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': policy };
}
