// The engine's calls, declared once. Everything else derives from this table: DlxEngine's methods
// and callModule (dlx_engine.js), EngineClient's methods and deadlines (engine_client.js), and the
// worker's dispatch (worker.js imports callModule). tests/js/engine_calls.test.mjs checks it against
// what the real modules register (engine/bindings/embind.cpp's EMSCRIPTEN_BINDINGS), so a call
// added, removed or given another arity on one side fails a test until the other side says the same.
//
// Each entry:
//   module     'core': in the small first-load module (dlx_sudoku_core) and the full one;
//              'full': only in the full module (dlx_sudoku), which the worker loads on first need
//   arity      how many of a method's arguments go to the engine; the argument after them is the
//              method's options object ({ onProgress } in DlxEngine; { signal, timeoutMs,
//              onProgress } in EngineClient)
//   args       the method's arguments -> the embind call's exact argument list (embind insists on
//              the count, so defaults are filled in here)
//   progress   the engine takes a progress callback as one more argument (searches)
//   timeoutMs  EngineClient's default deadline, from the call's start in the worker: long enough
//              for the hardest legitimate call on a slow phone, short enough that a page never hangs
//   value      the embind function returns a plain value, not a { ok, ... } result: the method
//              returns it as is (callModule reports it as { ok: true, [value]: it })
// Result types and fields of each call: dlx_engine.d.ts.

/** A seed for generate() when none is given: 53 random bits, so it survives as a JS number. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

const isOptions = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const call = (module, arity, args, timeoutMs, more = {}) => Object.freeze({ module, arity, args, timeoutMs, progress: false, ...more });

export const ENGINE_CALLS = Object.freeze({
  parse: call('core', 1, (text) => [text], 10_000),
  solve: call('core', 2, (text, nodeBudget = 0) => [text, nodeBudget], 20_000, { progress: true }),
  count: call('core', 3, (text, limit = 2, nodeBudget = 0) => [text, limit, nodeBudget], 20_000, { progress: true }),
  version: call('core', 0, () => [], 10_000, { value: 'version' }),
  validate: call('full', 1, (text) => [text], 15_000),
  parseList: call('full', 1, (text) => [text], 20_000),
  // A seed is filled in for no options (undefined, null) or an options object; anything else goes
  // to the engine as it is, which refuses it in words (42 is no options, and must not make a
  // random puzzle).
  generate: call('full', 1, (options = {}) => [options === null ? { seed: randomSeed() }
    : isOptions(options) ? { ...options, seed: options.seed ?? randomSeed() } : options], 30_000),
  exactCover: call('full', 3, (text, limit = 0, nodeBudget = 0) => [text, limit, nodeBudget], 30_000),
  // The visualizer's traces (web/viz/): { branching, detail, solutionLimit, maxRecords }.
  exactCoverTrace: call('full', 2, (text, options = {}) => [text, options], 60_000),
  sudokuTrace: call('full', 2, (text, options = {}) => [text, options], 60_000),
  rate: call('full', 1, (text) => [text], 20_000),
  solutionPath: call('full', 1, (text) => [text], 20_000),
  // embind reads the notes as a plain array: a Uint32Array from the game model is copied.
  hintFor: call('full', 3, (puzzle, entries, notes) => [puzzle, entries, Array.from(notes ?? [])], 20_000),
  // The engine's stable names (levels, symmetries): engine_names.js holds the page's copy.
  names: call('full', 0, () => [], 10_000),
});

/** Engine calls that can report progress (the engine calls back every ~20,000 search nodes). */
export const PROGRESS_CALLS = Object.freeze(Object.keys(ENGINE_CALLS).filter((name) => ENGINE_CALLS[name].progress));

/**
 * Adds one method per engine call to `prototype`: method(...engineArgs, options) calls
 * `invoke(this, name, embindArgs, options)` and returns what it returns.
 */
export function defineEngineMethods(prototype, invoke) {
  for (const [name, spec] of Object.entries(ENGINE_CALLS)) {
    const method = {
      [name](...args) {
        return invoke(this, name, spec.args(...args.slice(0, spec.arity)), args[spec.arity]);
      },
    }[name];
    Object.defineProperty(prototype, name, { configurable: true, writable: true, value: method });
  }
}
