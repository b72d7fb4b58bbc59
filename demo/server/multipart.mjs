// A small multipart/form-data parser for the demo's Craft stand-in: text fields only, strict about
// the framing, so a malformed body is refused with a reason instead of being half-read.

export class MalformedBodyError extends Error {
  name = 'MalformedBodyError';
}

/** The boundary from a `multipart/form-data; boundary=…` content type, or null for another type. */
export function multipartBoundary(contentType = '') {
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim());
  if (type?.toLowerCase() !== 'multipart/form-data') return null;
  for (const parameter of parameters) {
    const match = /^boundary=(?:"([^"]+)"|([^\s";]+))$/i.exec(parameter);
    if (match) return match[1] ?? match[2];
  }
  throw new MalformedBodyError('multipart/form-data without a boundary');
}

/**
 * The fields of a multipart body (Buffer), as a Map of name → text (the first of repeated names
 * wins). Throws MalformedBodyError when the framing or a part's headers are broken.
 */
export function parseMultipart(body, boundary) {
  // latin1 maps each byte to one character, so positions are byte positions; values are decoded as UTF-8.
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  let position = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`) + 2;
  if (position < 0 || !text.startsWith(delimiter, position))
    throw new MalformedBodyError('the body does not contain the boundary');
  position += delimiter.length;
  const fields = new Map();
  for (;;) {
    if (text.startsWith('--', position)) return fields;
    if (!text.startsWith('\r\n', position)) throw new MalformedBodyError('a boundary is not followed by a line break');
    const end = text.indexOf(`\r\n${delimiter}`, position + 2);
    if (end < 0) throw new MalformedBodyError('the body ends without its closing boundary');
    const part = text.slice(position + 2, end);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new MalformedBodyError('a part has no header section');
    const name = fieldName(part.slice(0, headerEnd));
    if (!fields.has(name)) fields.set(name, Buffer.from(part.slice(headerEnd + 4), 'latin1').toString('utf8'));
    position = end + 2 + delimiter.length;
  }
}

function fieldName(headerBlock) {
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0)
      throw new MalformedBodyError(`a part header is not "Name: value": ${JSON.stringify(line.slice(0, 60))}`);
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(colon + 1);
    if (!/^\s*form-data\s*(;|$)/i.test(value)) throw new MalformedBodyError('a part is not form-data');
    const match = /;\s*name=(?:"([^"]*)"|([^\s";]+))/i.exec(value);
    if (match) return Buffer.from(match[1] ?? match[2], 'latin1').toString('utf8');
  }
  throw new MalformedBodyError('a part has no Content-Disposition name');
}
