// knip: files, exports and dependencies that nothing uses. `npm run knip`; `npm test` runs it too.
// Besides these entries knip follows package.json's scripts (build.mjs, demo/server.mjs) and
// vitest's, eslint's and prettier's config files.
/** @type {import('knip').KnipConfig} */
export default {
  // The eager entry and what the build finds in the block folders (build/block-folders.mjs): each
  // widget's chunk (NAME.element.ts), each folder's part of the entry and chunks, each block's
  // declaration (NAME.block.ts), parameter schema (NAME.params.ts, read by build/params.mjs) and texts.
  entry: [
    'site-widgets.ts',
    'blocks/*/{runtime,texts}.ts',
    'blocks/*/*.{block,element,params}.ts',
    'blocks/*/*.chunk.ts',
    // Each WordPress block's editing interface, joined into the plugin's editor/blocks.js by the build.
    'blocks/*/cms/*.editor.js',
    'demo/tools/*.mjs',
    'tests/**/*.{ts,tsx,mts,mjs,jsx}',
    // Read as text and put into the demo pages by the engine tests' and the visual tests' demo server.
    'tests/engines/support/probe/*.js',
    'tests/visual/support/seeded-random.js',
  ],
  project: ['common/**', 'runtime/**', 'widgets/**', 'blocks/**', 'tests/**', 'demo/**/*.mjs', '*.{js,mjs,ts}'],
  // Loaded by file path, not imported: the routers' scripts served to the browser tests, and
  // axe-core's source injected into their pages. The virtual screen reader is bundled by the speech
  // tests' global setup from an entry written there, for their pages. The Nu HTML Checker is vnu-jar's
  // vnu.jar, found by its path and run with Debian's java (tests/support/nu-checker.ts).
  // The CSS frameworks' stylesheets, served by the demo's theme pages from their packages
  // (demo/server/themes.mjs). The editors' data is made by build/editor-data.mjs, outside the
  // project knip reads.
  ignoreDependencies: [
    'axe-core',
    'htmx.org',
    'htmx2',
    'swup',
    '@guidepup/virtual-screen-reader',
    'vnu-jar',
    'bootstrap',
    'bulma',
    '@picocss/pico',
    'custom-element-vs-code-integration',
    'custom-element-jet-brains-integration',
  ],
  // Tailwind CSS makes the demo's Tailwind theme page, not this project's CSS: its plugin would take
  // the blocks' stylesheets for Tailwind's sources.
  tailwind: false,
  // Run by the browser tests to install Chromium when it is missing (Debian, as root), by the
  // WordPress tests to read the signups table (MariaDB's client, installed by tests/wordpress/setup.sh),
  // and by the Twig tests to render templates (Debian's php-cli, installed by tests/twig/setup.sh).
  // Xvfb: the display the WebKit engine tests start for MiniBrowser (installed by tests/engines/setup.sh).
  // openssl: makes the certificate the benches serve HTTP/2 with (tests/bench/certificate.mjs; Debian's).
  // dpkg-query: the Orca test names the version of Orca it heard (tests/speech/orca.test.ts; Debian's
  // dpkg). The Orca session's own programs are run by shell scripts (tests/speech/orca/).
  // java: runs the Nu HTML Checker (tests/support/nu-checker.ts; Debian's, installed by
  // tests/support/java-setup.sh).
  // runuser: the Craft tests run Craft's console as the web server's user (tests/craft/; util-linux).
  ignoreBinaries: ['apt-get', 'dpkg-query', 'java', 'mysql', 'openssl', 'php', 'runuser', 'Xvfb'],
};
