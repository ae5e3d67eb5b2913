// EngineClient (web/engine/engine_client.js): request ids to Promises, EngineError rejections,
// cancellation by terminate + restart, and recovery from a dead worker. Node has no Web Worker,
// so a stand-in speaks worker.js's protocol and answers with the real WebAssembly module; the real
// worker in Chromium is covered by tests/e2e.
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
 * release() (a long computation), `crashOn` fires an error event instead of answering.
 */
class StandInWorker {
  static started = [];
  constructor(url) {
    this.url = url;
    this.terminated = false;
    this.held = [];
    this.received = [];
    this.hold = false;
    this.crashOn = null;
    StandInWorker.started.push(this);
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
  #answer({ id, name, args }) {
    if (this.terminated) return;
    if (name === this.crashOn) {
      this.onerror?.({ message: 'RuntimeError: unreachable', preventDefault() {} });
      return;
    }
    this.onmessage?.({ data: structuredClone({ id, result: callModule(module, name, args) }) });
  }
  terminate() {
    this.terminated = true;
  }
}

function makeClient() {
  StandInWorker.started = [];
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

test('a worker that dies rejects what it held with "worker"; the next call gets a new worker', async () => {
  const client = makeClient();
  await client.version();
  StandInWorker.started[0].crashOn = 'solve';
  const error = await rejection(client.solve(CLASSIC));
  assert.equal(error.code, 'worker');
  assert.match(error.message, /unreachable/);
  assert.equal((await client.solve(CLASSIC)).status, 'solved');
  assert.equal(StandInWorker.started.length, 2);
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
