// EngineClient (web/engine/engine_client.js): request ids to Promises, EngineError rejections,
// cancellation by terminate + restart, progress routing, and recovery from a dead worker. A
// stand-in speaks worker.js's protocol and answers with the real WebAssembly module, so the test
// controls timing (hold, crash); the real worker.js runs in engine_client_worker.test.mjs (on a
// worker thread) and in Chromium (tests/e2e/dist_*.spec.mjs).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_TIMEOUTS, EngineClient, EngineError } from '../../web/engine/engine_client.js';
import { ENGINE_CALLS, callModule } from '../../web/engine/dlx_engine.js';
import { loadGlue } from './wasm_engine.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

let module;
before(async () => {
  const { factory, wasmBinary } = loadGlue();
  module = await factory({ wasmBinary });
});

/**
 * worker.js's protocol over the real module, with knobs: `hold` keeps requests unanswered until
 * release() (a long computation; the worker still says it started them), `crashOn` fires an
 * error event instead of answering, `announce: false` never sends { ready } (a worker that dies
 * while loading), and `deaf` answers nothing at all, pings included (a worker that died silently).
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
    this.deaf = false;
    StandInWorker.started.push(this);
    if (StandInWorker.announce) {
      queueMicrotask(() => this.#send({ ready: true, version: module.version() }));
    }
  }
  #send(data) {
    if (!this.terminated && !this.deaf) this.onmessage?.({ data: structuredClone(data) });
  }
  postMessage(message) {
    const copy = structuredClone(message);
    if ('cancel' in copy) {
      this.held = this.held.filter((m) => m.id !== copy.cancel);
      this.struckOff = [...(this.struckOff ?? []), copy.cancel];
      return;
    }
    if ('ping' in copy) {
      queueMicrotask(() => this.#send({ pong: copy.ping }));
      return;
    }
    this.received.push(copy);
    if (this.hold || this.deaf) {
      this.held.push(copy);
      if (this.hold) queueMicrotask(() => this.#send({ id: copy.id, started: true }));
    } else queueMicrotask(() => this.#answer(copy));
  }
  release() {
    for (const message of this.held.splice(0)) this.#answer(message);
  }
  #answer({ id, name, args, progress }) {
    if (this.terminated || this.deaf) return;
    this.#send({ id, started: true });
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

function makeClient(options = {}) {
  StandInWorker.started = [];
  StandInWorker.announce = true;
  return new EngineClient({ workerUrl: 'worker.js', createWorker: (url) => new StandInWorker(url), graceMs: 10, ...options });
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

test('progress reaches only the request that asked for it (solve and count)', async () => {
  const client = makeClient();
  const seen = [];
  const empty = '.'.repeat(81);
  const [counted] = await Promise.all([
    client.count(empty, 0, 50000, { onProgress: (p) => seen.push(p.nodes) }),
    client.count(empty, 0, 50000),
    client.solve(CLASSIC, 0, { onProgress: () => assert.fail('this solve takes fewer than 20,000 nodes') }),
    client.validate(CLASSIC, { onProgress: () => assert.fail('validate has no progress') }),
  ]);
  assert.equal(counted.budgetExhausted, true);
  assert.equal(seen.length, 2);
  assert.ok(seen[0] >= 20000 && seen[1] >= 40000 && seen[1] < 50000, seen.join(' '));
  const sent = StandInWorker.started[0].received;
  assert.deepEqual(sent.map((m) => m.progress ?? false), [true, false, true, false]);
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

// ---- deadlines, the watchdog and scopes ---------------------------------------------------------

test('every engine call has a deadline, sent with the call; it runs from the call\'s start, not while it waits', async () => {
  for (const name of Object.keys(ENGINE_CALLS)) assert.ok(DEFAULT_TIMEOUTS[name] > 0, name);
  const client = makeClient();
  await client.version();
  const worker = StandInWorker.started[0];
  worker.hold = true;
  const first = client.parse(CLASSIC, { timeoutMs: 200 });
  const second = client.parse(CLASSIC, { timeoutMs: 150 });
  await new Promise((resolve) => setTimeout(resolve, 120));
  worker.hold = false;
  worker.release();
  // The stand-in said both started when it received them: both are answered within their deadlines.
  assert.equal((await first).puzzle, CLASSIC);
  assert.equal((await second).puzzle, CLASSIC);
  assert.deepEqual(worker.received.map((m) => m.timeoutMs), [DEFAULT_TIMEOUTS.version, 200, 150]);
});

test('a worker that dies silently (no error event) is found by the watchdog; every call goes to a new worker', async () => {
  const client = makeClient({ pingMs: 20, silenceMs: 60 });
  await client.version();
  StandInWorker.started[0].deaf = true;
  const [solved, parsed] = await Promise.all([client.solve(CLASSIC), client.parse(CLASSIC)]);
  assert.equal(solved.status, 'solved');
  assert.equal(parsed.puzzle, CLASSIC);
  assert.equal(StandInWorker.started.length, 2);
  assert.equal(StandInWorker.started[0].terminated, true);
});

test('a search whose heartbeats stop fails with "worker"; the calls behind it run on a new worker', async () => {
  const client = makeClient({ pingMs: 20, silenceMs: 60 });
  await client.version();
  const worker = StandInWorker.started[0];
  worker.hold = true; // says "started", then nothing: no heartbeat, no answer
  const doomed = client.solve(CLASSIC);
  const queued = client.validate(CLASSIC);
  await new Promise((resolve) => setTimeout(resolve, 10));
  worker.deaf = true;
  const error = await rejection(doomed);
  assert.equal(error.code, 'worker');
  assert.match(error.message, /stopped while running solve: it stopped answering/);
  assert.equal((await queued).solvable, true);
});

test('a worker that never answers, replaced twice: the calls fail instead of waiting forever', async () => {
  StandInWorker.started = [];
  const deafWorkers = (url) => Object.assign(new StandInWorker(url), { deaf: true });
  const stuck = new EngineClient({ workerUrl: 'w.js', createWorker: deafWorkers, pingMs: 10, silenceMs: 30, startMs: 60 });
  const error = await rejection(stuck.parse(CLASSIC));
  assert.equal(error.code, 'worker');
  assert.match(error.message, /stopped answering/);
  assert.equal(stuck.workersStarted, 3);
  assert.equal(stuck.pendingCount, 0);
});

test('scoped(signal): aborting it cancels that scope\'s calls, running or waiting, and nothing else', async () => {
  const client = makeClient();
  await client.version();
  const worker = StandInWorker.started[0];
  worker.hold = true;
  const game = new AbortController();
  const scoped = client.scoped(game.signal);
  const calls = [scoped.solve(CLASSIC), scoped.hintFor(CLASSIC, CLASSIC, new Uint32Array(81))];
  const other = client.parse(CLASSIC);
  game.abort();
  for (const call of calls) assert.equal((await rejection(call)).code, 'cancelled');
  assert.equal((await other).puzzle, CLASSIC, 'sent again to a new worker');
  assert.equal(client.workersStarted, 2, 'one restart, for the running call');
  assert.equal((await rejection(scoped.parse(CLASSIC))).code, 'cancelled', 'an aborted scope takes no new calls');
});

// A worker busy with another script's long call (it said "started" and never answers; no search
// heartbeat is expected of it): only the first call starts, the rest wait their turn.
class BusyWorker {
  constructor() {
    this.sent = [];
    queueMicrotask(() => this.onmessage?.({ data: { ready: true } }));
  }
  postMessage(message) {
    this.sent.push(message);
    if ('ping' in message) queueMicrotask(() => this.onmessage?.({ data: { pong: message.ping } }));
    else if (message.name && this.sent.filter((m) => m.name).length === 1) queueMicrotask(() => this.onmessage?.({ data: { id: message.id, started: true } }));
  }
  terminate() {}
}

test('a call queued behind another long call hears why after a moment, and fails at its own deadline instead of waiting forever', async () => {
  let worker;
  const client = new EngineClient({ createWorker: () => (worker = new BusyWorker()), pingMs: 10, silenceMs: 1e6, slowStartMs: 30 });
  const other = client.exactCoverTrace('A\nA\n', { timeoutMs: 1e9 });  // another script's call, with no real deadline
  other.catch(() => {});
  const waits = [];
  const hint = client.hintFor(CLASSIC, [], [], { waitMs: 150, onWait: (w) => waits.push(w) });
  const outcome = await Promise.race([rejection(hint), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000))]);
  assert.equal(outcome.code, 'timeout');
  assert.match(outcome.message, /^hintFor waited \d+ s behind exactCoverTrace, which is still running, and was not started$/);
  assert.deepEqual(waits, [{ reason: 'busy', call: 'exactCoverTrace' }]);
  assert.ok(worker.sent.some((m) => m.cancel !== undefined));  // struck off the worker's queue
  assert.equal(client.pendingCount, 1);  // the other call goes on
  client.terminate();
});
