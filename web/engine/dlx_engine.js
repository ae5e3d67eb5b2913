// The engine's JavaScript API over the embind module (engine/bindings/embind.cpp): one method per
// engine call of engine_calls.js, defaults filled in, and { ok: false, code, message } turned into a thrown
// EngineError. Used directly in Node tests, and by engine_client.js for calls to worker.js.
// Types and every result field: dlx_engine.d.ts.
import { ENGINE_CALLS, PROGRESS_CALLS, defineEngineMethods, randomSeed } from './engine_calls.js';

export { ENGINE_CALLS, PROGRESS_CALLS, randomSeed };

export class EngineError extends Error {
  /** @param {string} code  "parse", "conflict", "size", "argument", "cancelled", "worker", ... */
  constructor(code, message) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}

/** { ok: true, ...data } -> data; { ok: false, code, message } -> throws EngineError. */
export function unwrap(result) {
  if (result === null || typeof result !== 'object') {
    throw new EngineError('internal', `the engine returned ${result === null ? 'null' : typeof result}, not a result object`);
  }
  if (!result.ok) throw new EngineError(result.code ?? 'internal', result.message ?? 'unknown engine error');
  const { ok, ...data } = result;
  return data;
}

// How many arguments each embind function takes: the length of its full argument list, defaults filled in.
const EMBIND_ARITY = Object.fromEntries(Object.entries(ENGINE_CALLS).map(([name, spec]) => [name, spec.args().length]));

/**
 * Calls one engine function on a loaded module and returns its raw result object. An exception
 * (embind's BindingError, a WebAssembly trap) becomes { ok: false, code: 'internal' }, so callers
 * see one error path. `onProgress` (solve and count) receives { nodes, updates, solutions } during the
 * search; returning false from it stops the search (the result then has cancelled: true). An
 * exception thrown by onProgress stops the search too and is rethrown here, after the engine has
 * returned, so it never unwinds through WebAssembly frames. worker.js runs every call through here.
 */
export function callModule(module, name, args, onProgress = null) {
  if (!Object.hasOwn(ENGINE_CALLS, name)) {
    return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  }
  const { progress, value } = ENGINE_CALLS[name];
  // The raw argument list must be whole: one missing would let the progress callback slide into
  // its place, and embind's own complaint quotes generated code.
  const arity = EMBIND_ARITY[name];
  if (!Array.isArray(args) || args.length !== arity) {
    const got = Array.isArray(args) ? `${args.length}` : args === null ? 'null' : `a ${typeof args}`;
    return { ok: false, code: 'argument', message: `${name} takes a list of ${arity} ${arity === 1 ? 'argument' : 'arguments'}, not ${got}` };
  }
  let thrown = null;
  const progressArgs = [];
  if (typeof onProgress === 'function' && progress) {
    progressArgs.push((report) => {
      try {
        return onProgress(report) !== false;
      } catch (error) {
        thrown = { error };
        return false;
      }
    });
  }
  let result;
  try {
    result = module[name](...args, ...progressArgs);
    if (value) result = { ok: true, [value]: result };
  } catch (error) {
    result = { ok: false, code: 'internal', message: `${name} failed inside the engine: ${error?.message ?? error}` };
  }
  if (thrown) throw thrown.error;
  return result;
}

/**
 * The engine on the current thread. Every method returns plain data or throws EngineError. One
 * method per call of ENGINE_CALLS (engine_calls.js), each taking the call's arguments and then an
 * options object: { onProgress } for solve and count, where onProgress({ nodes, updates, solutions })
 * is called every ~20,000 nodes and returning false stops the search (cancelled). Signatures and
 * results: dlx_engine.d.ts.
 */
export class DlxEngine {
  #module;

  constructor(module) {
    this.#module = module;
  }

  /** Low level: one call by name with its full embind argument list. */
  call(name, args, { onProgress = null } = {}) {
    const data = unwrap(callModule(this.#module, name, args, onProgress));
    const value = ENGINE_CALLS[name]?.value;
    return value ? data[value] : data;
  }
}
defineEngineMethods(DlxEngine.prototype, (engine, name, args, options) => engine.call(name, args, options));

/**
 * Instantiates the module and wraps it. `factory` is createDlxSudoku (a global after importScripts,
 * or require()'d in Node); moduleOptions go to it unchanged (locateFile, wasmBinary, ...).
 */
export async function loadEngine(factory = globalThis.createDlxSudoku, moduleOptions = {}) {
  if (typeof factory !== 'function') {
    throw new EngineError('engine_load', 'createDlxSudoku is not loaded: build the WebAssembly module first (npm run build)');
  }
  try {
    return new DlxEngine(await factory(moduleOptions));
  } catch (error) {
    throw new EngineError('engine_load', `the WebAssembly engine failed to load: ${error?.message ?? error}`);
  }
}
