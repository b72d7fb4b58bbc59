// knip: files, exports and dependencies that nothing uses. `npm run knip`; `npm test` runs it too.
// Besides these entries knip follows package.json's scripts (build.mjs, demo/server.mjs) and
// vitest's, eslint's and prettier's config files.
import { RUNTIME_CHUNKS } from './build.mjs';

/** @type {import('knip').KnipConfig} */
export default {
  // The eager entry, each widget's chunk and the runtime modules' chunks, as the build has them.
  entry: [
    'runtime/index.ts',
    'widgets/*/index.ts',
    ...Object.values(RUNTIME_CHUNKS),
    'demo/tools/*.mjs',
    'tests/**/*.{ts,tsx,mts,mjs,jsx}',
  ],
  project: ['common/**', 'runtime/**', 'widgets/**', 'tests/**', 'demo/**/*.mjs', '*.{js,mjs,ts}'],
  // Loaded by file path, not imported: the routers' scripts served to the browser tests, and
  // axe-core's source injected into their pages.
  ignoreDependencies: ['@hotwired/turbo', 'axe-core', 'htmx.org', 'htmx2', 'swup'],
  // Run by the browser tests to install Chromium when it is missing (Debian, as root), and by the
  // WordPress tests to read the signups table (MariaDB's client, installed by tests/wordpress/setup.sh).
  ignoreBinaries: ['apt-get', 'mysql'],
};
