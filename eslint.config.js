// ESLint: JavaScript's and typescript-eslint's recommended rules, and React's rules of hooks
// (a hook's dependencies listed in full). `npm run lint`; `npm test` runs it too.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'integrations/wordpress/site-widgets/dist/',
      // The Craft plugin's copy of dist/ (build/craft-plugin.mjs).
      'integrations/craft/dist/',
      // Made by the build from the block folders' cms/ (build/cms-faces.mjs).
      'integrations/wordpress/site-widgets/editor/blocks.js',
      'node_modules/',
      // Composer's packages (the PHP checks: composer.json).
      'vendor/',
      '.data/',
      'test-results/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // An interface that only extends one type is how a file adds to a global map (declaration
    // merging: a section's text keys, a widget's events).
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    // Plain JavaScript: build and demo scripts, tests' helpers (TypeScript files need no globals).
    files: ['**/*.{js,mjs,jsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The React code (tests/browser's `useBrowser` is a test fixture, not a hook; the blocks' browser
    // tests and engine journeys drive a browser, not React).
    files: [
      'site-widgets.ts',
      'blocks/**/*.{ts,tsx}',
      'common/**/*.{ts,tsx}',
      'runtime/**/*.{ts,tsx}',
      'widgets/**/*.{ts,tsx}',
      'tests/unit/**/*.{ts,tsx}',
      'tests/bench/**/*.jsx',
    ],
    ignores: ['**/*.browser.test.ts', '**/*.journeys.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
