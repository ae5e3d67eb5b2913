// The visualizer's own engine calls (issue 32: the Dancing Cells trace and Knuth's estimate of a
// search), declared apart from engine_calls.js so that the game's first load (engine_client.js,
// dlx_engine.js and engine_calls.js are in it) stays byte for byte what it was. The worker, the
// visualizer and the game's lazily loaded panels import this file instead. Entries as in
// engine_calls.js (all in the full module); tests/js/engine_calls.test.mjs checks both tables
// together against what the modules register, and dlx_engine.d.ts declares the methods.
const call = (arity, args, timeoutMs) => Object.freeze({ module: 'full', arity, args, timeoutMs, progress: false });

export const TEACH_CALLS = Object.freeze({
  // The Dancing Cells view's trace (engine/include/dlx/cover/cells_trace.hpp): exactCoverTrace's
  // options, plus states: true for the engine's own arrays after every step.
  exactCoverCellsTrace: call(2, (text, options = {}) => [text, options], 60_000),
  // Knuth's estimate by random probes: { kind, probes, seed, branching, run, nodeBudget }.
  estimateSearch: call(2, (text, options = {}) => [text, options], 60_000),
});

/**
 * Runs one teaching call on a loaded module, as callModule (dlx_engine.js) runs the others: a
 * whole argument list or a clear "argument" error, and an exception as { ok: false, code: 'internal' }.
 */
export function callTeach(module, name, args) {
  const spec = Object.hasOwn(TEACH_CALLS, name) ? TEACH_CALLS[name] : null;
  if (!spec) return { ok: false, code: 'argument', message: `"${name}" is not an engine function` };
  const arity = spec.args().length;
  if (!Array.isArray(args) || args.length !== arity) {
    return { ok: false, code: 'argument', message: `${name} takes a list of ${arity} arguments, not ${Array.isArray(args) ? args.length : typeof args}` };
  }
  try {
    return module[name](...args);
  } catch (error) {
    return { ok: false, code: 'internal', message: `${name} failed inside the engine: ${error?.message ?? error}` };
  }
}

/**
 * Gives `target` one method per teaching call, as defineEngineMethods does for the others:
 * method(...engineArgs, options) returns invoke(name, embindArgs, options, spec). Returns target.
 */
export function addTeachMethods(target, invoke) {
  for (const [name, spec] of Object.entries(TEACH_CALLS)) {
    target[name] = (...args) => invoke(name, spec.args(...args.slice(0, spec.arity)), args[spec.arity], spec);
  }
  return target;
}

/**
 * The EngineClient itself, given the teaching calls as methods, each sent through its call() with
 * its own deadline (unless the options name one). Adding them twice changes nothing.
 */
export const withTeachCalls = (client) => addTeachMethods(client, (name, args, options, spec) => client.call(name, args, { timeoutMs: spec.timeoutMs, ...options }));
