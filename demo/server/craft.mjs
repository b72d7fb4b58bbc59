// The demo's stand-in for the Craft CMS endpoints the newsletter widget talks to:
//   GET  /actions/users/session-info   → { isGuest, timeout, csrfTokenName, csrfTokenValue } and a session cookie
//   POST /api/v1/newsletter/signup     → [{ status: 'success' | 'error', msg }] in the language of Accept-Language
// As in Craft, a missing or wrong CSRF token is a 400 without a message list, and session-info
// wants `Accept: application/json`. Accepted signups go to DATA_DIR/newsletter-signups.jsonl.
// A plain form post (a browser without JavaScript: it accepts HTML, not JSON) gets the same checks
// and storage, and a page that says what happened (signup-page.mjs) instead of the list.
// Bots are held off as by the plugins (signup-guard.mjs): a filled honeypot or a too-fast post is a
// 400 with a list; past the rate limit, a 429 with Retry-After, counted before the token is checked.
import { SECURITY_HEADERS } from './csp.mjs';
import { createPageTokens, createSessions, CSRF_TOKEN_NAME, csrfInput } from './craft-session.mjs';
import { sessionCookie, SESSION_TIMEOUT_SECONDS } from './craft-session.mjs';
import { MalformedBodyError, multipartBoundary, parseMultipart } from './multipart.mjs';
import { languageForPath } from './pages.mjs';
import { BodyTooLargeError, closeAfterReply, readBody, RequestAbortedError } from './read-body.mjs';
import { requestHost, sentOverHttps } from './request-origin.mjs';
import { createSignupGuard } from './signup-guard.mjs';
import { renderSignupPage } from './signup-page.mjs';
import { createSignupStore } from './signup-store.mjs';

const SESSION_INFO_PATH = '/actions/users/session-info';
const SIGNUP_PATH = '/api/v1/newsletter/signup';
const BODY_LIMIT_BYTES = 64 * 1024;
const MAX_EMAIL_LENGTH = 254;

const MESSAGES = {
  en: {
    success: 'Thank you! You are signed up for our newsletter.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This does not look like an email address.',
    consentRequired: 'You must agree to be contacted',
    automated: 'Your signup could not be processed. Please wait a moment and try again.',
    rateLimited: 'Too many signups from this connection.',
    csrf: 'The form had expired. Please send it again.',
  },
  nl: {
    success: 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Dit lijkt geen e-mailadres.',
    consentRequired: 'Je moet akkoord gaan om benaderd te worden',
    automated: 'Je aanmelding kon niet worden verwerkt. Wacht even en probeer het opnieuw.',
    rateLimited: 'Te veel aanmeldingen vanaf deze verbinding.',
    csrf: 'Het formulier was verlopen. Verstuur het nog een keer.',
  },
};

/**
 * The routes for createDemoServer: "METHOD /path" → handler. `pageTokens` (createPageTokens) checks
 * the tokens of the CSRF fields the pages print. `signupGuard`: the options of createSignupGuard, or
 * `null` for none (tests that post from one address faster than a person).
 */
export function createCraftRoutes({
  dataDir,
  secureCookies = false,
  pageTokens = createPageTokens(),
  signupGuard = {},
}) {
  const sessions = createSessions();
  const store = createSignupStore(dataDir);
  const guard = signupGuard && createSignupGuard(signupGuard);

  return {
    [`GET ${SESSION_INFO_PATH}`]: (request, response) => {
      if (!acceptsJson(request)) return sendJson(response, 400, { message: 'Request must accept JSON in response' });
      const session = sessions.open(request);
      const secure = secureCookies || sentOverHttps(request);
      const headers = {
        'Cache-Control': 'no-store',
        ...(session.isNew ? { 'Set-Cookie': sessionCookie(session.id, { secure }) } : {}),
      };
      sendJson(
        response,
        200,
        {
          isGuest: true,
          timeout: SESSION_TIMEOUT_SECONDS,
          csrfTokenName: CSRF_TOKEN_NAME,
          csrfTokenValue: session.token,
        },
        headers,
      );
    },

    [`POST ${SIGNUP_PATH}`]: async (request, response, url) => {
      const formPost = wantsPage(request) ? fromPage(request, url) : null;
      const texts = MESSAGES[formPost?.language ?? languageOf(request.headers['accept-language'])];
      const wait = guard ? guard.wait(guard.clientOf(request)) : 0;
      if (wait > 0) {
        request.resume(); // the body is read and dropped, so the connection stays usable
        return sendJson(
          response,
          429,
          { message: texts.rateLimited },
          { 'Retry-After': String(wait), 'Cache-Control': 'no-store' },
        );
      }
      let fields;
      try {
        fields = await readFields(request);
      } catch (error) {
        // The body has been read to its end (see read-body.mjs): the client takes the reply, then the
        // connection closes (over HTTP/1.1).
        if (error instanceof BodyTooLargeError)
          return sendJson(
            response,
            413,
            { message: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).` },
            closeAfterReply(request),
          );
        if (error instanceof RequestAbortedError) return response.destroy();
        if (error instanceof MalformedBodyError)
          return sendJson(response, 400, { message: `The request body could not be read: ${error.message}.` });
        if (error instanceof UnsupportedTypeError) return sendJson(response, 415, { message: error.message });
        throw error;
      }
      const token = request.headers['x-csrf-token'] ?? fields.get(CSRF_TOKEN_NAME);
      const verified = sessions.verify(request, token) || pageTokens.verify(token);
      const email = (fields.get('email') ?? '').trim();
      const consent = fields.get('consent') === '1';
      // A form post is answered with the form again: the typed values, a fresh token, the message.
      const refused = (field, message) => {
        const again = { field, message, email, consent, csrfInput: csrfInput(pageTokens.issue()) };
        return sendPage(response, 400, renderSignupPage(formPost, again));
      };
      if (!verified) {
        if (formPost) return refused(null, texts.csrf);
        return sendJson(response, 400, { message: 'Unable to verify your data submission.' });
      }

      const [field, error] = !email
        ? ['email', texts.emailRequired]
        : !isEmail(email)
          ? ['email', texts.emailInvalid]
          : !consent
            ? ['consent', texts.consentRequired]
            : guard?.looksAutomated(fields, acceptsJson(request))
              ? [null, texts.automated]
              : [null, null];
      if (error) return formPost ? refused(field, error) : sendJson(response, 400, [{ status: 'error', msg: error }]);
      // A repeated address is a success too: the visitor is signed up, whichever time it was.
      await store.add({ email, consent: true });
      if (formPost) return sendPage(response, 200, renderSignupPage(formPost, { success: texts.success }));
      sendJson(response, 200, [{ status: 'success', msg: texts.success }]);
    },
  };
}

class UnsupportedTypeError extends Error {}

async function readFields(request) {
  const contentType = request.headers['content-type'] ?? '';
  const boundary = multipartBoundary(contentType);
  const isUrlEncoded = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);
  if (!boundary && !isUrlEncoded)
    throw new UnsupportedTypeError('Send the signup as multipart/form-data (or application/x-www-form-urlencoded).');
  const body = await readBody(request, BODY_LIMIT_BYTES);
  if (boundary) return parseMultipart(body, boundary);
  return new Map(new URLSearchParams(body.toString('utf8')));
}

/** A browser's own form post: it asks for HTML and not for JSON (the widget asks for JSON). */
function wantsPage(request) {
  return !acceptsJson(request) && /(^|,)\s*text\/html\s*(;|,|$)/i.test(request.headers.accept ?? '');
}

/**
 * The demo page a form post came from, so the answer is in that page's language and leads back to
 * it: the `page` in the action's query (the answer's own form names it, as its Referer is the
 * action), else the Referer on this host; without either, the language of Accept-Language.
 */
function fromPage(request, url) {
  let path = languageForPath(url?.searchParams.get('page') ?? '') ? url.searchParams.get('page') : null;
  try {
    const referer = new URL(request.headers.referer ?? '');
    if (!path && referer.host === requestHost(request) && languageForPath(referer.pathname)) path = referer.pathname;
  } catch {
    // No Referer (or not a URL): the language's page.
  }
  const language = path ? languageForPath(path) : languageOf(request.headers['accept-language']);
  path ??= language === 'en' ? '/en/' : '/';
  return { language, backTo: `${path}#block-newsletter`, action: `${SIGNUP_PATH}?page=${encodeURIComponent(path)}` };
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

/** A page of its own: never cached, as it answers one post. */
function sendPage(response, status, html) {
  const headers = { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  response.writeHead(status, headers);
  response.end(html);
}

function sendJson(response, status, data, headers = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(data));
}
