// The grader: a logical solver that works on candidates the way people do, one step at a time,
// always taking the easiest step available, so its path is the one a person would take and its
// hardest step rates the puzzle. Siblings: sudoku_grid.hpp (the model it reads), sudoku_solver.hpp
// (the DLX solution the tests check every step against). Implementation: src/grader*.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dlx/status.hpp"
#include "dlx/sudoku_grid.hpp"

namespace dlx {

// Techniques, easiest first: next_step() tries them in this weight order (kStepOrder in
// grader.cpp). The weights approximate the Sudoku Explainer (SE) scale, so a score reads like an
// SE rating:
//
//   technique                 name                 weight (SE scale)
//   full house                "full house"          1.0
//   hidden single in a box    "hidden single box"   1.2
//   hidden single row/column  "hidden single line"  1.5
//   naked single              "naked single"        2.3
//   locked, pointing          "pointing"            2.6
//   locked, claiming          "claiming"            2.8
//   naked pair                "naked pair"          3.0
//   X-Wing                    "x-wing"              3.2
//   hidden pair               "hidden pair"         3.4
//   naked triple              "naked triple"        3.6
//   Swordfish                 "swordfish"           3.8
//   hidden triple             "hidden triple"       4.0
//   XY-Wing                   "xy-wing"             4.2
//   XYZ-Wing                  "xyz-wing"            4.4
//   W-Wing                    "w-wing"              4.4
//   unique rectangle type 1   "unique rectangle"    4.5  (assumes a unique solution)
//   naked quad                "naked quad"          5.0
//   Jellyfish                 "jellyfish"           5.2
//   hidden quad               "hidden quad"         5.4
//   BUG+1                     "bug+1"               5.6  (assumes a unique solution)
//
// The score is the largest weight on the path. Hidden singles in extra houses (variants) count as
// "hidden single line". The uniqueness techniques (unique rectangle, BUG+1) assume the puzzle has
// one solution and are skipped when the rules hold extra houses. The enum's own order is not the
// search order. The names are stable: the CLI, the JS wrapper and saved data use them.
enum class Technique : std::uint8_t {
  full_house,
  naked_single,
  hidden_single_box,
  hidden_single_line,
  pointing,
  claiming,
  naked_pair,
  hidden_pair,
  naked_triple,
  hidden_triple,
  naked_quad,
  hidden_quad,
  x_wing,
  swordfish,
  jellyfish,
  xy_wing,
  xyz_wing,
  w_wing,
  unique_rectangle,  // type 1; valid only for puzzles with a unique solution
  bug_plus_one,      // valid only for puzzles with a unique solution
};
const char* to_string(Technique technique);
double weight(Technique technique);

// Digits 1..N as bits 1 << (d - 1); N <= 25 fits in 32 bits.
using DigitMask = std::uint32_t;
constexpr DigitMask digit_bit(int digit) { return DigitMask{1} << (digit - 1); }

// The pencil marks of a board: a digit or a candidate mask per cell. A placed cell has no
// candidates. Works for every shape and every set of houses the Rules hold (extra houses included).
class CandidateGrid {
 public:
  // Every cell empty with every digit a candidate: for tests and for the player's own notes.
  explicit CandidateGrid(Rules rules);
  // The givens placed and their digits removed from every peer. Errors: "size" when the grid's
  // shape differs from the rules', "conflict" when two givens share a house.
  static Result<CandidateGrid> make(const Rules& rules, const Grid& givens);

  const Rules& rules() const { return rules_; }
  const Shape& shape() const { return rules_.shape(); }
  int size() const { return rules_.shape().size(); }
  int value(int cell) const { return values_[cell]; }  // 0 when empty
  DigitMask candidates(int cell) const { return candidates_[cell]; }
  bool has(int cell, int digit) const { return (candidates_[cell] & digit_bit(digit)) != 0; }
  DigitMask all_digits() const { return size() == 32 ? ~DigitMask{0} : (DigitMask{1} << size()) - 1; }

  // Puts `digit` in `cell` and removes it from every peer's candidates.
  void place(int cell, int digit);
  // Removes one candidate (no effect when it is not there).
  void eliminate(int cell, int digit) { candidates_[cell] &= ~digit_bit(digit); }
  // Sets a cell's candidates directly, for positions a Grid cannot express (tests, player notes).
  void set_candidates(int cell, DigitMask mask) { candidates_[cell] = mask; }

  bool solved() const;
  // An empty cell without candidates, or a house where some missing digit has no place left.
  bool contradiction() const;
  Grid grid() const { return Grid(shape(), values_); }

 private:
  Rules rules_;
  std::vector<int> values_;
  std::vector<DigitMask> candidates_;
};

// One logical step, as a record: what proves it and what it changes.
struct Step {
  Technique technique;
  std::vector<int> cells;                         // the cells that prove it (for a hint's highlight)
  std::vector<int> houses;                        // indices into Rules::houses() it reasons about
  std::vector<std::pair<int, int>> placements;    // (cell, digit)
  std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
  std::string text;  // in words, with 1-based r/c names: "Naked single: r3c7 can only be 5"
  std::vector<std::pair<int, int>> candidates;    // (cell, digit): the candidates that prove it
};

// The easiest step available, or none when the grid is solved, contradictory or needs a
// technique not implemented yet. Every step returned changes the grid.
std::optional<Step> next_step(const CandidateGrid& grid);
// The first step of one technique, or none: for tests, and for hints that ask "is there a pair?".
std::optional<Step> find_step(const CandidateGrid& grid, Technique technique);
// Carries out a step's placements and eliminations.
void apply(CandidateGrid& grid, const Step& step);

struct GradeResult {
  std::vector<Step> steps;
  bool solved_logically = false;      // false: stuck (needs later techniques or guessing)
  std::optional<Technique> hardest;   // the step with the largest weight (first one on ties)
  double score = 0.0;                 // that weight; 0 when no step was taken
  Grid final_grid{Shape::classic()};  // where the steps ended
};

// Runs next_step() until solved or stuck. A puzzle whose givens conflict, or whose grid shape is
// not one the rules know, is simply stuck at once (no steps).
GradeResult grade(const Grid& puzzle);
GradeResult grade(const Rules& rules, const Grid& puzzle);

// The six levels a player chooses from; diabolical = the logical techniques get stuck and the
// puzzle needs guessing. Names are stable ("easy" ... "diabolical"): CLI, JS and saved games.
enum class Level : std::uint8_t { easy, medium, hard, expert, extreme, diabolical };
constexpr int kLevelCount = 6;
const char* to_string(Level level);
Result<Level> parse_level(const std::string& text);  // case-insensitive level name

// A puzzle's rating: its level, a score on the Sudoku Explainer-like scale above, and the hardest
// technique used (none when the puzzle needs no step, or when it needs guessing from the start).
struct Rating {
  Level level = Level::easy;
  double score = 0.0;
  std::optional<Technique> hardest;
  bool needs_guessing = false;  // stuck: level is diabolical
  long long search_nodes = 0;   // DLX nodes to finish from where logic got stuck (0 when not stuck)
};
// Rates a puzzle with a unique solution (callers check uniqueness; a puzzle with several solutions
// gets stuck and rates diabolical).
Rating rate(const Grid& puzzle);
Rating rate(const Rules& rules, const Grid& puzzle);

}  // namespace dlx
