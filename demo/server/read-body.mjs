// Reads a request body up to a limit. A larger body is refused before it is buffered.

export class BodyTooLargeError extends Error {
  name = 'BodyTooLargeError';
  constructor(limit) {
    super(`the body is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/** The whole body as a Buffer; rejects with BodyTooLargeError past `limit` bytes. */
export function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) return fail();
      chunks.push(chunk);
    };
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return fail();
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);

    function fail() {
      // Keep reading (and dropping) the rest, so the client is not cut off before it reads the 413.
      request.off('data', onData);
      request.resume();
      reject(new BodyTooLargeError(limit));
    }
  });
}
