// Linked into the core WebAssembly module only (CMakeLists.txt, dlx_wasm_core), never into the
// engine library. dlx::generate() names the levelled generator, and through it the whole grader;
// this definition satisfies that name first, so the linker never pulls generator_levels.cpp (and
// the grader) out of the engine archive, and the core module stays small. The core bindings
// (embind.cpp without DLX_BINDINGS_FULL) refuse a difficulty before calling generate(), so this
// is reached only if that check is ever removed; the full module (web/engine/worker.js) then
// answers instead.
#include "../src/generator_detail.hpp"

namespace dlx::generator_detail {

Result<Generated> generate_levelled(const GenerateOptions&) {
  return make_error("full_module", "a puzzle at a difficulty needs the full engine module");
}

}  // namespace dlx::generator_detail
