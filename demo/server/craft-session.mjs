// Sessions for the Craft stand-in: a random id in an HttpOnly cookie, and a CSRF token bound to
// that session. Kept in memory (the demo forgets them on restart, as a fresh Craft session would).
import { randomBytes, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = 'CraftSessionId';
export const SESSION_TIMEOUT_SECONDS = 3600;
const MAX_SESSIONS = 10_000;

export function createSessions() {
  /** session id → CSRF token; the oldest sessions are dropped past MAX_SESSIONS. */
  const tokens = new Map();

  return {
    /** The request's session, or a new one; `isNew` says a Set-Cookie is needed. */
    open(request) {
      const id = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (id && tokens.has(id)) return { id, token: tokens.get(id), isNew: false };
      const session = { id: randomBytes(24).toString('base64url'), token: randomBytes(32).toString('base64url'), isNew: true };
      tokens.set(session.id, session.token);
      if (tokens.size > MAX_SESSIONS) tokens.delete(tokens.keys().next().value);
      return session;
    },
    /** True when `token` is the CSRF token of the request's session. */
    verify(request, token) {
      const id = cookieValue(request.headers.cookie, SESSION_COOKIE);
      const expected = id ? tokens.get(id) : undefined;
      if (!expected || typeof token !== 'string') return false;
      const a = Buffer.from(expected);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

/** The Set-Cookie value; `secure` adds the Secure flag (the page is served over https). */
export function sessionCookie(id, { secure = false } = {}) {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TIMEOUT_SECONDS}${secure ? '; Secure' : ''}`;
}

function cookieValue(header = '', name) {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
