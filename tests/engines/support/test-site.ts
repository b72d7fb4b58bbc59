// The engine tests' own pages beside the demo's: a two-page site behind Turbo Drive (from npm) for
// the page swap, each page with an accordion, a language switch and the probe as scripts of its own
// origin (the demo's CSP without Trusted Types, as tests/browser/routers.test.ts, and a nonce for
// Turbo's style); pages where the menu opens over #app placed as sites place it (menuPage); and an
// empty page where a test clears the origin's storage.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM module without type declarations
import { createNonce, SECURITY_HEADERS } from '../../../demo/server/csp.mjs';

type Route = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const TURBO = fileURLToPath(new URL('../../../node_modules/@hotwired/turbo/dist/turbo.es2017-esm.js', import.meta.url));
const PROBE = (file: string) => fileURLToPath(new URL(`probe/${file}`, import.meta.url));

function sitePage(name: 'a' | 'b', nonce: string) {
  const other = name === 'a' ? 'b' : 'a';
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Pagina ${name}</title>
<meta name="csp-nonce" content="${nonce}"><link rel="icon" href="data:,">
<script src="/engines/probe/first-in-head.js"></script>
<link rel="stylesheet" href="/dist/site-widgets.css">
<script type="module" src="/engines/turbo.js"></script>
<script type="module" src="/dist/site-widgets.js"></script></head>
<body><div id="app"><main>
  <h1 id="title-${name}">Pagina ${name}</h1>
  <p><a id="to-${other}" href="/engines/turbo/${other}">Naar pagina ${other}</a></p>
  <collapse-group><collapse-item id="${name}-1" heading="Vraag ${name} 1"><p>Antwoord ${name} 1</p></collapse-item>
    <collapse-item id="${name}-2" heading="Vraag ${name} 2"><p>Antwoord ${name} 2</p></collapse-item></collapse-group>
  <language-switch><a href="/engines/turbo/${name}" hreflang="nl">Nederlands</a>` +
    `<a href="/en/" hreflang="en">English</a></language-switch>
</main></div><script src="/engines/probe/last-in-body.js"></script></body></html>`
  );
}

/**
 * Where #app sits on a menu page: after the browser's default 8 px `body` margin, under a 40 px bar
 * (a site notice, an admin bar), or at the document's top-left as on the demo page.
 */
export const MENU_PAGES = ['body-margin', 'bar', 'top-left'] as const;
type MenuPage = (typeof MENU_PAGES)[number];

/** Paragraphs of 100 px (MENU_CSS below), so that the page scrolls far. */
const MENU_PARAGRAPHS = Array.from({ length: 40 }, (_, i) => `<p id="p-${i}">Paragraph ${i}</p>`).join('\n  ');

// A site's menu as blocks/menu/README.md has it, in a sticky header at the top of #app.
function menuPage(variant: MenuPage) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Menu: ${variant}</title>
<link rel="icon" href="data:,">
<script src="/engines/probe/first-in-head.js"></script>
<link rel="stylesheet" href="/engines/menu/page.css">
<link rel="stylesheet" href="/dist/site-widgets.css">
<script type="module" src="/dist/site-widgets.js"></script></head>
<body class="${variant}">${variant === 'bar' ? '<div class="bar" id="bar">Site notice</div>' : ''}
<div id="app"><header class="site-header" id="site-header">
  <button type="button" data-menu-toggle aria-controls="site-menu" aria-expanded="false">Menu</button>
  <nav class="site-nav" id="site-menu" aria-label="Main menu"><ul><li><a href="#p-10">Paragraph 10</a></li></ul></nav>
</header><main>
  <h1 id="title">Menu: ${variant}</h1>
  ${MENU_PARAGRAPHS}
</main></div><script src="/engines/probe/last-in-body.js"></script></body></html>`;
}

// Whole pixels everywhere, so that a box that stays put reads the same to the pixel; smooth
// scrolling, which restoring the scroll position must not use.
const MENU_CSS = `html { font: 16px/20px sans-serif; background: #eee; scroll-behavior: smooth; }
body.bar, body.top-left { margin: 0; }
.bar { height: 40px; background: #333; color: #fff; }
#app { background: #fff; }
.site-header { position: sticky; top: 0; height: 50px; background: #ccd; }
.site-nav { display: none; position: fixed; top: 50px; right: 0; width: 300px; height: 200px; background: #fff; }
.is-menu-open .site-nav { display: block; }
main h1, main p { height: 100px; margin: 0; }
`;

const send =
  (type: string, body: () => Promise<string>): Route =>
  async (_request, response) => {
    response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': type }).end(await body());
  };

/**
 * A page of the Turbo site. Turbo's progress bar is a <style> element: it takes the nonce of
 * `<meta name="csp-nonce">`, which the page's CSP allows for styles.
 */
const turboPage =
  (name: 'a' | 'b'): Route =>
  async (_request, response) => {
    const nonce = createNonce();
    const policy = SECURITY_HEADERS['Content-Security-Policy'].replace(
      "style-src 'self'",
      `style-src 'self' 'nonce-${nonce}'`,
    );
    response
      .writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': policy,
        'content-type': 'text/html; charset=utf-8',
      })
      .end(sitePage(name, nonce));
  };

const script = (file: string) => send('text/javascript; charset=utf-8', () => readFile(file, 'utf8'));

/** The demo server's extra routes (`createDemoServer({ routes })`). */
export function testSiteRoutes(): Record<string, Route> {
  return {
    'GET /engines/turbo.js': script(TURBO),
    'GET /engines/probe/first-in-head.js': script(PROBE('first-in-head.js')),
    'GET /engines/probe/last-in-body.js': script(PROBE('last-in-body.js')),
    'GET /engines/turbo/a': turboPage('a'),
    'GET /engines/turbo/b': turboPage('b'),
    'GET /engines/menu/page.css': send('text/css; charset=utf-8', async () => MENU_CSS),
    ...Object.fromEntries(
      MENU_PAGES.map((variant) => [
        `GET /engines/menu/${variant}`,
        send('text/html; charset=utf-8', async () => menuPage(variant)),
      ]),
    ),
    // An empty page of the origin, where a test clears its storage between journeys.
    'GET /engines/blank': send(
      'text/html; charset=utf-8',
      async () => '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    ),
  };
}
