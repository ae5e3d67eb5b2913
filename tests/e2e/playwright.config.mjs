// Playwright for the page in web/: Debian's Chromium (never Playwright's own download), two copies
// of web/serve.mjs (normal, and serving .wasm with the wrong MIME type), one worker, list reporter.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const WRONG_MIME_PORT = PORT + 1;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  timeout: 30_000,
  workers: 1,
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
  ],
});
