import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A chunk fetched and run on a busy CI machine can take longer than the default second.
          expect: { poll: { timeout: 10_000 } },
          // Each file drives its own Chromium; two cores run two at a time.
          maxWorkers: 2,
          // After the unit tests: they are quick and fail fast.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Against Debian's WordPress, MariaDB and Apache (tests/wordpress/setup.sh installs and
          // starts them, as root): `npm run test:wordpress`, not part of `npm test`.
          name: 'wordpress',
          environment: 'node',
          include: ['tests/wordpress/**/*.test.ts'],
          globalSetup: ['tests/wordpress/support/global-setup.ts'],
          // A test opens a post or two of a real WordPress and drives every block on it.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
