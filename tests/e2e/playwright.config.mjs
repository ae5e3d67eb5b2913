// Playwright for the page in web/: Debian's Chromium (never Playwright's own download), two copies
// of web/serve.mjs (normal, and serving .wasm with the wrong MIME type), two workers (E2E_WORKERS to
// change it), list reporter. The suite is CPU-bound, not waiting: one worker alone keeps more than a
// core busy once Chromium's processes are counted (the shell's `times` in .ci/test.sh misses most of
// them), and three workers on two cores ran the suite slower than two (538 s against 451-472 s, load 10-14).
// Two more servers host the built site, dist/, under a sub-path (normal and wrong MIME) for
// dist_*.spec.mjs; the first builds a copy of dist/ from web/ (.ci/build_dist.mjs, under a second) so those
// tests never see a stale copy.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const WRONG_MIME_PORT = PORT + 1;
export const DIST_PORT = PORT + 2;
export const DIST_WRONG_MIME_PORT = PORT + 3;
export const DIST_BASE = '/games/sudoku/';
// The e2e run builds its own copy of the site (build/e2e-dist-PORT), so runs on different ports
// never rebuild each other's files, and dist/ stays the copy `npm run build` made.
const DIST_DIR = `build/e2e-dist-${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  // A test's own limit, not a speed check: with two workers on two loaded cores the long page
  // scans (axe over a whole board, three times) reach 30 s.
  timeout: 60_000,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  outputDir: `${root}/test-results`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `node web/serve.mjs web ${PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node web/serve.mjs web ${WRONG_MIME_PORT}`,
      cwd: root,
      env: { WRONG_WASM_MIME: '1' },
      url: `http://127.0.0.1:${WRONG_MIME_PORT}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // Servers start one after another, in this order: the build is done before the next one.
      command: `node .ci/build_dist.mjs --quiet --out ${DIST_DIR} && node web/serve.mjs ${DIST_DIR} ${DIST_PORT} --base ${DIST_BASE}`,
      cwd: root,
      url: `http://127.0.0.1:${DIST_PORT}${DIST_BASE}`,
      reuseExistingServer: false,
      // A test's own limit, not a speed check: with two workers on two loaded cores the long page
  // scans (axe over a whole board, three times) reach 30 s.
  timeout: 60_000,
    },
    {
      command: `node web/serve.mjs ${DIST_DIR} ${DIST_WRONG_MIME_PORT} --base ${DIST_BASE}`,
      cwd: root,
      env: { WRONG_WASM_MIME: '1' },
      url: `http://127.0.0.1:${DIST_WRONG_MIME_PORT}${DIST_BASE}`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
