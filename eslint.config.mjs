// ESLint's flat config: the recommended rules (real mistakes: undefined names, unused variables,
// unreachable code), nothing on style. npm test runs it (.ci/lint.sh).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['node_modules/', 'build/', 'dist/', 'web/wasm/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  // `const { ok, ...data } = result` drops a field on purpose.
  { rules: { 'no-unused-vars': ['error', { ignoreRestSiblings: true }] } },
  // The site: ES modules in the browser.
  { languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser } } },
  // Classic scripts: the engine's Web Worker and the service worker.
  { files: ['web/engine/worker.js'], languageOptions: { sourceType: 'script', globals: { ...globals.worker } } },
  { files: ['web/sw.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } } },
  // Node: tests, build scripts, benchmarks, tools, the dev server.
  {
    files: ['**/*.mjs', '.ci/**/*.js', 'tests/**/*.js', 'bench/**/*.js', 'tools/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Playwright specs hand functions to page.evaluate: their bodies run in the page and name its
  // globals, which ESLint cannot see from here.
  { files: ['tests/e2e/**'], rules: { 'no-undef': 'off' } },
];
