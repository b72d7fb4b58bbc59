// The demo runs under a strict Content-Security-Policy, as a careful site would: no inline
// scripts or styles, no eval. Any violation is a bug in the bundle. The demo pages add a fresh
// nonce per response, for the inline consent-gated script the CMS writes (`pageSecurityHeaders`).
import { randomBytes } from 'node:crypto';

const directives = (scriptSources) =>
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

/** The headers of a page whose inline scripts carry `nonce`: 'self' and that nonce, no 'unsafe-inline'. */
export function pageSecurityHeaders(nonce) {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': directives(`'self' 'nonce-${nonce}'`) };
}
