// The demo's consent log: POST /api/v1/consent takes the record a page sends (with
// navigator.sendBeacon or a keepalive fetch) when the visitor makes or changes a cookie choice,
// and appends it with the time it arrived to DATA_DIR/consent-log.jsonl, flushed to disk before
// the 204 (jsonl-file.mjs), so every acknowledged record survives a crash.
//   204 stored · 400 not a valid record (JSON `{ message }`) · 403 not from this site's own pages
//   413 body over 4096 bytes (`Connection: close`) · 415 neither JSON nor text/plain
//   500 not stored (the log could not be written)
// Every answer is `Cache-Control: no-store`.
import { join } from 'node:path';
import { cookiebarCategories } from './cookiebar-categories.mjs';
import { checkConsentRecord } from './consent-record.mjs';
import { SECURITY_HEADERS } from './csp.mjs';
import { openJsonLines } from './jsonl-file.mjs';
import { BodyTooLargeError, closeAfterReply, readBody, RequestAbortedError } from './read-body.mjs';
import { ownOrigin } from './request-origin.mjs';

const CONSENT_PATH = '/api/v1/consent';
const CONSENT_FILE = 'consent-log.jsonl';
const BODY_LIMIT_BYTES = 4096;
/**
 * What the page sends: a Blob's `application/json`, or a string's `text/plain;charset=UTF-8`. The
 * body is read as UTF-8, so another character set is refused rather than misread.
 */
const BODY_TYPE = /^\s*(application\/json|text\/plain)\s*(;\s*charset\s*=\s*("utf-8"|utf-8)\s*)?$/i;
const MESSAGES = {
  origin: 'Consent is taken only from this site’s own pages (Origin).',
  type: 'Send the record as application/json or text/plain, in UTF-8.',
  tooLarge: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
  notJson: 'The body is not JSON in UTF-8.',
  failed: 'The record could not be stored.',
};

/**
 * The routes for createDemoServer: "METHOD /path" → handler. `secure`: the site is served over
 * https (createDemoServer's `secureCookies`), so its origin is https:// without X-Forwarded-Proto.
 * `pagesDir`: the demo pages, whose layouts' cookie bar declares the categories.
 */
export function createConsentRoutes({ dataDir, secure = false, pagesDir }) {
  const log = openJsonLines(join(dataDir, CONSENT_FILE));

  return {
    [`POST ${CONSENT_PATH}`]: async (request, response) => {
      try {
        await take(request, response);
      } catch (error) {
        // The app's own 500 would do, but without `no-store`.
        if (response.headersSent) throw error;
        console.error('demo server: consent log:', error);
        answer(response, 500, MESSAGES.failed);
      }
    },
  };

  async function take(request, response) {
    // A beacon carries no CSRF token and no custom header: that the page sending it is one of
    // this site's own, as the browser states in Origin, is the check.
    const origin = ownOrigin(request, { secure });
    if (!origin || request.headers.origin !== origin) return answer(response, 403, MESSAGES.origin);
    if (!BODY_TYPE.test(request.headers['content-type'] ?? '')) return answer(response, 415, MESSAGES.type);
    let body;
    try {
      body = await readBody(request, BODY_LIMIT_BYTES);
    } catch (error) {
      // The body has been read to its end (see read-body.mjs): the client takes the reply,
      // then the connection closes (over HTTP/1.1).
      if (error instanceof BodyTooLargeError) return answer(response, 413, MESSAGES.tooLarge, closeAfterReply(request));
      if (error instanceof RequestAbortedError) return response.destroy();
      throw error;
    }
    const value = parseJson(body);
    if (value === undefined) return answer(response, 400, MESSAGES.notJson);
    const { record, problem } = checkConsentRecord(value, { categories: await cookiebarCategories(pagesDir) });
    if (problem) return answer(response, 400, problem);
    await log.append({ ...record, receivedAt: new Date().toISOString() });
    response.writeHead(204, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' });
    response.end();
  }
}

/** The body's JSON value, or undefined when it is not JSON in UTF-8 (JSON has no undefined). */
function parseJson(body) {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

/** A refusal: `{ message }` as JSON. */
function answer(response, status, message, headers = {}) {
  const type = 'application/json; charset=utf-8';
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify({ message }));
}
