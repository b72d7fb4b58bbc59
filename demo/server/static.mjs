// Serves files from a folder, refusing any path that escapes it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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
};

/** Streams `folder/relativePath` to `response`; returns false when there is no such file. */
export async function serveFile(folder, relativePath, response, headers = {}) {
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
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
  });
  createReadStream(path).pipe(response);
  return true;
}
