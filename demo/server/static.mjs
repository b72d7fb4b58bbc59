// Serves files from a folder, refusing any path that escapes it, with caching headers:
//   - files under `immutableFolder` (dist/chunks/, content-hashed): cached for a year, never revalidated;
//   - everything else: `no-cache` with an ETag (size and modification time) and Last-Modified,
//     and a conditional request (If-None-Match, or else If-Modified-Since) for an unchanged file
//     is answered 304 without a body.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  // Type declarations (site-widgets.d.ts): readable in the browser.
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Streams `folder/relativePath` to `response`; returns false when there is no such file.
 * `request` enables conditional requests; files under `immutableFolder` are content-hashed (a
 * name changes with its content). The folder is checked on the resolved path, so no `..` in the
 * URL can make another file immutable.
 */
export async function serveFile(folder, relativePath, response, headers = {}, { request, immutableFolder } = {}) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return false;
  }
  const path = normalize(join(folder, decoded));
  if (!path.startsWith(normalize(folder) + sep)) return false;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return false;
  const immutable = immutableFolder !== undefined && path.startsWith(normalize(immutableFolder) + sep);
  const validators = {
    ETag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    'Last-Modified': new Date(info.mtimeMs).toUTCString(),
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
  };
  if (request && notModified(request, validators.ETag, info.mtimeMs)) {
    response.writeHead(304, { ...headers, ...validators });
    response.end();
    return true;
  }
  response.writeHead(200, {
    ...headers,
    ...validators,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': info.size,
  });
  createReadStream(path).pipe(response);
  return true;
}

/** RFC 9110 §13.1: If-None-Match (weak comparison) decides when present, else If-Modified-Since. */
function notModified(request, etag, mtimeMs) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // Last-Modified has whole seconds: the file counts as unchanged within the second it names.
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}
