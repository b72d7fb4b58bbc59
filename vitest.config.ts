import { defineConfig, type Plugin } from 'vitest/config';
// @ts-expect-error plain ESM module without type declarations
import { madeModules } from './build/block-folders.mjs';
import { WORDPRESS_VERSIONS } from './tests/wordpress/support/versions.ts';

/** The modules the build makes from the block folders (build/block-folders.mjs), made the same way. */
const made = madeModules(new URL('blocks', import.meta.url).pathname) as Record<
  string,
  () => Promise<{ contents: string }>
>;
const blockFolderModules: Plugin = {
  name: 'block-folder-modules',
  resolveId: (id) => (id in made ? `\0${id}` : undefined),
  load: async (id) => (id.startsWith('\0') && id.slice(1) in made ? (await made[id.slice(1)]!()).contents : undefined),
};

export default defineConfig({
  plugins: [blockFolderModules],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Each block's tests sit beside its code; those in Chromium end in .browser.test.ts.
          include: ['tests/unit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          globalSetup: ['tests/unit/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The markup agencies copy, held to HTML: every block's fixtures, both demo pages and the
          // docs' examples by html-validate, and the demo pages by the Nu HTML Checker too (on
          // Debian's Java, which tests/html/setup.sh installs when missing, as root).
          name: 'html',
          environment: 'node',
          include: ['tests/html/**/*.test.ts'],
          globalSetup: ['tests/html/global-setup.ts'],
          // The Nu HTML Checker starts a Java VM for its pages.
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts', 'blocks/**/*.browser.test.ts'],
          globalSetup: ['tests/browser/support/global-setup.ts'],
          // The longest journeys (the APG's keyboard flows) take 10 s on a quiet two-core machine and
          // ten times that with both cores taken by other work (npm run test:busy): the limit is for
          // a hang. A wait for a state fails sooner, naming the state it saw (tests/support/until.ts).
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A chunk fetched and run on a busy CI machine can take longer than the default second;
          // as long as a state may take (tests/support/until.ts). A poll's failure shows its last value.
          expect: { poll: { timeout: 30_000 } },
          // Each file drives its own Chromium; two cores run two at a time.
          maxWorkers: 2,
          // After the unit tests: they are quick and fail fast.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Every block's journey in the three engines visitors use, Chromium, Firefox ESR and
          // WebKitGTK (tests/engines/setup.sh installs the last two and Xvfb when missing, as root):
          // a file per engine and demo page (so that two workers share them evenly), each driving one
          // browser at a time.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/*.test.ts'],
          globalSetup: ['tests/engines/support/global-setup.ts'],
          // For a hang: on a machine busy past its cores a journey takes several times its quiet time.
          testTimeout: 240_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // After the Chromium suite: both fill the two cores.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // What a screen reader says for every block on both demo pages (the virtual screen reader
          // over the built bundle, in the engines of tests/engines/): `npm run test:speech`.
          name: 'speech',
          environment: 'node',
          include: ['tests/speech/**/*.test.ts'],
          globalSetup: ['tests/speech/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // Every block's look in the three engines, against committed references
          // (tests/visual/references/): `npm run test:visual`, `-- --update` to rewrite them.
          name: 'visual',
          environment: 'node',
          include: ['tests/visual/*.test.ts'],
          globalSetup: ['tests/visual/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // The Craft components and head snippet under Debian's Twig 3 (php-twig, which
          // tests/twig/setup.sh installs when missing, as root, with Java for the Nu HTML
          // Checker): `npm run test:twig`.
          name: 'twig',
          environment: 'node',
          include: ['tests/twig/**/*.test.ts'],
          globalSetup: ['tests/twig/global-setup.ts'],
          // The first markup check builds its validator from every block's declarations.
          testTimeout: 30_000,
          // One run of PHP per file, for every template it renders.
          sequence: { groupOrder: 0 },
        },
      },
      // The WordPress suite once per version, one after the other (tests/wordpress/support/versions.ts):
      // against WordPress, MariaDB and Apache (tests/wordpress/setup.sh installs and starts them, as
      // root): `npm run test:wordpress`, not part of `npm test`. Each failure names its project,
      // `wordpress-VERSION`.
      ...WORDPRESS_VERSIONS.map(({ version }, index) => ({
        extends: true as const,
        test: {
          name: `wordpress-${version}`,
          environment: 'node' as const,
          include: ['tests/wordpress/**/*.test.ts'],
          globalSetup: ['tests/wordpress/support/global-setup.ts'],
          env: { WP_VERSION: version },
          // A test opens a post or two of a real WordPress and drives every block on it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time: they share one site, whose settings (double opt-in) and rate limit
          // some of them change.
          maxWorkers: 1,
          sequence: { groupOrder: 3 + index },
        },
      })),
      {
        extends: true,
        test: {
          // Against a real Craft CMS 4 on MariaDB and Apache, made with Composer (tests/craft/setup.sh
          // installs and starts them, as root): `npm run test:craft`, not part of `npm test`.
          name: 'craft',
          environment: 'node',
          include: ['tests/craft/**/*.test.ts'],
          globalSetup: ['tests/craft/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time: they share one site, whose plugin one of them uninstalls at the end.
          maxWorkers: 1,
          sequence: { groupOrder: 3 + WORDPRESS_VERSIONS.length },
        },
      },
    ],
  },
});
