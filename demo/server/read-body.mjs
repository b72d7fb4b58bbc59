// Reads a request body up to a limit. A larger body is never buffered: its bytes are read and
// dropped until it ends, and only then refused, so the client has sent everything before the
// 413 and its `Connection: close` arrive. Closing a socket while the client still sends makes
// the client's side reset the connection, which can lose the 413 before the client reads it.
// Past a drain limit the body is refused at once (the client may then see a reset instead); a
// body that stalls is cut off by the server's requestTimeout.

const DRAIN_LIMIT_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  name = 'BodyTooLargeError';
  constructor(limit) {
    super(`the body is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/** The client went away (or was cut off) before its body was complete: nothing to answer. */
export class RequestAbortedError extends Error {
  name = 'RequestAbortedError';
  constructor() {
    super('the request ended before its body was complete');
  }
}

/**
 * The whole body as a Buffer. Rejects with BodyTooLargeError past `limit` bytes (once the body
 * has ended, or at once past `drainLimit`), with RequestAbortedError when the request breaks off.
 */
export function readBody(request, limit, { drainLimit = Math.max(DRAIN_LIMIT_BYTES, limit) } = {}) {
  return new Promise((resolve, reject) => {
    let chunks = [];
    let size = 0;
    let settled = false;
    const settle = (fn, value) => {
      if (settled) return;
      settled = true;
      fn(value);
    };
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > drainLimit) {
      request.resume();
      return settle(reject, new BodyTooLargeError(limit));
    }
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > drainLimit) return settle(reject, new BodyTooLargeError(limit));
      if (size > limit)
        chunks = null; // too large: keep reading to the end, keep nothing
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (chunks) settle(resolve, Buffer.concat(chunks));
      else settle(reject, new BodyTooLargeError(limit));
    });
    request.on('error', () => settle(reject, new RequestAbortedError()));
    request.on('close', () => settle(reject, new RequestAbortedError()));
  });
}

/**
 * The headers of a reply to a refused body: HTTP/1.1's `Connection: close`, so the connection goes
 * once the client has read the reply. HTTP/2 has no such header (it refuses connection-specific
 * ones, RFC 9113 §8.2.2): there the reply ends the request's stream, and the connection, which
 * other requests share, stays.
 */
export function closeAfterReply(request) {
  return request.httpVersionMajor >= 2 ? {} : { Connection: 'close' };
}
