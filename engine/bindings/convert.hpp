// Value conversion at the WebAssembly boundary: JS values in (checked, since embind converts a
// wrong JS type silently: undefined -> 0, "abc" -> NaN), plain JS objects out, errors as values
// { ok: false, code, message }. Siblings: records.hpp (the grader's records, full module only),
// limits.hpp, the calls (play.cpp, make.cpp, grade.cpp, teach.cpp) and embind.cpp.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "limits.hpp"

namespace dlx::bindings {

using emscripten::val;

// Property names the answers share, made into JS strings once: turning C strings into JS strings
// on every call was a visible share of a short call.
struct AnswerKeys {
  val ok{"ok"}, size{"size"}, box_rows{"boxRows"}, box_cols{"boxCols"}, nodes{"nodes"}, updates{"updates"};
};
const AnswerKeys& keys();

val failure(const Error& error);  // { ok: false, code, message }
val success();                    // { ok: true }, to add fields to

inline double as_number(std::uint64_t n) { return static_cast<double>(n); }

// What a wrong argument looked like, for messages: "-1", "1.5", "NaN", "a string", "undefined".
std::string describe_value(const val& v);
// "argument": "<name> must be <expected> (got <what>)".
Error argument_error(const std::string& name, const std::string& expected, const val& got);

Result<std::string> text_arg(const val& v, const std::string& name);
// A whole number in [0, max]; undefined/null give `fallback`.
Result<std::uint64_t> count_arg(const val& v, const std::string& name, std::uint64_t fallback,
                                double max = kMaxSafeInteger);
Result<bool> bool_arg(const val& v, const std::string& name, bool fallback);

std::string line_or_empty(const std::optional<Grid>& grid);
void set_shape(val& out, const Shape& shape);
void set_counters(val& out, const Counters& counters);
val int_list(const std::vector<int>& ints);
// What a record that names a house (or a killer cage) carries as data, beside any older fields:
// houseKind ("row", "column", "box", "region", "window", "diagonal", "cage") and houseIndex (0-based
// within its kind; a diagonal's 0 is the main one from r1c1, 1 the anti-diagonal; a cage's is its
// index in the puzzle's cages).
void set_house_kind(val& out, HouseKind kind, int index);

// Every entry point that takes a puzzle reads it the same way: any format parse_puzzle accepts.
Result<ParsedPuzzle> read_puzzle(const val& text);

// A puzzle argument as it was read. Short ASCII text is copied in by one call and parsed in place;
// the answer can then tell whether the caller's string already spells the puzzle.
class PuzzleArg {
 public:
  explicit PuzzleArg(const val& text);
  Result<ParsedPuzzle> parse() const;
  const val& text() const { return text_; }
  // Whether the caller's text is the grid's line as format_line writes it.
  bool spells(const Grid& grid) const;
  // The line to put in an answer's puzzle field: empty when the caller's text is that line.
  std::string line_unless_spelled(const Grid& grid) const { return spells(grid) ? "" : format_line(grid); }

 private:
  const val& text_;
  char chars_[kShortPuzzleChars];
  int length_;
};

// parse's answer (and each entry of parseList's): format, shape, puzzle, clues, comment,
// metadata, expectedCount, expectedSolution, candidates, variant, variantFields.
val puzzle_fields(const ParsedPuzzle& parsed);
// The rules beyond rows, columns and boxes: variant = {name, diagonals, windows, regions: [region
// of each cell] or [], cages: [{sum, cells, houseKind: 'cage', houseIndex}], houses: [{houseKind:
// 'diagonal' | 'window', houseIndex, cells (ascending)}]: the diagonals, then the windows}, and variantFields,
// the same as the line form's fields ("rules=x ..."). parse and generate answer with both.
void set_variant(val& out, const Grid& grid, const Variant& variant);

}  // namespace dlx::bindings
