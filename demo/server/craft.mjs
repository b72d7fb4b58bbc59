// The demo's stand-in for the Craft CMS endpoints the newsletter widget talks to:
//   GET  /actions/users/session-info   → { isGuest, timeout, csrfTokenName, csrfTokenValue } and a session cookie
//   POST /api/v1/newsletter/signup     → [{ status: 'success' | 'error', msg }] in the language of Accept-Language
// As in Craft, a missing or wrong CSRF token is a 400 without a message list, and session-info
// wants `Accept: application/json`. Accepted signups go to DATA_DIR/newsletter-signups.jsonl.
import { SECURITY_HEADERS } from './csp.mjs';
import { createSessions, sessionCookie, SESSION_TIMEOUT_SECONDS } from './craft-session.mjs';
import { MalformedBodyError, multipartBoundary, parseMultipart } from './multipart.mjs';
import { BodyTooLargeError, readBody, RequestAbortedError } from './read-body.mjs';
import { createSignupStore } from './signup-store.mjs';

const SESSION_INFO_PATH = '/actions/users/session-info';
const SIGNUP_PATH = '/api/v1/newsletter/signup';
const CSRF_TOKEN_NAME = 'CRAFT_CSRF_TOKEN';
const BODY_LIMIT_BYTES = 64 * 1024;
const MAX_EMAIL_LENGTH = 254;

const MESSAGES = {
  en: {
    success: 'Thank you! You are signed up for our newsletter.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This does not look like an email address.',
    consentRequired: 'Please agree to be contacted by email.',
  },
  nl: {
    success: 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Dit lijkt geen e-mailadres.',
    consentRequired: 'Geef toestemming om per e-mail benaderd te worden.',
  },
};

/** The routes for createDemoServer: "METHOD /path" → handler. */
export function createCraftRoutes({ dataDir, secureCookies = false }) {
  const sessions = createSessions();
  const store = createSignupStore(dataDir);

  return {
    [`GET ${SESSION_INFO_PATH}`]: (request, response) => {
      if (!acceptsJson(request)) return sendJson(response, 400, { message: 'Request must accept JSON in response' });
      const session = sessions.open(request);
      const secure = secureCookies || forwardedProto(request) === 'https';
      const headers = { 'Cache-Control': 'no-store', ...(session.isNew ? { 'Set-Cookie': sessionCookie(session.id, { secure }) } : {}) };
      sendJson(response, 200, { isGuest: true, timeout: SESSION_TIMEOUT_SECONDS, csrfTokenName: CSRF_TOKEN_NAME, csrfTokenValue: session.token }, headers);
    },

    [`POST ${SIGNUP_PATH}`]: async (request, response) => {
      const texts = MESSAGES[languageOf(request.headers['accept-language'])];
      let fields;
      try {
        fields = await readFields(request);
      } catch (error) {
        // The body has been read to its end (see read-body.mjs): the client takes the reply, then the connection closes.
        if (error instanceof BodyTooLargeError)
          return sendJson(response, 413, { message: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).` }, { Connection: 'close' });
        if (error instanceof RequestAbortedError) return response.destroy();
        if (error instanceof MalformedBodyError) return sendJson(response, 400, { message: `The request body could not be read: ${error.message}.` });
        if (error instanceof UnsupportedTypeError) return sendJson(response, 415, { message: error.message });
        throw error;
      }
      const token = request.headers['x-csrf-token'] ?? fields.get(CSRF_TOKEN_NAME);
      if (!sessions.verify(request, token)) return sendJson(response, 400, { message: 'Unable to verify your data submission.' });

      const email = (fields.get('email') ?? '').trim();
      const error = !email ? texts.emailRequired : !isEmail(email) ? texts.emailInvalid : fields.get('consent') !== '1' ? texts.consentRequired : null;
      if (error) return sendJson(response, 400, [{ status: 'error', msg: error }]);
      // A repeated address is a success too: the visitor is signed up, whichever time it was.
      await store.add({ email, consent: true });
      sendJson(response, 200, [{ status: 'success', msg: texts.success }]);
    },
  };
}

class UnsupportedTypeError extends Error {}

async function readFields(request) {
  const contentType = request.headers['content-type'] ?? '';
  const boundary = multipartBoundary(contentType);
  const isUrlEncoded = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);
  if (!boundary && !isUrlEncoded) throw new UnsupportedTypeError('Send the signup as multipart/form-data (or application/x-www-form-urlencoded).');
  const body = await readBody(request, BODY_LIMIT_BYTES);
  if (boundary) return parseMultipart(body, boundary);
  return new Map(new URLSearchParams(body.toString('utf8')));
}

/** The protocol a proxy in front received the request with (the first X-Forwarded-Proto value). */
function forwardedProto(request) {
  return String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
}

function acceptsJson(request) {
  return /(^|,)\s*application\/json\s*(;|,|$)/i.test(request.headers.accept ?? '');
}

/** `nl` or `en`, whichever Accept-Language prefers (by q-value, then order); Dutch by default. */
export function languageOf(header = '') {
  let best = { language: 'nl', q: 0 };
  for (const entry of header.split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language !== 'nl' && language !== 'en') continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { language, q };
  }
  return best.language;
}

function isEmail(email) {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

function sendJson(response, status, data, headers = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(data));
}
