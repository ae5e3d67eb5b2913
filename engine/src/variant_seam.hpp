// The variant seam: the few functions through which the classic engine (sudoku/, formats/) reaches
// variant rules. Each has two implementations in two libraries, and a link takes exactly one:
//   engine/src/variants/          the real ones (dlx_variants: the CLI, the tests, the full module)
//   engine/src/variants_classic/  classic only (dlx_variants_classic: the core WebAssembly module),
//                                 whose answer to a variant puzzle is the error "needs_full_engine"
// Both are object libraries (CMakeLists.txt), so a symbol defined on both sides, or missing from
// one, fails the link instead of being settled by library order.
//
// The seam is the functions declared here and these, declared with their types:
//   Rules::make                              sudoku_grid.hpp (checks a Variant, makes its houses and cages)
//   SudokuSolver::load_caged                 sudoku_solver.hpp (the killer encoding)
//   rule_of_45_sets                          variants/rule_of_45.hpp (the killer fast path's sum sets)
//   find_cage_problems, variant_name         variants/variant.hpp
//   variant_fields                           formats/puzzle_format.hpp
// A new function that classic code calls and variant code defines belongs in this list and in
// both libraries.
#pragma once

#include <cstddef>
#include <string_view>

#include "dlx/base/result.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {
namespace format_detail {

// Variant fields (variants/puzzle_format_variant.cpp). The line form: "rules=", "regions=",
// "cages=" among the fields after the cells, taken out of the comment. Links: the same as URL
// parameters.
Result<ParsedPuzzle> apply_variant_fields(ParsedPuzzle parsed, std::string_view line, std::size_t from,
                                          int line_number);
Result<ParsedPuzzle> apply_variant_parameters(ParsedPuzzle parsed, std::string_view token, int line_number);
// Solo's description after the grid: `rest` starts at the ',' after the grid (or is empty).
Result<Variant> read_solo_variant(std::string_view rest, const Shape& shape, bool jigsaw, bool diagonals, bool killer,
                                  int line_number);

}  // namespace format_detail
}  // namespace dlx
