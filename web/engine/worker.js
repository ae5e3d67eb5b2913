// The engine in a Web Worker, so a long search never freezes the page. Speaks one protocol with
// engine_client.js (documented in dlx_engine.d.ts, "Worker protocol"):
//   in:  { id, name, args, progress?, timeoutMs? }   one engine call; progress: true asks solve or
//                                                    count for reports; timeoutMs: its deadline
//        { ping }                                   answered at once with { pong } (the watchdog)
//        { cancel: id }                             a queued call the page no longer wants: skipped
//   out: { ready: true, version } | { ready: false, code, message }   once, when loading is done
//        { full: 'loading' | 'ready' }                                 the full module's loading
//        { id, started: true }          the engine begins the call (its deadline runs from here)
//        { id, progress: { nodes, updates, solutions } }              zero or more times per call
//        { beat: id }                                                  a search is alive (~2 per second)
//        { id, result }     result is the engine's plain { ok, ... } object (errors stay values)
//
// Searches (solve, count) always run with the engine's progress callback: it sends the reports
// asked for, a heartbeat about every half second, and stops the search once the call's deadline
// has passed, which then fails with code 'timeout' while the worker and its module live on.
//
// Two modules from one bindings file (CMakeLists.txt): the small core (dlx_sudoku_core: parse,
// solve, count on classic puzzles) loads at start, so the page's first load stays small; the full
// one (dlx_sudoku: validation, lists, the generator, the grader, the traces, variant rules) loads on the first call
// the core lacks or answers 'needs_full_engine' (a variant puzzle), and from then on answers every
// call. 'loadFull' (no arguments) loads it ahead of need.
// Calls run one at a time, in the order received (engine_client.js relies on it), also while the
// full module downloads.
//
// A classic worker, not a module worker: the glue CMake builds is the non-ES6 MODULARIZE script,
// the one build that also loads in the Node tests (require) and the CLI-free ctest runs. Module
// workers cannot importScripts() it, and a second ES6 build would double the wasm link time.
'use strict';

// The engine's call list and the one way to call it (engine_calls.js, dlx_engine.js), with the
// visualizer's own calls (engine_calls_teach.js, kept out of the game's first load), imported as
// ES modules: a classic worker may import() them. The import starts here, beside the core
// module's download, so it costs no extra wait.
const engineApi = Promise.all([import('./engine_calls.js'), import('./dlx_engine.js'), import('./engine_calls_teach.js')])
  .then(([{ ENGINE_CALLS }, { callModule }, { TEACH_CALLS, callTeach }]) => ({
    ENGINE_CALLS: { ...ENGINE_CALLS, ...TEACH_CALLS },
    callModule: (module, name, args, onProgress) => (Object.hasOwn(TEACH_CALLS, name) ? callTeach(module, name, args) : callModule(module, name, args, onProgress)),
  }));
const BEAT_MS = 500;
const MODULES = {
  core: { name: 'dlx_sudoku_core', factory: 'createDlxSudokuCore' },
  full: { name: 'dlx_sudoku', factory: 'createDlxSudoku' },
};

// Relative to this script, so the site works from any folder it is copied to.
const wasmFolder = (file) => new URL(`../wasm/${file}`, self.location.href).href;

/**
 * Downloads and instantiates a module's .wasm with one request. Streaming compilation needs the
 * server to say application/wasm; when it says something else (application/octet-stream is
 * common on static hosts) the same response is read as bytes instead. The glue's own loader would
 * also recover, but only after a console warning and a second download of the file.
 */
async function instantiate(url, download, imports) {
  let response;
  try {
    response = await download;
  } catch (error) {
    throw new Error(`could not download ${url}: ${error?.message ?? error}`, { cause: error });
  }
  if (!response.ok) throw new Error(`could not download ${url}: HTTP ${response.status}`);
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  try {
    if (type === 'application/wasm' && typeof WebAssembly.instantiateStreaming === 'function') {
      return await WebAssembly.instantiateStreaming(response, imports);
    }
    return await WebAssembly.instantiate(await response.arrayBuffer(), imports);
  } catch (error) {
    // A download cut off by the stall deadline ends here, as a body that stopped: say so.
    if (error?.name === 'AbortError' || error instanceof StallError) throw new Error(`could not download ${url}: ${error.message}`, { cause: error });
    throw error;
  }
}

// A download that receives nothing for this long has stalled (a server or a network that holds the
// request open): it is aborted and the load fails as a 404 would, so the next try (the page's
// retries of a waiting link, the next call) makes a fresh request, and a stall that clears is
// recovered without a reload (issue 33). Not a limit on a slow download: every byte that arrives
// restarts the wait. Each try of one module waits longer, the last one repeating.
const STALL_MS = Object.freeze([15_000, 30_000, 60_000]);

class StallError extends Error {
  constructor(ms) {
    super(`nothing arrived for ${ms / 1000} s, so the download was stopped`);
    this.name = 'StallError';
  }
}

/**
 * fetch() with the stall deadline: a Response whose body is watched as it streams (so streaming
 * compilation still works), aborted once nothing has arrived for `stallMs`.
 */
function fetchWatched(url, init, stallMs) {
  const controller = new AbortController();
  let timer = 0;
  const stop = () => clearTimeout(timer);
  const poke = () => {
    stop();
    timer = setTimeout(() => controller.abort(new StallError(stallMs)), stallMs);
  };
  poke();
  return fetch(url, { ...init, signal: controller.signal }).then((response) => {
    if (!response.ok || !response.body) {
      stop();
      return response;
    }
    poke();
    const body = response.body.pipeThrough(new TransformStream({
      transform(chunk, out) {
        poke();
        out.enqueue(chunk);
      },
      flush: stop,
    }));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }, (error) => {
    stop();
    throw error;
  });
}

/**
 * Loads one module: its .wasm download starts before importScripts, which blocks while it runs the
 * glue. `tries` counts this attempt: after a failed one the browser's HTTP cache is asked to
 * revalidate (a damaged copy it kept would fail the same way), and a stall is waited out longer.
 */
function load({ name, factory }, { tries = 1 } = {}) {
  const url = wasmFolder(`${name}.wasm`);
  const init = { credentials: 'same-origin', cache: tries > 1 ? 'no-cache' : 'default' };
  const download = fetchWatched(url, init, STALL_MS[Math.min(tries, STALL_MS.length) - 1]);
  download.catch(() => {}); // reported by instantiate()
  try {
    importScripts(wasmFolder(`${name}.js`));
    return new Promise((resolve, reject) => {
      self[factory]({
        // A classic worker's glue resolves the .wasm against the worker's URL, not its own: without
        // this the request 404s and shows up as a CompileError about the magic word.
        locateFile: wasmFolder,
        instantiateWasm(imports, receiveInstance) {
          instantiate(url, download, imports).then(({ instance, module }) => receiveInstance(instance, module), reject);
          return {}; // the exports arrive asynchronously, through receiveInstance
        },
      }).then(resolve, reject);
    });
  } catch (error) {
    return Promise.reject(error);
  }
}

const loadFailure = (error, what = 'the WebAssembly engine') => ({
  ok: false,
  code: 'engine_load',
  message: `${what} failed to load: ${error?.message ?? error}`,
});

// The core module, loading at start. A failed load (a 404, a 500, garbage bytes, a cut or stalled download)
// is forgotten as the full module's is, so the next call tries again: the page recovers once the
// file is served again, without a reload (issue 33, finding 4). Each outcome is told ({ ready }).
let core = null;
let coreTries = 0;
function coreModule() {
  if (!core) {
    coreTries += 1;
    core = Promise.all([load(MODULES.core, { tries: coreTries }), engineApi]).then(([module]) => {
      self.postMessage({ ready: true, version: module.version() });
      return module;
    }, (error) => {
      core = null;
      self.postMessage({ ready: false, ...loadFailure(error) });
      throw error;
    });
  }
  return core;
}
coreModule().catch(() => {}); // told above; the calls that wait for it get the failure

let full = null;       // the full module's loading promise, once asked for
let fullLoaded = null; // the module itself, once loaded: every call goes there from then on
let fullTries = 0;

/** The full module, loading it on first use. A failed load is forgotten, so a later call retries. */
function fullModule() {
  if (!full) {
    self.postMessage({ full: 'loading' });
    fullTries += 1;
    full = load(MODULES.full, { tries: fullTries }).then((module) => {
      fullLoaded = module;
      self.postMessage({ full: 'ready' });
      return module;
    }, (error) => {
      full = null;
      throw error;
    });
  }
  return full;
}

function run(module, { callModule }, { id, name, args, progress, timeoutMs }) {
  // The engine is loaded: the call begins now, and so does its deadline (downloads do not count).
  const startedAt = performance.now();
  self.postMessage({ id, started: true });
  // Searches (the calls that take a progress callback; callModule passes none to the others)
  // always get one: reports when asked, heartbeats, and the deadline (returning false stops the
  // search where it is).
  const deadline = Number.isFinite(timeoutMs) && timeoutMs > 0 ? startedAt + timeoutMs : Infinity;
  let lastBeat = startedAt;
  let late = false;
  const onProgress = (report) => {
    const now = performance.now();
    if (progress === true) self.postMessage({ id, progress: report });
    if (now - lastBeat >= BEAT_MS) {
      lastBeat = now;
      if (progress !== true) self.postMessage({ beat: id });
    }
    late = now > deadline;
    return !late;
  };
  // An exception inside the engine (a trap, out of memory) comes back as code 'internal' and may
  // leave the module broken: the client then restarts us.
  const result = callModule(module, name, args, onProgress);
  if (late && result && result.ok && (result.cancelled || result.status === 'cancelled')) {
    return { ok: false, code: 'timeout', message: `${name} took longer than ${timeoutMs} ms and was stopped` };
  }
  return result;
}

async function onFull(run) {
  let module;
  try {
    module = await fullModule();
  } catch (error) {
    return loadFailure(error, 'the full WebAssembly engine');
  }
  return run(module);
}

async function answer(request) {
  const { name } = request;
  if (name === 'loadFull') return onFull((module) => ({ ok: true, version: module.version() }));
  let api;
  let module;
  try {
    [module, api] = await Promise.all([coreModule(), engineApi]);
  } catch (error) {
    return loadFailure(error);
  }
  if (!Object.hasOwn(api.ENGINE_CALLS, name)) {
    return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  }
  const call = (loaded) => run(loaded, api, request);
  if (fullLoaded) return call(fullLoaded);
  if (api.ENGINE_CALLS[name].module !== 'core') return onFull(call);
  const result = call(module);
  return needsFull(result) ? onFull(call) : result;
}

// The core reads classic puzzles only: for one with variant rules (X, Windoku, jigsaw, killer) it
// answers code 'needs_full_engine' (engine/bindings/core_classic.cpp).
const needsFull = (result) => result?.code === 'needs_full_engine';

let queue = Promise.resolve();
const struckOff = new Set(); // ids of queued calls the page no longer wants
self.onmessage = ({ data }) => {
  // Only the protocol's objects are requests: anything else (a string posted by mistake) is dropped
  // here, rather than throwing in this handler, which would leave no one to answer the next call.
  if (data === null || typeof data !== 'object') return;
  const request = data;
  if ('cancel' in request) {
    struckOff.add(request.cancel);
    return;
  }
  // The watchdog's ping is answered at once, not queued behind the calls: an idle (or loading)
  // worker answers within milliseconds; a busy one answers with its search's heartbeats instead.
  if ('ping' in request) {
    self.postMessage({ pong: request.ping });
    return;
  }
  queue = queue.then(async () => {
    if (struckOff.delete(request.id)) return;
    let result;
    try {
      result = await answer(request);
    } catch (error) {
      result = { ok: false, code: 'internal', message: `${request.name} failed in the worker: ${error?.message ?? error}` };
    }
    self.postMessage({ id: request.id, result });
  });
};
