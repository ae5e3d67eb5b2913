// The engine in a Web Worker, so a long search never freezes the page. Speaks one protocol with
// engine_client.js: { id, name, args } in, { id, result } out, where result is the engine's plain
// { ok, ... } object (errors stay values; the client turns them into EngineError).
//
// A classic worker, not a module worker: the glue CMake builds is the non-ES6 MODULARIZE script,
// the one build that also loads in the Node tests (require) and the CLI-free ctest runs. Module
// workers cannot importScripts() it, and a second ES6 build would double the wasm link time.
'use strict';

// Must match ENGINE_CALLS in dlx_engine.js (a classic worker cannot import an ES module).
const CALLS = new Set(['parse', 'parseList', 'solve', 'count', 'validate', 'generate', 'exactCover', 'hint', 'version']);

let ready;
try {
  importScripts('../wasm/dlx_sudoku.js');
  // The glue looks for dlx_sudoku.wasm next to the worker, not next to itself (toolchain pitfall 7).
  ready = createDlxSudoku({ locateFile: (file) => new URL(`../wasm/${file}`, self.location.href).href });
} catch (error) {
  ready = Promise.reject(error);
}
ready.catch(() => {}); // reported per call below

function run(module, name, args) {
  if (!CALLS.has(name) || !Array.isArray(args)) {
    return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  }
  try {
    return name === 'version' ? { ok: true, version: module.version() } : module[name](...args);
  } catch (error) {
    // An exception here (a trap, out of memory) may leave the module broken: the client restarts us.
    return { ok: false, code: 'internal', message: `${name} failed inside the engine: ${error?.message ?? error}` };
  }
}

self.onmessage = async ({ data }) => {
  const { id, name, args } = data;
  let result;
  try {
    result = run(await ready, name, args);
  } catch (error) {
    result = {
      ok: false,
      code: 'engine_load',
      message: `the WebAssembly engine failed to load: ${error?.message ?? error}`,
    };
  }
  self.postMessage({ id, result });
};
