// The engine's JavaScript API over the embind module (engine/bindings/embind.cpp): one method per
// engine call, defaults filled in, and { ok: false, code, message } turned into a thrown
// EngineError. Used directly in Node tests, and by engine_client.js for calls to worker.js.
// Types and every result field: dlx_engine.d.ts.

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

/** A seed for generate() when none is given: 53 random bits, so it survives as a JS number. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

// The argument list of each embind function. embind insists on the exact count, so defaults are
// filled in here, once, for both DlxEngine and the worker client.
export const ENGINE_CALLS = Object.freeze({
  parse: (text) => [text],
  parseList: (text) => [text],
  solve: (text, nodeBudget = 0) => [text, nodeBudget],
  count: (text, limit = 2, nodeBudget = 0) => [text, limit, nodeBudget],
  validate: (text) => [text],
  generate: (options = {}) => [{ ...options, seed: options.seed ?? randomSeed() }],
  exactCover: (text, limit = 0, nodeBudget = 0) => [text, limit, nodeBudget],
  // The visualizer's traces (web/viz/): { branching, detail, solutionLimit, maxRecords }.
  exactCoverTrace: (text, options = {}) => [text, options],
  sudokuTrace: (text, options = {}) => [text, options],
  rate: (text) => [text],
  solutionPath: (text) => [text],
  // embind reads the notes as a plain array: a Uint32Array from the game model is copied.
  hintFor: (puzzle, entries, notes) => [puzzle, entries, Array.from(notes ?? [])],
});

/** Engine calls that can report progress (the engine calls back every ~20,000 search nodes). */
export const PROGRESS_CALLS = Object.freeze(['solve', 'count']);

/**
 * Calls one engine function on a loaded module and returns its raw result object. An exception
 * (embind's BindingError, a WebAssembly trap) becomes { ok: false, code: 'internal' }, so callers
 * see one error path. `onProgress` (solve and count) receives { nodes, updates, solutions } during the
 * search; returning false from it stops the search (the result then has cancelled: true). An
 * exception thrown by onProgress stops the search too and is rethrown here, after the engine has
 * returned, so it never unwinds through WebAssembly frames.
 */
export function callModule(module, name, args, onProgress = null) {
  if (!Object.hasOwn(ENGINE_CALLS, name) && name !== 'version') {
    return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  }
  let thrown = null;
  const progressArgs = [];
  if (typeof onProgress === 'function' && PROGRESS_CALLS.includes(name)) {
    progressArgs.push((progress) => {
      try {
        return onProgress(progress) !== false;
      } catch (error) {
        thrown = { error };
        return false;
      }
    });
  }
  let result;
  try {
    result = name === 'version' ? { ok: true, version: module.version() } : module[name](...args, ...progressArgs);
  } catch (error) {
    result = { ok: false, code: 'internal', message: `${name} failed inside the engine: ${error?.message ?? error}` };
  }
  if (thrown) throw thrown.error;
  return result;
}

/** The engine on the current thread. Every method returns plain data or throws EngineError. */
export class DlxEngine {
  #module;

  constructor(module) {
    this.#module = module;
  }

  #call(name, args, onProgress = null) {
    return unwrap(callModule(this.#module, name, ENGINE_CALLS[name](...args), onProgress));
  }

  /** Any supported format -> { format, size, boxRows, boxCols, puzzle (line form), clues, comment, metadata, ... } */
  parse(text) { return this.#call('parse', [text]); }
  /** One puzzle per line -> { entries: [{ line, ok, puzzle, ... } | { line, ok: false, code, message }] } */
  parseList(text) { return this.#call('parseList', [text]); }
  /**
   * -> { status: 'solved'|'no_solution'|'budget_exhausted'|'cancelled', solution, puzzle, nodes, updates, ... }
   * options.onProgress as for count (returning false stops the search: status 'cancelled').
   */
  solve(text, nodeBudget, { onProgress = null } = {}) { return this.#call('solve', [text, nodeBudget], onProgress); }
  /**
   * -> { count, complete, budgetExhausted, cancelled, first, second, nodes, updates, ... }
   * options.onProgress({ nodes, updates, solutions }) is called every ~20,000 nodes; return false to stop.
   */
  count(text, limit, nodeBudget, { onProgress = null } = {}) {
    return this.#call('count', [text, limit, nodeBudget], onProgress);
  }
  /** -> { conflicts: [{ digit, cells, cellNames, house, text }], complete, solvable, message } */
  validate(text) { return this.#call('validate', [text]); }
  /** { seed?, symmetry?, clues?, minimal?, difficulty?, maxAttempts?, timeBudgetMs?, boxRows?, boxCols? | size? } -> { puzzle, solution, seed, clues, level, score, hardest, ... } */
  generate(options) { return this.#call('generate', [options]); }
  /** DLX1 text -> { solutions: [['A D', ...], ...], count, complete, truncated, nodes, updates } */
  exactCover(text, limit, nodeBudget) { return this.#call('exactCover', [text, limit, nodeBudget]); }
  /** -> { level, score, hardest, puzzle, ... } (needs a unique solution) */
  rate(text) { return this.#call('rate', [text]); }
  /** -> { steps: [Step], solvedLogically, finalGrid, solution, level, score, hardest, ... } */
  solutionPath(text) { return this.#call('solutionPath', [text]); }
  /**
   * A hint on the player's state: entries (line form, givens + digits) and one notes mask per cell
   * (0 = no notes: the cell's computed candidates are used). -> { kind: 'mistake', reason, cell,
   * cellName, cells } | { kind: 'step', step } | { kind: 'none', reason: 'solved'|'stuck' }
   */
  hintFor(puzzle, entries, notes) { return this.#call('hintFor', [puzzle, entries, notes]); }
  /** DLX1 text -> the search's trace: { structure, records, width, items, options, nodes, updates, ... } */
  exactCoverTrace(text, options) { return this.#call('exactCoverTrace', [text, options]); }
  /** A puzzle -> the trace of its exact-cover search (decisions detail by default) and its candidates. */
  sudokuTrace(text, options) { return this.#call('sudokuTrace', [text, options]); }
  version() { return unwrap(callModule(this.#module, 'version', [])).version; }
}

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
