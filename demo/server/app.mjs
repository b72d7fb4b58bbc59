// The demo server: the demo pages, dist/, the stand-in Craft CMS endpoints and the consent log, under a strict CSP.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNonce, pageSecurityHeaders, SECURITY_HEADERS } from './csp.mjs';
import { createConsentRoutes } from './consent-log.mjs';
import { createCraftRoutes } from './craft.mjs';
import { createPageTokens, csrfInput } from './craft-session.mjs';
import { BLOCKS_DIR } from './demo-blocks.mjs';
import { languageForPath, renderPage } from './pages.mjs';
import { compress, negotiateEncoding, serveFile } from './static.mjs';
import { tailwindStylesheet } from './tailwind-theme.mjs';
import { themePageForPath, themeStylesheetForPath, withThemeStylesheet } from './themes.mjs';

const demoDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const docsDir = fileURLToPath(new URL('../../docs', import.meta.url));
/** A block's page, the one file of a block folder the server shows: `/blocks/NAME/README.md`. */
const BLOCK_PAGE = /^\/blocks\/[a-z0-9-]+\/README\.md$/;

/** Limits that keep slow or idle clients from holding connections (see CONTRIBUTING.md, "The demo server"). */
const SERVER_LIMITS = {
  /** Until the request's headers are in (a client trickling them is cut off with a 408). */
  headersTimeout: 20_000,
  /** Until the whole request, body included, is in. */
  requestTimeout: 30_000,
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeout: 5_000,
  /** Connections past this many are closed as they arrive. */
  maxConnections: 256,
};

/**
 * @param {{ dataDir?: string, distDir?: string, routes?: Record<string, (request, response) => unknown>,
 *   secureCookies?: boolean, signupGuard?: object | null, headersTimeout?: number, requestTimeout?: number,
 *   keepAliveTimeout?: number, maxConnections?: number, pageScripts?: { head?: string, bodyEnd?: string },
 *   tls?: { key: string | Buffer, cert: string | Buffer }, compression?: boolean }} options
 *   `routes` maps "METHOD /path" to extra handlers; the Craft stand-ins (craft.mjs) and the consent
 *   log (consent-log.mjs) are always there.
 *   `secureCookies`: the session cookie is always `Secure` (the site is served over https); without
 *   it, only for requests with `X-Forwarded-Proto: https`.
 *   `signupGuard`: the signup's honeypot, fill time and rate limit (signup-guard.mjs: `rateLimit`,
 *   `minFillMs`, `trustedProxies`), on with their defaults; `null` turns them off.
 *   The timeouts (ms) and `maxConnections` default to SERVER_LIMITS; tests set them lower.
 *   `pageScripts`: inline scripts the demo pages carry with their CSP nonce, first in `<head>` and
 *   last in `<body>` (the engine tests' probe: WebDriver has no way to run a script before the
 *   page's own). None by default.
 *   `tls`: served over TLS as HTTP/2, and HTTP/1.1 to a client that does not offer HTTP/2 (ALPN),
 *   as a CDN serves a site (the benches); the same handlers answer both. Without it, plain
 *   HTTP/1.1. The limits apply to its HTTP/1.1 connections; an HTTP/2 connection idle for
 *   `keepAliveTimeout` is closed.
 *   `compression: false`: every response is sent as it is, whatever the request's Accept-Encoding
 *   (the benches' uncompressed rows).
 */
export function createDemoServer({
  dataDir = '.data',
  distDir: dist = distDir,
  routes: extraRoutes = {},
  secureCookies = false,
  signupGuard = {},
  pageScripts = {},
  tls,
  compression = true,
  ...limits
} = {}) {
  const { headersTimeout, requestTimeout, keepAliveTimeout, maxConnections } = { ...SERVER_LIMITS, ...limits };
  // The pages print CSRF fields with these tokens; the Craft stand-in checks them.
  const pageTokens = createPageTokens();
  const routes = {
    ...createCraftRoutes({ dataDir, secureCookies, pageTokens, signupGuard }),
    ...createConsentRoutes({ dataDir, secure: secureCookies, pagesDir: `${demoDir}pages` }),
    ...extraRoutes,
  };
  const listener = async (request, response) => {
    // Without compression, every request is answered as one that accepts no encoding.
    if (!compression) delete request.headers['accept-encoding'];
    try {
      await handle(request, response, { dataDir, dist, routes, pageTokens, pageScripts });
    } catch (error) {
      console.error('demo server:', error);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal server error');
      else response.destroy();
    }
  };
  const timeouts = {
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeout: Math.min(headersTimeout, requestTimeout),
    requestTimeout,
    keepAliveTimeout,
    // How often Node looks for connections past those timeouts (its default is 30 s, which
    // would double them): a quarter of the shorter one, at most a second.
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(headersTimeout, requestTimeout) / 4))),
  };
  let server;
  if (tls) {
    server = createSecureServer({ allowHTTP1: true, key: tls.key, cert: tls.cert }, listener);
    // Read by Node's HTTP/1.1 handling of the server's HTTP/1.1 connections (set before listen).
    Object.assign(server, timeouts);
    // An idle HTTP/2 session (and an idle HTTP/1.1 socket) is closed after this.
    server.setTimeout(keepAliveTimeout);
  } else {
    server = createServer(timeouts, listener);
  }
  server.maxConnections = maxConnections;
  return server;
}

async function handle(request, response, { dist, routes, pageTokens, pageScripts }) {
  const url = new URL(request.url ?? '/', 'http://demo.local');
  // HEAD is answered as GET (Node leaves out the body).
  const route =
    routes[`${request.method} ${url.pathname}`] ??
    (request.method === 'HEAD' ? routes[`GET ${url.pathname}`] : undefined);
  if (route) return route(request, response, url);
  const routeMethods = Object.keys(routes)
    .filter((key) => key.slice(key.indexOf(' ') + 1) === url.pathname)
    .map((key) => key.slice(0, key.indexOf(' ')));
  if (routeMethods.length)
    return methodNotAllowed(response, routeMethods.includes('GET') ? [...routeMethods, 'HEAD'] : routeMethods);

  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(response, ['GET', 'HEAD']);
  const theme = themePageForPath(url.pathname);
  const language = languageForPath(theme?.demoPath ?? url.pathname);
  if (language) {
    const manifest = join(dist, 'custom-elements.json');
    const page = await renderPage(`${demoDir}pages`, language, manifest, {
      csrfInput: () => csrfInput(pageTokens.issue()),
    });
    const themed = theme ? withThemeStylesheet(page, theme) : page;
    return sendPage(request, response, withPageScripts(themed, pageScripts));
  }
  const themeStylesheet = themeStylesheetForPath(url.pathname);
  if (themeStylesheet?.built) return send(response, 200, 'text/css; charset=utf-8', await builtThemeStylesheet(dist));
  if (themeStylesheet && (await serveFile(themeStylesheet.folder, themeStylesheet.file, response, SECURITY_HEADERS)))
    return;
  // Chunk names carry a hash of their content: cached for good. The rest is revalidated.
  if (
    url.pathname.startsWith('/dist/') &&
    (await serveFile(dist, url.pathname.slice('/dist/'.length), response, SECURITY_HEADERS, {
      request,
      immutableFolder: join(dist, 'chunks'),
    }))
  )
    return;
  if (
    url.pathname.startsWith('/assets/') &&
    (await serveFile(`${demoDir}assets`, url.pathname.slice('/assets/'.length), response, SECURITY_HEADERS, {
      request,
    }))
  )
    return;
  // The docs' Markdown pages as text, each at its path in the repository, so each demo block's link
  // to its page opens in the browser. Only .md files inside docs/ and the blocks' README.md:
  // serveFile refuses any path that resolves outside the folder.
  if (
    url.pathname.startsWith('/docs/') &&
    url.pathname.endsWith('.md') &&
    (await serveFile(docsDir, url.pathname.slice('/docs/'.length), response, SECURITY_HEADERS, { request }))
  )
    return;
  if (
    BLOCK_PAGE.test(url.pathname) &&
    (await serveFile(BLOCKS_DIR, url.pathname.slice('/blocks/'.length), response, SECURITY_HEADERS, { request }))
  )
    return;
  send(response, 404, 'text/plain; charset=utf-8', 'Not found');
}

/** Tailwind's stylesheet for its theme pages, made from the words of both, as its scanner reads a site's templates. */
async function builtThemeStylesheet(dist) {
  const manifest = join(dist, 'custom-elements.json');
  const pages = await Promise.all(
    ['/', '/en/'].map((path) => renderPage(`${demoDir}pages`, languageForPath(path), manifest)),
  );
  const themed = pages.map((page) => withThemeStylesheet(page, { name: 'tailwind', first: false }));
  return tailwindStylesheet(themed.join('\n'));
}

function methodNotAllowed(response, methods) {
  // A 405 may be cached by default: not kept, so a path that gains a method answers it at once.
  const headers = { Allow: [...new Set(methods)].join(', '), 'Cache-Control': 'no-store' };
  send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', headers);
}

/** The page with `head` first in its `<head>` and `bodyEnd` last in its `<body>`, each with the page's nonce. */
function withPageScripts(page, { head, bodyEnd }) {
  const script = (source) => `<script nonce="__CSP_NONCE__">${source}</script>`;
  let html = page;
  if (head) html = html.replace(/<head>/, () => `<head>${script(head)}`);
  if (bodyEnd) html = html.replace(/<\/body>/, () => `${script(bodyEnd)}</body>`);
  return html;
}

/**
 * A demo page as a CMS template renders it: the cookie bar visible when the request carries no
 * `cookiebar` cookie (so its text paints with the page instead of after the script), `hidden`
 * otherwise; a fresh CSP nonce on the inline scripts that carry the placeholder; compressed when
 * the request accepts it (rendered per request: no ETag).
 */
async function sendPage(request, response, rendered) {
  const nonce = createNonce();
  const withBar = hasCookie(request.headers.cookie, 'cookiebar') ? rendered : rendered.replace(BAR_TAG, showTag);
  const html = withBar.replaceAll('nonce="__CSP_NONCE__"', `nonce="${nonce}"`);
  const headers = { ...pageSecurityHeaders(nonce), Vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return send(response, 200, 'text/html; charset=utf-8', html, headers);
  const body = await compress(Buffer.from(html), encoding);
  send(response, 200, 'text/html; charset=utf-8', body, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
  });
}

/**
 * The bar's opening tag: the element with a bare `data-cookiebar` (not `data-cookiebar-log` and
 * such), whatever other attributes it has and in whatever order.
 */
const BAR_TAG = /<[^>]*\sdata-cookiebar(?=[\s/>])[^>]*>/g;

/** `tag` without its `hidden` attribute; a quoted value that says "hidden" stays as it is. */
function showTag(tag) {
  return tag.replace(/("[^"]*"|'[^']*')|\s+hidden(?=[\s/>])/g, (match, quoted) => quoted ?? '');
}

function hasCookie(header = '', name) {
  return header.split(';').some((pair) => pair.split('=')[0].trim() === name);
}

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...headers });
  response.end(body);
}
