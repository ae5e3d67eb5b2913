// Progress, cancellation and crash recovery on the REAL engine: DlxEngine.count with onProgress on
// the WebAssembly build from web/wasm/, and EngineClient driving the real web/engine/worker.js
// (glue + .wasm loaded as a browser would, on a worker thread: engine_client_shim.mjs), including
// .wasm served with the wrong MIME type and a worker that dies mid-request.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EngineClient, EngineError } from '../../web/engine/engine_client.js';
import { loadWasmEngine, wasmDir } from './wasm_engine.mjs';
import { givensProblem, solutionProblem } from './sudoku_check.mjs';
import { NodeWebWorker } from './engine_client_shim.mjs';

const CORE_WASM = new URL('../../web/wasm/dlx_sudoku_core.wasm', import.meta.url).href;
const FULL_WASM = new URL('../../web/wasm/dlx_sudoku.wasm', import.meta.url).href;

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EMPTY = '.'.repeat(81);
// An X-Sudoku as Simon Tatham's Solo writes it (tests/data/formats/solo_variants.txt).
const X_SUDOKU = '3x3x:a7d4c4b2a7a9c8b2c5a6_9_1c9b2a7b5c5_4_3a7c7b9c5a3a6b2c6d9a';
// CLASSIC with its last nine givens blanked: tens of thousands of solutions, a few hundred
// thousand nodes to count them all (measured: 48,740 solutions, 712,551 nodes).
const MANY = `${CLASSIC.slice(0, 56)}${'.'.repeat(25)}`;
const WORKER_URL = new URL('../../web/engine/worker.js', import.meta.url);

async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the promise to reject');
}

function assertIncreasing(reports) {
  for (let i = 1; i < reports.length; i++) {
    assert.ok(reports[i].nodes > reports[i - 1].nodes, `nodes grow: ${JSON.stringify(reports.slice(i - 1, i + 1))}`);
    assert.ok(reports[i].updates > reports[i - 1].updates);
    assert.ok(reports[i].solutions >= reports[i - 1].solutions);
  }
}

describe('DlxEngine.count with onProgress (the wasm module on this thread)', () => {
  let engine, module;
  before(async () => ({ engine, module } = await loadWasmEngine()));

  test('reports about every 20,000 nodes and finds exactly what a count without reports finds', () => {
    const reports = [];
    const withProgress = engine.count(MANY, 0, 0, { onProgress: (p) => { reports.push(p); } });
    const plain = engine.count(MANY, 0, 0);
    assert.equal(withProgress.complete, true);
    assert.equal(withProgress.cancelled, false);
    for (const field of ['count', 'nodes', 'updates', 'first', 'second']) {
      assert.equal(withProgress[field], plain[field], field);
    }
    assert.ok(plain.count > 1000, `test data: many solutions (${plain.count})`);
    assert.equal(reports.length, Math.ceil(plain.nodes / 20000) - 1, `one report per finished slice of ${plain.nodes} nodes`);
    assertIncreasing(reports);
    // A slice ends at the first node boundary past its 20,000 (a solution adds a node), so each
    // report comes 20,000 nodes or a handful more after the one before.
    reports.forEach((r, i) => {
      assert.deepEqual(Object.keys(r).sort(), ['nodes', 'solutions', 'updates']);
      const since = r.nodes - (i === 0 ? 0 : reports[i - 1].nodes);
      assert.ok(since >= 20000 && since <= 20010, `report ${i} came ${since} nodes after the previous one`);
    });
    assert.ok(reports.at(-1).nodes < plain.nodes && reports.at(-1).solutions <= plain.count);
  });

  test('with a node budget the slices stop at the budget, as without reports', () => {
    const reports = [];
    const result = engine.count(EMPTY, 0, 100000, { onProgress: (p) => reports.push(p) });
    const plain = engine.count(EMPTY, 0, 100000);
    assert.equal(result.budgetExhausted, true);
    assert.equal(result.complete, false);
    assert.equal(result.nodes, plain.nodes);
    assert.equal(result.count, plain.count);
    assert.equal(reports.length, 4);
    assertIncreasing(reports);
  });

  test('returning false from onProgress stops the search: cancelled, neither complete nor out of budget', () => {
    let calls = 0;
    const result = engine.count(EMPTY, 0, 0, { onProgress: () => ++calls < 2 });
    assert.equal(calls, 2);
    assert.equal(result.cancelled, true);
    assert.equal(result.complete, false);
    assert.equal(result.budgetExhausted, false);
    assert.ok(result.nodes >= 40000 && result.nodes < 60000, `stopped after the second slice (${result.nodes} nodes)`);
    assert.equal(solutionProblem(result.first, 3, 3), '', 'the solutions found so far are real');
  });

  test('an exception in onProgress stops the search and reaches the caller; the engine still works', () => {
    const boom = new Error('progress handler failed');
    assert.throws(() => engine.count(EMPTY, 0, 0, { onProgress: () => { throw boom; } }), (e) => e === boom);
    const solved = engine.solve(CLASSIC);
    assert.equal(solved.status, 'solved');
    assert.equal(givensProblem(CLASSIC, solved.solution), '');
  });

  test('the raw module: count has a 3-argument and a 4-argument form; a bad progress is an argument error', () => {
    assert.equal(module.count(CLASSIC, 2, 0).count, 1);
    assert.equal(module.count(CLASSIC, 2, 0, undefined).count, 1);
    const bad = module.count(CLASSIC, 2, 0, 'every second');
    assert.equal(bad.ok, false);
    assert.equal(bad.code, 'argument');
    assert.match(bad.message, /progress must be a function/);
  });

  test('a puzzle error still comes back as EngineError when progress is asked for', () => {
    assert.throws(() => engine.count(`55${'.'.repeat(79)}`, 2, 0, { onProgress: () => {} }),
      (e) => e instanceof EngineError && e.code === 'conflict');
  });
});

describe('EngineClient with the real worker.js', () => {
  const clients = [];
  function makeClient(workerOptions = {}, url = WORKER_URL, clientOptions = {}) {
    const client = new EngineClient({ workerUrl: url, createWorker: (u) => new NodeWebWorker(u, workerOptions), ...clientOptions });
    clients.push(client);
    return client;
  }
  after(() => clients.forEach((c) => c.terminate()));

  test('solves and counts; the worker announces itself once the engine is loaded', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    const [solved, counted, version] = await Promise.all([client.solve(CLASSIC), client.count(CLASSIC, 2), client.version()]);
    assert.equal(solutionProblem(solved.solution, 3, 3), '');
    assert.equal(givensProblem(CLASSIC, solved.solution), '');
    assert.equal(counted.count, 1);
    assert.match(version, /^dlx-sudoku \d+\.\d+\.\d+/);
    const [worker] = NodeWebWorker.started;
    // The first message but the watchdog's pongs (a slow start may be pinged).
    assert.deepEqual(worker.messages.find((m) => !('pong' in m)), { ready: true, version });
    assert.equal(worker.messages.filter((m) => 'progress' in m).length, 0, 'no progress unless asked for');
  });

  test('a message that is not a request (a string, null) is dropped; the same worker answers the next call', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    await client.version();
    const [worker] = NodeWebWorker.started;
    worker.postMessage('hello');
    worker.postMessage(null);
    const solved = await client.solve(CLASSIC);
    assert.equal(givensProblem(CLASSIC, solved.solution), '');
    assert.equal(client.workersStarted, 1, 'the worker did not die and was not replaced');
  });

  test('count reports progress through the worker while it runs', async () => {
    const client = makeClient();
    const reports = [];
    const result = await client.count(MANY, 0, 0, { onProgress: (p) => reports.push(p) });
    assert.equal(result.complete, true);
    assert.ok(reports.length >= 5, `${reports.length} reports`);
    assert.equal(reports.length, Math.ceil(result.nodes / 20000) - 1);
    assertIncreasing(reports);
  });

  for (const wasmType of ['application/wasm', 'application/octet-stream', 'text/html']) {
    test(`.wasm served as ${wasmType}: the core loads first, the full module once on demand, one download each`, async () => {
      NodeWebWorker.started = [];
      const client = makeClient({ wasmType });
      assert.equal((await client.count(CLASSIC, 2)).count, 1);
      const [worker] = NodeWebWorker.started;
      assert.deepEqual(await worker.fetchLog(), [CORE_WASM]); // the core answers count: no grader downloaded
      assert.equal((await client.rate(CLASSIC)).puzzle.length, 81); // only the full module rates
      assert.equal((await client.solutionPath(CLASSIC)).solution.length, 81);
      assert.equal((await client.count(CLASSIC, 2)).count, 1);
      assert.deepEqual(await worker.fetchLog(), [CORE_WASM, FULL_WASM]);
      assert.deepEqual(worker.messages.filter((m) => 'full' in m).map((m) => m.full), ['loading', 'ready']);
    });
  }

  test('a variant puzzle: the core answers needs_full_engine, the worker asks the full module and the game gets its rules', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    assert.equal((await client.parse(CLASSIC)).variant.name, 'classic');
    const [worker] = NodeWebWorker.started;
    assert.deepEqual(await worker.fetchLog(), [CORE_WASM]); // classic puzzles stay in the core
    const parsed = await client.parse(X_SUDOKU);
    assert.equal(parsed.variant.name, 'X-Sudoku');
    assert.equal(parsed.variant.diagonals, true);
    const solved = await client.solve(X_SUDOKU);
    assert.equal(solved.status, 'solved');
    const diagonal = [...Array(9).keys()].map((k) => solved.solution[k * 10]);
    assert.equal(new Set(diagonal).size, 9, `the main diagonal holds nine digits: ${diagonal.join('')}`);
    const list = await client.parseList(`${CLASSIC}\n${parsed.puzzle} ${parsed.variantFields}\n`);
    assert.deepEqual(list.entries.map((e) => [e.ok, e.variant?.name]), [[true, 'classic'], [true, 'X-Sudoku']]);
    assert.deepEqual(await worker.fetchLog(), [CORE_WASM, FULL_WASM]);
  });

  test('the worker index.html starts early (worker_start.js): what it says before it is taken is handed over, in order, once', async () => {
    const saved = { Worker: globalThis.Worker, location: globalThis.location };
    globalThis.Worker = NodeWebWorker;
    try {
      // A plain visit: no share link, so the first screen needs no engine and no worker starts.
      globalThis.location = { href: WORKER_URL.href, hash: '' };
      NodeWebWorker.started = [];
      const plain = await import('../../web/engine/worker_start.js?plain');
      assert.equal(NodeWebWorker.started.length, 0, 'no worker without a link');
      assert.equal(plain.takeStartedWorker(WORKER_URL), null);
      assert.equal(plain.opensLink('#puzzle=1.2'), true);
      assert.equal(plain.opensLink('#moves=1&puzzle=1.2'), true);
      assert.equal(plain.opensLink('#daily=2026-12-01'), true);
      assert.equal(plain.opensLink('#top'), false);
      assert.equal(plain.opensLink('#nopuzzle=1'), false);
      // A share link: the engine reads and counts its puzzle at once, so the worker starts early.
      globalThis.location = { href: `${WORKER_URL.href}#puzzle=${CLASSIC}`, hash: `#puzzle=${CLASSIC}` };
      const { startWorker, takeStartedWorker } = await import('../../web/engine/worker_start.js'); // starts one, as the page does
      const [early] = NodeWebWorker.started;
      assert.ok(early, 'importing the module started a worker');
      while (!early.messages.some((m) => m.ready)) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(takeStartedWorker(new URL('./other.js', WORKER_URL)), null, 'only for its own URL');
      const taken = takeStartedWorker(WORKER_URL);
      assert.equal(takeStartedWorker(WORKER_URL), null, 'taken once');
      const heard = [];
      taken.onmessage = ({ data }) => heard.push(data);
      assert.deepEqual(heard, [], 'handed over after the taker has set all its handlers');
      await Promise.resolve();
      assert.equal(heard[0].ready, true, 'the ready message it sent before it was taken');
      taken.terminate();

      startWorker(); // as on the next page load: EngineClient takes it and answers through it
      const client = makeClient({}, WORKER_URL, { createWorker: (url) => takeStartedWorker(url) ?? new NodeWebWorker(url) });
      assert.equal((await client.count(CLASSIC, 2)).count, 1);
      assert.equal(NodeWebWorker.started.length, 2, 'no third worker: the client used the started one');
      assert.equal(client.workersStarted, 1);
    } finally {
      Object.assign(globalThis, saved);
    }
  });

  test('a missing .wasm: every call fails with engine_load naming the file and the HTTP status', async () => {
    const site = mkdtempSync(join(tmpdir(), 'dlx-site-'));
    try {
      // worker.js with the modules it imports (engine_calls.js, dlx_engine.js): web/engine/ as is.
      cpSync(fileURLToPath(new URL('.', WORKER_URL)), join(site, 'engine'), { recursive: true });
      mkdirSync(join(site, 'wasm'));
      copyFileSync(join(wasmDir, 'dlx_sudoku_core.js'), join(site, 'wasm', 'dlx_sudoku_core.js'));
      const client = makeClient({}, pathToFileURL(join(site, 'engine', 'worker.js')));
      const error = await rejection(client.solve(CLASSIC));
      assert.ok(error instanceof EngineError);
      assert.equal(error.code, 'engine_load');
      assert.match(error.message, /dlx_sudoku_core\.wasm: HTTP 404/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('a missing full .wasm: the core still answers; calls that need the full module fail with engine_load, and retry', async () => {
    const site = mkdtempSync(join(tmpdir(), 'dlx-site-'));
    try {
      // worker.js with the modules it imports (engine_calls.js, dlx_engine.js): web/engine/ as is.
      cpSync(fileURLToPath(new URL('.', WORKER_URL)), join(site, 'engine'), { recursive: true });
      mkdirSync(join(site, 'wasm'));
      for (const file of ['dlx_sudoku_core.js', 'dlx_sudoku_core.wasm', 'dlx_sudoku.js']) {
        copyFileSync(join(wasmDir, file), join(site, 'wasm', file));
      }
      const client = makeClient({}, pathToFileURL(join(site, 'engine', 'worker.js')));
      assert.equal((await client.solve(CLASSIC)).status, 'solved');
      const error = await rejection(client.rate(CLASSIC));
      assert.equal(error.code, 'engine_load');
      assert.match(error.message, /full WebAssembly engine failed to load: .*dlx_sudoku\.wasm: HTTP 404/);
      assert.equal((await client.count(CLASSIC, 2)).count, 1); // the core is unharmed
      copyFileSync(join(wasmDir, 'dlx_sudoku.wasm'), join(site, 'wasm', 'dlx_sudoku.wasm'));
      assert.equal((await client.rate(CLASSIC)).puzzle.length, 81); // a failed load is retried on the next call
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('a worker script that cannot start: pending calls fail with "worker"; nothing hangs', async () => {
    const client = makeClient({}, new URL('../../web/engine/no_such_worker.js', import.meta.url));
    const errors = await Promise.all([rejection(client.solve(CLASSIC)), rejection(client.parse(CLASSIC))]);
    for (const error of errors) {
      assert.equal(error.code, 'worker');
      assert.match(error.message, /could not start/);
    }
    assert.equal(client.pendingCount, 0);
  });

  test('cancelling a long count mid-search terminates that worker; queued work runs on a new one', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    const controller = new AbortController();
    let reports = 0;
    const long = client.count(EMPTY, 0, 0, {
      signal: controller.signal,
      onProgress: () => { if (++reports === 2) controller.abort(); },
    });
    const queued = client.solve(CLASSIC);
    const error = await rejection(long);
    assert.equal(error.code, 'cancelled');
    assert.equal(reports, 2, 'no reports after the cancel');
    assert.equal(NodeWebWorker.started[0].terminated, true);
    assert.equal(givensProblem(CLASSIC, (await queued).solution), '');
    assert.equal(client.workersStarted, 2);
  });

  test('a worker killed mid-request: that request fails with "worker", the queued one and the next call work', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    let killed = false;
    const running = client.count(EMPTY, 0, 0, {
      onProgress: () => {
        if (!killed) NodeWebWorker.started[0].kill('Out of memory');
        killed = true;
      },
    });
    const queued = client.count(CLASSIC, 2);
    const error = await rejection(running);
    assert.ok(error instanceof EngineError);
    assert.equal(error.code, 'worker');
    assert.match(error.message, /stopped while running count: Out of memory/);
    assert.equal((await queued).count, 1, 'the other request was re-sent to a new worker');
    assert.equal((await client.solve(CLASSIC)).status, 'solved');
    assert.equal(client.workersStarted, 2);
    assert.equal(client.pendingCount, 0);
  });

  test('a search past its deadline stops inside the engine: "timeout", and the same worker answers the next call', async () => {
    NodeWebWorker.started = [];
    const client = makeClient();
    const error = await rejection(client.count(EMPTY, 0, 0, { timeoutMs: 300 }));
    assert.equal(error.code, 'timeout');
    assert.match(error.message, /count took longer than 300 ms and was stopped/);
    const stopped = await rejection(client.solve(EMPTY.replace('.', '1').replace('.', '1'), 0, { timeoutMs: 100000 }));
    assert.equal(stopped.code, 'conflict', 'an ordinary answer from the same worker');
    assert.equal(client.workersStarted, 1, 'not terminated: the module lives on');
    assert.equal(NodeWebWorker.started[0].terminated, false);
  });

  test('a long search sends heartbeats, so the watchdog leaves it alone; a worker that vanishes mid-search is replaced', async () => {
    NodeWebWorker.started = [];
    const client = makeClient({}, WORKER_URL, { pingMs: 100, silenceMs: 1500 });
    const beating = await rejection(client.count(EMPTY, 0, 0, { timeoutMs: 2500 }));
    assert.equal(beating.code, 'timeout', 'ran to its deadline, never taken for dead');
    const [worker] = NodeWebWorker.started;
    assert.ok(worker.messages.filter((m) => 'beat' in m).length >= 2, 'heartbeats while it searched');
    assert.equal(client.workersStarted, 1);
    // Now the worker dies without an error event, in the middle of a search.
    const doomed = client.count(EMPTY, 0, 0, { onProgress: () => worker.vanish() });
    const queued = client.count(CLASSIC, 2);
    const error = await rejection(doomed);
    assert.equal(error.code, 'worker');
    assert.match(error.message, /stopped answering/);
    assert.equal((await queued).count, 1);
    assert.equal(client.workersStarted, 2);
  });

  test('an idle worker that vanished is replaced and the next call just works', async () => {
    NodeWebWorker.started = [];
    const client = makeClient({}, WORKER_URL, { pingMs: 50, silenceMs: 300 });
    assert.equal((await client.solve(CLASSIC)).status, 'solved');
    NodeWebWorker.started[0].vanish();
    assert.equal((await client.solve(CLASSIC)).status, 'solved');
    assert.equal(client.workersStarted, 2);
  });
});
