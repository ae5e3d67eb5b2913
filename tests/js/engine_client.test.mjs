// EngineClient (web/engine/engine_client.js): request ids to Promises, EngineError rejections,
// cancellation by terminate + restart, progress routing, and recovery from a dead worker. A
// stand-in speaks worker.js's protocol and answers with the real WebAssembly module, so the test
// controls timing (hold, crash); the real worker.js runs in engine_client_worker.test.mjs (on a
// worker thread) and in Chromium (tests/e2e/dist_*.spec.mjs).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineClient, EngineError } from '../../web/engine/engine_client.js';
import { callModule } from '../../web/engine/dlx_engine.js';
import { loadGlue } from './wasm_engine.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

let module;
before(async () => {
  const { factory, wasmBinary } = loadGlue();
  module = await factory({ wasmBinary });
});

/**
 * worker.js's protocol over the real module, with knobs: `hold` keeps requests unanswered until
 * release() (a long computation), `crashOn` fires an error event instead of answering, and
 * `announce: false` never sends { ready } (a worker that dies while loading).
 */
class StandInWorker {
  static started = [];
  static announce = true;
  constructor(url) {
    this.url = url;
    this.terminated = false;
    this.held = [];
    this.received = [];
    this.hold = false;
    this.crashOn = null;
    StandInWorker.started.push(this);
    if (StandInWorker.announce) {
      queueMicrotask(() => this.#send({ ready: true, version: module.version() }));
    }
  }
  #send(data) {
    if (!this.terminated) this.onmessage?.({ data: structuredClone(data) });
  }
  postMessage(message) {
    const copy = structuredClone(message);
    this.received.push(copy);
    if (this.hold) this.held.push(copy);
    else queueMicrotask(() => this.#answer(copy));
  }
  release() {
    for (const message of this.held.splice(0)) this.#answer(message);
  }
  #answer({ id, name, args, progress }) {
    if (this.terminated) return;
    if (name === this.crashOn) {
      this.onerror?.({ message: 'RuntimeError: unreachable', preventDefault() {} });
      return;
    }
    const onProgress = progress ? (p) => this.#send({ id, progress: p }) : null;
    this.#send({ id, result: callModule(module, name, args, onProgress) });
  }
  terminate() {
    this.terminated = true;
  }
}

function makeClient() {
  StandInWorker.started = [];
  StandInWorker.announce = true;
  return new EngineClient({ workerUrl: 'worker.js', createWorker: (url) => new StandInWorker(url) });
}

async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the promise to reject');
}

test('answers come back as plain data; the worker starts once, on first use', async () => {
  const client = makeClient();
  assert.equal(StandInWorker.started.length, 0);
  const [solved, version] = await Promise.all([client.solve(CLASSIC), client.version()]);
  assert.equal(solved.status, 'solved');
  assert.equal(solved.ok, undefined, 'the ok flag is unwrapped');
  assert.match(version, /dlx-sudoku/);
  assert.equal(StandInWorker.started.length, 1);
  assert.deepEqual(StandInWorker.started[0].received.map((m) => m.args), [[CLASSIC, 0], []]);
});

test('each reply settles its own request, even when replies arrive out of order', async () => {
  const client = makeClient();
  const worker = (client.version(), StandInWorker.started[0]);
  worker.hold = true;
  const puzzles = [CLASSIC, CLASSIC.replace('5', '.'), CLASSIC.replace('3', '.')];
  const pending = puzzles.map((p) => client.parse(p));
  worker.held.reverse();
  worker.release();
  const results = await Promise.all(pending);
  assert.deepEqual(results.map((r) => r.puzzle), puzzles);
});

test('engine errors reject with EngineError carrying the engine code', async () => {
  const client = makeClient();
  const error = await rejection(client.solve(`.5....5..${'.'.repeat(72)}`));
  assert.ok(error instanceof EngineError);
  assert.equal(error.code, 'conflict');
  assert.match(error.message, /r1c2 and r1c7/);
  assert.equal(client.pendingCount, 0);
});

test('cancelling one request terminates the busy worker and re-sends the others to a new one', async () => {
  const client = makeClient();
  await client.version();
  const first = StandInWorker.started[0];
  first.hold = true;
  const controller = new AbortController();
  const long = client.count('.'.repeat(81), 0, 0, { signal: controller.signal });
  const queued = client.solve(CLASSIC);
  controller.abort();
  const error = await rejection(long);
  assert.equal(error.code, 'cancelled');
  assert.equal(first.terminated, true);
  assert.equal(StandInWorker.started.length, 2);
  assert.deepEqual(StandInWorker.started[1].received.map((m) => m.name), ['solve']);
  assert.equal((await queued).status, 'solved');
});

test('an already-aborted signal rejects at once without starting a worker', async () => {
  const client = makeClient();
  const error = await rejection(client.solve(CLASSIC, 0, { signal: AbortSignal.abort() }));
  assert.equal(error.code, 'cancelled');
  assert.equal(StandInWorker.started.length, 0);
});

test('timeoutMs stops a request that takes too long', async () => {
  const client = makeClient();
  await client.version();
  StandInWorker.started[0].hold = true;
  const error = await rejection(client.count('.'.repeat(81), 0, 0, { timeoutMs: 20 }));
  assert.equal(error.code, 'timeout');
  assert.match(error.message, /20 ms/);
  assert.equal(StandInWorker.started[0].terminated, true);
});

test('a worker that dies mid-request: that request fails with "worker", the others go to a new worker', async () => {
  const client = makeClient();
  await client.version();
  const first = StandInWorker.started[0];
  first.hold = true;
  const doomed = client.solve(CLASSIC);
  const queued = [client.parse(CLASSIC), client.count(CLASSIC, 2)];
  first.crashOn = 'solve';
  first.release();
  const error = await rejection(doomed);
  assert.ok(error instanceof EngineError);
  assert.equal(error.code, 'worker');
  assert.match(error.message, /stopped while running solve: RuntimeError: unreachable/);
  const [parsed, counted] = await Promise.all(queued);
  assert.equal(parsed.puzzle, CLASSIC);
  assert.equal(counted.count, 1);
  assert.equal(StandInWorker.started.length, 2);
  assert.deepEqual(StandInWorker.started[1].received.map((m) => m.name), ['parse', 'count']);
  assert.equal((await client.solve(CLASSIC)).status, 'solved');
});

test('a worker that dies before it has loaded the engine fails every pending call; the next call retries', async () => {
  const client = makeClient();
  StandInWorker.announce = false;
  const calls = [client.solve(CLASSIC), client.parse(CLASSIC)];
  StandInWorker.started[0].onerror({ message: 'NetworkError: worker.js could not be loaded', preventDefault() {} });
  for (const call of calls) {
    const error = await rejection(call);
    assert.equal(error.code, 'worker');
    assert.match(error.message, /could not start: NetworkError/);
  }
  StandInWorker.announce = true;
  assert.equal((await client.solve(CLASSIC)).status, 'solved');
  assert.equal(client.workersStarted, 2);
});

test('progress reaches only the request that asked for it, and only for count', async () => {
  const client = makeClient();
  const seen = [];
  const empty = '.'.repeat(81);
  const [counted] = await Promise.all([
    client.count(empty, 0, 50000, { onProgress: (p) => seen.push(p.nodes) }),
    client.count(empty, 0, 50000),
    client.solve(CLASSIC, 0, { onProgress: () => assert.fail('solve has no progress') }),
  ]);
  assert.equal(counted.budgetExhausted, true);
  assert.equal(seen.length, 2);
  assert.ok(seen[0] >= 20000 && seen[1] >= 40000 && seen[1] < 50000, seen.join(' '));
  const sent = StandInWorker.started[0].received;
  assert.deepEqual(sent.map((m) => m.progress ?? false), [true, false, false]);
});

test('messages from a worker that was replaced are ignored', async () => {
  const client = makeClient();
  await client.version();
  const old = StandInWorker.started[0];
  old.hold = true;
  const controller = new AbortController();
  const cancelled = client.solve(CLASSIC, 0, { signal: controller.signal });
  controller.abort();
  assert.equal((await rejection(cancelled)).code, 'cancelled');
  old.onmessage?.({ data: { id: 2, result: { ok: true, status: 'solved' } } });
  assert.equal(client.pendingCount, 0);
  assert.equal((await client.parse(CLASSIC)).puzzle, CLASSIC);
});

test('cancelAll rejects everything pending; terminate refuses later calls', async () => {
  const client = makeClient();
  await client.version();
  StandInWorker.started[0].hold = true;
  const pending = [client.solve(CLASSIC), client.validate(CLASSIC)];
  client.cancelAll();
  for (const p of pending) assert.equal((await rejection(p)).code, 'cancelled');
  assert.equal((await client.parse(CLASSIC)).puzzle, CLASSIC);
  client.terminate();
  assert.equal((await rejection(client.parse(CLASSIC))).code, 'closed');
});
