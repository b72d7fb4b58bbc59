// Sessions for the Craft stand-in: a random id in an HttpOnly cookie, and a CSRF token bound to
// that session. Kept in memory (the demo forgets them on restart, as a fresh Craft session would).
// The CSRF field the demo pages print (`{{ csrfInput() }}`, as a Craft template does) carries a
// signed page token instead: a page sets no cookie before the visitor has chosen in the cookie bar,
// so the token cannot be bound to a session yet. It is the server's signature on the time it was
// issued, valid as long as a session would be.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = 'CraftSessionId';
export const SESSION_TIMEOUT_SECONDS = 3600;
const MAX_SESSIONS = 10_000;
export const CSRF_TOKEN_NAME = 'CRAFT_CSRF_TOKEN';

export function createSessions() {
  /** session id → CSRF token; the oldest sessions are dropped past MAX_SESSIONS. */
  const tokens = new Map();

  return {
    /** The request's session, or a new one; `isNew` says a Set-Cookie is needed. */
    open(request) {
      const id = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (id && tokens.has(id)) return { id, token: tokens.get(id), isNew: false };
      const session = {
        id: randomBytes(24).toString('base64url'),
        token: randomBytes(32).toString('base64url'),
        isNew: true,
      };
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

/** Page tokens, signed with a key of this process (a restart makes older pages' tokens stale, as in Craft). */
export function createPageTokens({ now = Date.now } = {}) {
  const key = randomBytes(32);
  const sign = (issued) => createHmac('sha256', key).update(`csrf:${issued}`).digest('base64url');
  return {
    /** A fresh token: the time of issue (base 36) and its signature. */
    issue() {
      const issued = now().toString(36);
      return `${issued}.${sign(issued)}`;
    },
    /** True for a token this process issued, no older than a session lasts. */
    verify(token) {
      if (typeof token !== 'string') return false;
      const [issued = '', signature = '', ...rest] = token.split('.');
      const age = now() - parseInt(issued, 36);
      const fresh = age >= 0 && age <= SESSION_TIMEOUT_SECONDS * 1000;
      if (rest.length || !/^[0-9a-z]+$/.test(issued) || !fresh) return false;
      const a = Buffer.from(sign(issued));
      const b = Buffer.from(signature);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

/** The hidden field Craft's `csrfInput()` prints. The token is base64url and a dot: nothing to escape. */
export function csrfInput(token) {
  return `<input type="hidden" name="${CSRF_TOKEN_NAME}" value="${token}">`;
}

/** The Set-Cookie value; `secure` adds the Secure flag (the page is served over https). */
export function sessionCookie(id, { secure = false } = {}) {
  return (
    `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TIMEOUT_SECONDS}` +
    `${secure ? '; Secure' : ''}`
  );
}

function cookieValue(header = '', name) {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
