// Serves files from a folder, refusing any path that escapes it, with caching headers:
//   - files under `immutableFolder` (dist/chunks/, content-hashed): cached for a year, never revalidated;
//   - everything else: `no-cache` with an ETag (size and modification time) and Last-Modified,
//     and a conditional request (If-None-Match, or else If-Modified-Since) for an unchanged file
//     is answered 304 without a body.
// Text files (html, js, css, json, svg, maps, txt, md) are sent compressed, brotli or gzip, when the
// request's Accept-Encoding allows it, with `Vary: Accept-Encoding`. Each encoding is a
// representation of its own with its own ETag (`"…-br"`, `"…-gz"`), so a cache never answers a
// conditional request for one with another.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

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
  // The docs' Markdown: shown as text in every browser (some download text/markdown instead).
  '.md': 'text/plain; charset=utf-8',
};

/** File extensions sent compressed when the client accepts it. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.map', '.json', '.html', '.svg', '.txt', '.ts', '.md']);
/** Smaller files gain too little to pay for the encoding; larger ones are sent as they are. */
const COMPRESSION_LIMITS = { minBytes: 512, maxBytes: 16 * 1024 * 1024 };
/** Suffixes of the ETag of each encoded representation. */
const ETAG_SUFFIX = { br: '-br', gzip: '-gz' };

const compressWith = {
  // Quality 6: within a few percent of 9 at a fifth of the time (the result is cached below).
  br: (buffer) =>
    promisify(brotliCompress)(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }),
  gzip: (buffer) => promisify(gzip)(buffer, { level: 6 }),
};

/** `buffer` encoded with `encoding` ('br' or 'gzip'). */
export function compress(buffer, encoding) {
  return compressWith[encoding](buffer);
}

/**
 * The encoding to send, by the request's Accept-Encoding (RFC 9110 §12.5.3): brotli, else gzip,
 * each if its q-value (or that of `*`) is above 0; null for none (identity).
 */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const weights = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q[1]) : 1);
  }
  const weight = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Encoded files by path, validator and encoding; the oldest go first past MAX_CACHED. */
const compressedCache = new Map();
const MAX_CACHED = 200;

async function compressedFile(path, etag, encoding) {
  const key = `${path}\0${etag}\0${encoding}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    entry = readFile(path).then((buffer) => compress(buffer, encoding));
    compressedCache.set(key, entry);
    entry.catch(() => compressedCache.delete(key));
    if (compressedCache.size > MAX_CACHED) compressedCache.delete(compressedCache.keys().next().value);
  }
  return entry;
}

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
  const compressible = COMPRESSIBLE.has(extname(path));
  const encoding =
    request && compressible && info.size >= COMPRESSION_LIMITS.minBytes && info.size <= COMPRESSION_LIMITS.maxBytes
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  const validators = {
    ETag:
      `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}` +
      `${encoding ? ETAG_SUFFIX[encoding] : ''}"`,
    'Last-Modified': new Date(info.mtimeMs).toUTCString(),
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (request && notModified(request, validators.ETag, info.mtimeMs)) {
    response.writeHead(304, { ...headers, ...validators });
    response.end();
    return true;
  }
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  if (encoding) {
    const body = await compressedFile(path, validators.ETag, encoding);
    response.writeHead(200, {
      ...headers,
      ...validators,
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    response.end(body);
    return true;
  }
  response.writeHead(200, { ...headers, ...validators, 'Content-Type': type, 'Content-Length': info.size });
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
