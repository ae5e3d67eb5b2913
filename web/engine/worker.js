// The engine in a Web Worker, so a long search never freezes the page. Speaks one protocol with
// engine_client.js (documented in dlx_engine.d.ts, "Worker protocol"):
//   in:  { id, name, args, progress? }   one engine call; progress: true asks count for reports
//   out: { ready: true, version } | { ready: false, code, message }   once, when loading is done
//        { id, progress: { nodes, updates, solutions } }              zero or more times per call
//        { id, result }     result is the engine's plain { ok, ... } object (errors stay values)
//
// A classic worker, not a module worker: the glue CMake builds is the non-ES6 MODULARIZE script,
// the one build that also loads in the Node tests (require) and the CLI-free ctest runs. Module
// workers cannot importScripts() it, and a second ES6 build would double the wasm link time.
'use strict';

// Must match ENGINE_CALLS and PROGRESS_CALLS in dlx_engine.js (a classic worker cannot import an ES module).
const CALLS = new Set(['parse', 'parseList', 'solve', 'count', 'validate', 'generate', 'exactCover', 'hint', 'rate', 'solutionPath', 'hintFor', 'version',
  'exactCoverTrace', 'sudokuTrace']);
const PROGRESS_CALLS = new Set(['count']);

// Relative to this script, so the site works from any folder it is copied to.
const WASM_URL = new URL('../wasm/dlx_sudoku.wasm', self.location.href).href;

/**
 * Downloads and instantiates the module's .wasm with one request. Streaming compilation needs the
 * server to say application/wasm; when it says something else (application/octet-stream is
 * common on static hosts) the same response is read as bytes instead. The glue's own loader would
 * also recover, but only after a console warning and a second download of the file.
 */
async function instantiate(imports) {
  let response;
  try {
    response = await wasmResponse;
  } catch (error) {
    throw new Error(`could not download ${WASM_URL}: ${error?.message ?? error}`);
  }
  if (!response.ok) throw new Error(`could not download ${WASM_URL}: HTTP ${response.status}`);
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/wasm' && typeof WebAssembly.instantiateStreaming === 'function') {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

// The download starts before importScripts, which blocks while it fetches and runs the glue.
const wasmResponse = fetch(WASM_URL, { credentials: 'same-origin' });
wasmResponse.catch(() => {}); // reported by instantiate()

let ready;
try {
  importScripts('../wasm/dlx_sudoku.js');
  ready = new Promise((resolve, reject) => {
    createDlxSudoku({
      // The glue looks for files next to the worker, not next to itself (toolchain pitfall 7).
      locateFile: (file) => new URL(`../wasm/${file}`, self.location.href).href,
      instantiateWasm(imports, receiveInstance) {
        instantiate(imports).then(({ instance, module }) => receiveInstance(instance, module), reject);
        return {}; // the exports arrive asynchronously, through receiveInstance
      },
    }).then(resolve, reject);
  });
} catch (error) {
  ready = Promise.reject(error);
}

const loadFailure = (error) => ({
  ok: false,
  code: 'engine_load',
  message: `the WebAssembly engine failed to load: ${error?.message ?? error}`,
});

ready.then(
  (module) => self.postMessage({ ready: true, version: module.version() }),
  (error) => self.postMessage({ ready: false, ...loadFailure(error) }),
);

function run(module, id, name, args, wantsProgress) {
  if (!CALLS.has(name) || !Array.isArray(args)) {
    return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  }
  try {
    if (name === 'version') return { ok: true, version: module.version() };
    if (wantsProgress && PROGRESS_CALLS.has(name)) {
      // Posted from inside the search: the page receives it while the call is still running.
      return module[name](...args, (progress) => {
        self.postMessage({ id, progress });
        return true;
      });
    }
    return module[name](...args);
  } catch (error) {
    // An exception here (a trap, out of memory) may leave the module broken: the client restarts us.
    return { ok: false, code: 'internal', message: `${name} failed inside the engine: ${error?.message ?? error}` };
  }
}

self.onmessage = async ({ data }) => {
  const { id, name, args, progress } = data ?? {};
  let result;
  try {
    result = run(await ready, id, name, args, progress === true);
  } catch (error) {
    result = loadFailure(error);
  }
  self.postMessage({ id, result });
};
