// The classic-only side of the variant seam (variant_seam.hpp): what the core WebAssembly module
// links in place of engine/src/variants/ (variant.cpp, puzzle_format_variant.cpp,
// sudoku_solver_cages.cpp). The CLI, the tests and the full module link the real side instead.
//
// Why: the page's first load is the core module, and it plays classic Sudoku. Variant parsing and
// cage solving are most of 16 KiB gzip of code it never runs for a classic puzzle. The seam's
// entry points are defined here and in variants/, and a link takes exactly one of the two
// libraries (a symbol defined twice, or not at all, would fail the link, so the seam cannot
// silently drift).
//
// What the core does with a variant puzzle: parsing it fails with code "needs_full_engine", and
// web/engine/worker.js sends that call again to the full module, which reads and solves it. Every
// call that takes a puzzle reads it first, so none of them can reach the stand-ins below that
// assume classic rules.
#include <string>
#include <string_view>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/rule_of_45.hpp"
#include "dlx/variants/variant.hpp"
#include "formats/puzzle_format_detail.hpp"
#include "variant_seam.hpp"

namespace dlx {
namespace {

Error needs_full_engine(int line_number, std::string_view what) {
  return make_error("needs_full_engine", "line " + std::to_string(line_number) + ": " + std::string(what) +
                                             ": variant rules (X, Windoku, jigsaw, killer) are read by the full "
                                             "engine module, not the core");
}

// The first field after the cells (before a '#' comment) that names variant rules, or "".
std::string_view variant_field(std::string_view line, std::size_t from) {
  std::size_t i = from;
  while (i < line.size()) {
    while (i < line.size() && format_detail::is_space(line[i])) ++i;
    std::size_t end = i;
    while (end < line.size() && !format_detail::is_space(line[end])) ++end;
    const std::string_view field = line.substr(i, end - i);
    if (field.empty() || field[0] == '#') break;
    if (field.substr(0, 6) == "rules=" || field.substr(0, 8) == "regions=" || field.substr(0, 6) == "cages=") {
      return field;
    }
    i = end;
  }
  return {};
}

}  // namespace

namespace format_detail {

Result<ParsedPuzzle> apply_variant_fields(ParsedPuzzle parsed, std::string_view line, std::size_t from,
                                          int line_number) {
  const std::string_view field = variant_field(line, from);
  if (!field.empty()) return needs_full_engine(line_number, quote_text(field));
  return parsed;
}

Result<ParsedPuzzle> apply_variant_parameters(ParsedPuzzle parsed, std::string_view token, int line_number) {
  for (const char* key : {"rules", "regions", "cages"}) {
    if (find_link_parameter(token, key) != std::string_view::npos) {
      return needs_full_engine(line_number, "the link's " + std::string(key) + "= parameter");
    }
  }
  return parsed;
}

Result<Variant> read_solo_variant(std::string_view rest, const Shape&, bool jigsaw, bool diagonals, bool killer,
                                  int line_number) {
  if (jigsaw || diagonals || killer || !rest.empty()) return needs_full_engine(line_number, "the Solo ID");
  return Variant{};
}

}  // namespace format_detail

Result<Rules> Rules::make(Shape shape, Variant variant) {
  if (!variant.classic()) return needs_full_engine(1, "the rules");
  return Rules(shape);
}

// Classic rules have no cages: nothing to check, and no caged matrix to load.
std::vector<CageProblem> find_cage_problems(const Rules&, const Grid&) { return {}; }

Result<bool> SudokuSolver::load_caged(const Grid&, Rng*, bool) { return needs_full_engine(1, "killer cages"); }

// No cages, so no sums the cages fix.
std::vector<SumSet> rule_of_45_sets(const Rules&, int, int) { return {}; }

std::string variant_name(const Variant& variant) { return variant.classic() ? "classic" : "variant"; }

std::string variant_fields(const Grid&, const Variant&) { return {}; }

}  // namespace dlx
