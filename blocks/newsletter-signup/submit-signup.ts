// One signup, as plain functions so it is tested without React: read a fresh CSRF token from
// Craft's session-info action, post the email as multipart form data, and interpret the reply.
// Every request has its own deadline; a reply that rejects the token is retried once.
import Cookies from 'js-cookie';
import { isPageOrigin } from '../../common/http-url';
import { messagesWith, parseMessageList } from './reply';

const REQUEST_TIMEOUT_MS = 20_000;

type FailureReason =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'session-info'
  | 'status'
  | 'malformed'
  | 'csrf'
  | 'cross-origin'
  | 'rate-limited';

export type SignupOutcome =
  /** 2xx with success messages: show them instead of the form. */
  | { kind: 'success'; messages: string[] }
  /** The server refused the signup with its own error messages: show them at the field. */
  | { kind: 'rejected'; messages: string[] }
  /** Anything else: show the generic error. */
  | { kind: 'failed'; reason: FailureReason };

export interface SubmitSignupOptions {
  email: string;
  action: string;
  sessionInfo: string;
  /** Sent as Accept-Language, so the server answers in the page's language. */
  language: string;
  /** Sent besides the address: what the visitor agreed to and how the form was filled (SignupContext). */
  context?: SignupContext;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The page: its base URL resolves relative URLs; its own origin is the only one sent to. */
  document?: Document;
}

/**
 * What a backend may keep as proof of consent, and use against bots: the page and its language,
 * the consent text as the visitor saw it, the time from the form being shown to its submission
 * (ms), and the honeypot field's value (empty from a person).
 */
export interface SignupContext {
  page: string;
  lang: string;
  consent_text: string;
  elapsed: string;
  website: string;
}

/** The endpoint attributes, by name, as `crossOriginEndpoints` reports them. */
export interface SignupEndpoints {
  action: string;
  'session-info': string;
}

/**
 * The endpoints that resolve (against the page's base URL) to another origin than the page's
 * own (isPageOrigin): the CSRF token is only ever sent to the page's origin.
 */
export function crossOriginEndpoints(endpoints: SignupEndpoints, doc: Document = document): (keyof SignupEndpoints)[] {
  return (Object.keys(endpoints) as (keyof SignupEndpoints)[]).filter((name) => !isPageOrigin(endpoints[name], doc));
}

interface TextReply {
  status: number;
  body: string;
}

class RequestFailed extends Error {
  constructor(readonly reason: FailureReason) {
    super(`newsletter-signup: request failed (${reason})`);
  }
}

export async function submitSignup(options: SubmitSignupOptions): Promise<SignupOutcome> {
  if (crossOriginEndpoints({ action: options.action, 'session-info': options.sessionInfo }, options.document).length)
    return { kind: 'failed', reason: 'cross-origin' };
  try {
    return await attempt(options, true);
  } catch (error) {
    if (error instanceof RequestFailed) return { kind: 'failed', reason: error.reason };
    throw error;
  }
}

async function attempt(options: SubmitSignupOptions, mayRetry: boolean): Promise<SignupOutcome> {
  const doc = options.document ?? document;
  const token = await fetchCsrfToken(options);
  const actionUrl = new URL(options.action, doc.baseURI);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.language,
    'X-CSRF-Token': token,
  };
  // The action is on the page's origin (checked above), where the XSRF cookie belongs.
  const xsrf = Cookies.get('XSRF-TOKEN');
  if (xsrf !== undefined) headers['X-XSRF-TOKEN'] = xsrf;
  const body = new FormData();
  body.append('email', options.email);
  body.append('consent', '1');
  for (const [name, value] of Object.entries(options.context ?? {})) body.append(name, value);
  const reply = await timedRequest(options, actionUrl.href, { method: 'POST', headers, body });

  const messages = parseMessageList(reply.body);
  const errors = messages ? messagesWith(messages, 'error') : [];
  const unusable = (reason: FailureReason): SignupOutcome => {
    warnUnexpectedReply('action', actionUrl.href, reply.status, 'a JSON list of { status, msg }');
    return { kind: 'failed', reason };
  };
  if (reply.status >= 200 && reply.status < 300) {
    if (!messages) return unusable('malformed');
    if (errors.length > 0) return { kind: 'rejected', messages: errors };
    return { kind: 'success', messages: messagesWith(messages, 'success') };
  }
  // A server failure is a failure, whatever its body says.
  if (reply.status >= 500) return unusable('status');
  // Too many signups from this connection: the generic error; the visitor tries again later.
  if (reply.status === 429) return { kind: 'failed', reason: 'rate-limited' };
  if (errors.length > 0) return { kind: 'rejected', messages: errors };
  // A 400/403 without messages is how Craft refuses a stale or missing token: once more, fresh.
  if (reply.status === 400 || reply.status === 403) return mayRetry ? attempt(options, false) : unusable('csrf');
  return unusable('status');
}

/**
 * One console warning for a reply the widget cannot use (the visitor sees the generic error):
 * a CMS without the endpoints answers with a page, most often a 404.
 */
function warnUnexpectedReply(attribute: keyof SignupEndpoints, url: string, status: number, expected: string): void {
  console.warn(
    `[site-widgets] <newsletter-signup> ${attribute}: ${url} answered ${status}, not ${expected}; ` +
      'the visitor sees the generic error. On WordPress, activate the site-widgets plugin; ' +
      'elsewhere, set the session-info and action attributes to your endpoints.',
  );
}

async function fetchCsrfToken(options: SubmitSignupOptions): Promise<string> {
  const url = new URL(options.sessionInfo, (options.document ?? document).baseURI).href;
  const reply = await timedRequest(options, url, { method: 'GET', headers: { Accept: 'application/json' } });
  let data: unknown;
  try {
    data = reply.status >= 200 && reply.status < 300 ? JSON.parse(reply.body) : null;
  } catch {
    data = null;
  }
  const token =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).csrfTokenValue : undefined;
  if (typeof token !== 'string' || token === '') {
    warnUnexpectedReply('session-info', url, reply.status, 'JSON with a csrfTokenValue');
    throw new RequestFailed('session-info');
  }
  return token;
}

/** One request and its body, within the deadline; cookies only for the same origin. */
async function timedRequest(options: SubmitSignupOptions, url: string, init: RequestInit): Promise<TextReply> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const stop = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', stop);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      ...init,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return { status: response.status, body: await response.text() };
  } catch {
    throw new RequestFailed(timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
