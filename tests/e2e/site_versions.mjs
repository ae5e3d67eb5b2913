// Shared pieces of the tests that publish versions of the built site (offline.spec.mjs,
// adversarial_upgrade.spec.mjs): a copy of web/ built into a folder of dist/ by .ci/build_dist.mjs,
// served by its own server, and the service worker's view of which version controls a page.
import { expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../bench/site_server.mjs';
import { DIST_BASE } from './playwright.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Waits until the service worker is active and controls the page. */
export async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The version the controlling worker reports (the content hash build_dist wrote into sw.js). */
export const workerVersion = (page) => page.evaluate(() => new Promise((resolve) => {
  navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.version), { once: true });
  navigator.serviceWorker.controller.postMessage({ type: 'version' });
}));

/**
 * A site that can be published again: a copy of web/ (its sources) built into a served folder.
 * publish() builds (again) and returns the service worker's version; change() alters a stylesheet,
 * so the next publish() is a new version; stop() ends the server and removes the copy.
 */
export async function versionedSite() {
  const temp = mkdtempSync(join(tmpdir(), 'dlx-update-'));
  const web = join(temp, 'web');
  const site = join(temp, 'site');
  cpSync(join(root, 'web'), web, { recursive: true, filter: (src) => !src.includes(`${join(root, 'web', 'wasm')}`) });
  const publish = () => {
    const run = spawnSync(process.execPath, [join(root, '.ci/build_dist.mjs'), '--quiet', '--web', web, '--out', site], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return /const BUILD=\{version:"([0-9a-f]+)"/.exec(readFileSync(join(site, 'sw.js'), 'utf8'))[1];
  };
  let versions = 0;
  const change = () => {
    versions += 1; // a comment alone would be minified away
    appendFileSync(join(web, 'styles.css'), `\n.version-${versions} { color: red; }\n`);
  };
  const first = publish();
  const server = await startServer(site, { args: ['--base', DIST_BASE] });
  return {
    url: server.url,
    first,
    publish,
    change,
    stop: () => {
      server.stop();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}
