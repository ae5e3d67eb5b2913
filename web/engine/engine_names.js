// The engine's stable names the page needs before the engine has loaded: the six levels (easiest
// first) and the clue symmetries. The engine's own lists (grader.hpp's kLevels, generator.hpp's
// kSymmetries) are the source, exported as names() (engine_calls.js); tests/js/engine_names.test.mjs
// checks this copy against them and against dlx_engine.d.ts, so the two cannot drift. Everything
// else in JS (the New game dialog, statistics, the puzzle pool, tests, tools) imports from here.

/** Levels, easiest first: what generate()'s difficulty takes and rate() answers. */
export const LEVELS = Object.freeze(['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical']);

/** The clue symmetries generate() takes. */
export const SYMMETRIES = Object.freeze(['none', 'rot180', 'mirror', 'rot90', 'diagonal']);
