// web/serve.mjs, the static server `npm start` runs, as a real process: a download the client
// abandons half-way must not leave its file open (Linux: the server's descriptors in /proc), and
// paths are read as sent: nothing outside the site, a clear reason for a bad one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../bench/site_server.mjs';

/** Starts a GET of `url`, takes its first chunk, and hangs up. */
function abandon(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      assert.equal(res.statusCode, 200);
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });
}

test('serve.mjs: downloads abandoned half-way close their files', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dir, 'big.bin'), Buffer.alloc(4 << 20, 7)); // far more than one chunk
  const server = await startServer(dir, { stderr: 'pipe' });
  let stderr = '';
  server.child.stderr.on('data', (text) => { stderr += text; });
  try {
    const open = () => readdirSync(`/proc/${server.child.pid}/fd`).length;
    const baseline = open();
    for (let i = 0; i < 20; i += 1) await abandon(`${server.url}big.bin`);
    // Closing is asynchronous: wait (a bounded while) for every descriptor to come back. A leaked
    // one stays open until garbage collection, which then warns on stderr.
    for (let wait = 0; wait < 100 && open() > baseline; wait += 1) await new Promise((r) => setTimeout(r, 20));
    assert.equal(open(), baseline, 'every abandoned download closed its file');
    // A whole download still arrives whole.
    const body = Buffer.from(await (await fetch(`${server.url}big.bin`)).arrayBuffer());
    assert.equal(body.length, 4 << 20);
    assert.doesNotMatch(stderr, /Closing file descriptor/);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** GET `path` exactly as written (no client-side normalising): { status, body }. */
function get(url, path) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    http.get({ hostname, port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text) => { body += text; });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject);
  });
}

test('serve.mjs: paths as sent: a double slash is the site, escapes are refused, bad encoding is named', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const site = join(dir, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<p>home</p>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the site');
  const server = await startServer(site);
  try {
    assert.deepEqual(await get(server.url, '/'), { status: 200, body: '<p>home</p>' });
    assert.deepEqual(await get(server.url, '//'), { status: 200, body: '<p>home</p>' });
    assert.deepEqual(await get(server.url, '/index.html?x=1'), { status: 200, body: '<p>home</p>' });
    for (const escape of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const { status, body } = await get(server.url, escape);
      assert.equal(status, 403, escape);
      assert.doesNotMatch(body, /outside the site/, escape);
    }
    const bad = await get(server.url, '/%zz');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /not valid percent-encoding/);
    assert.equal((await get(server.url, '/missing.js')).status, 404);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
