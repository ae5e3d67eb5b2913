// web/serve.mjs, the static server `npm start` runs, as a real process: a download the client
// abandons half-way must not leave its file open (Linux: the server's descriptors in /proc).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
