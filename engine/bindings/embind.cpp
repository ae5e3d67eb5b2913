// The registration of the engine's calls for JavaScript (built only by Emscripten): declarations
// only. Siblings: calls.hpp (each call, by job: play.cpp, make.cpp, grade.cpp, teach.cpp),
// convert.hpp (values in and out, errors as values), records.hpp, limits.hpp (the page's limits);
// engine/src/variants_classic/ (the core module's classic-only side of the variant seam);
// web/engine/dlx_engine.js (turns ok:false into EngineError), web/engine/worker.js.
//
// Only plain values cross the boundary: every function takes strings, numbers, booleans or a plain
// options object, and returns a plain object, so JS never has a handle to .delete(). Errors are
// values: { ok: false, code, message } (code and message come from dlx::Error), else { ok: true,
// ...fields }.
//
// Built twice (CMakeLists.txt, dlx_wasm_module): the full module (DLX_BINDINGS_FULL: every call)
// and the core module the page loads first (parse, solve, count, version; classic rules only:
// it links engine/src/variants_classic/). Validation, the list reader, the generator, the grader and the trace are
// registered, and so linked, only in the full one; web/engine/worker.js sends a call the core
// lacks to the full module.
#include <emscripten/bind.h>

#include "calls.hpp"

// The JS side declares these calls once, in web/engine/engine_calls.js (which module has each, its
// arguments and defaults); tests/js/engine_calls.test.mjs fails when the two lists differ.
EMSCRIPTEN_BINDINGS(dlx_sudoku) {
  using namespace dlx::bindings;
  emscripten::function("parse", &parse);
  // Two arities of one name (embind overloads by argument count): solve(text, budget) and
  // solve(text, budget, progress); count(text, limit, budget) and count(text, limit, budget, progress).
  emscripten::function("solve", &solve);
  emscripten::function("solve", &solve_with_progress);
  emscripten::function("count", &count);
  emscripten::function("count", &count_with_progress);
  emscripten::function("version", &version);
#ifdef DLX_BINDINGS_FULL
  emscripten::function("validate", &validate);
  emscripten::function("parseList", &parse_list);
  emscripten::function("generate", &generate);
  emscripten::function("exactCover", &exact_cover);
  emscripten::function("exactCoverTrace", &exact_cover_trace);
  emscripten::function("sudokuTrace", &sudoku_trace);
  emscripten::function("exactCoverCellsTrace", &exact_cover_cells_trace);
  emscripten::function("rate", &rate);
  emscripten::function("solutionPath", &solution_path);
  emscripten::function("hintFor", &hint_for);
  emscripten::function("names", &names);
  emscripten::function("estimateSearch", &estimate_search);
#endif
}
