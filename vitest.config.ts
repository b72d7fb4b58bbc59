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
          // Each file drives its own Chromium; two cores run two at a time.
          maxWorkers: 2,
          // After the unit tests: they are quick and fail fast.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
