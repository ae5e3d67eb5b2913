// The grader: a logical solver that works on candidates the way people do, one step at a time,
// always taking the easiest step available, so its path is the one a person would take and its
// hardest step rates the puzzle. Siblings: sudoku_grid.hpp (the model it reads), sudoku_solver.hpp
// (the DLX solution the tests check every step against). Implementation: src/grader*.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dlx/status.hpp"
#include "dlx/sudoku_grid.hpp"

namespace dlx {

// Techniques, easiest first: next_step() tries them in the order of their weight and takes the
// step of least weight (kStepOrder in grader.cpp). The weights approximate the Sudoku Explainer
// (SE) scale, so a score reads like an SE rating. Chains and forcing steps weigh their base weight
// plus SE's length bonus: +0.1 for each of the thresholds 4, 6, 8, 12, 16, 24, 32, 48, ... that
// their node count (candidates in the chain, or placements the assumption forces) exceeds.
//
//   technique                 name                 weight (SE scale)              level
//   full house                "full house"          1.0                           easy
//   hidden single in a box    "hidden single box"   1.2                           easy
//   hidden single row/column  "hidden single line"  1.5                           medium
//   naked single              "naked single"        2.3                           medium
//   locked, pointing          "pointing"            2.6                           hard
//   locked, claiming          "claiming"            2.8                           hard
//   naked pair                "naked pair"          3.0                           hard
//   X-Wing                    "x-wing"              3.2                           hard
//   hidden pair               "hidden pair"         3.4                           hard
//   naked triple              "naked triple"        3.6                           expert
//   Swordfish                 "swordfish"           3.8                           expert
//   hidden triple             "hidden triple"       4.0                           expert
//   XY-Wing                   "xy-wing"             4.2                           expert
//   XYZ-Wing                  "xyz-wing"            4.4                           expert
//   W-Wing                    "w-wing"              4.4                           expert
//   unique rectangle type 1   "unique rectangle"    4.5  (assumes a unique solution)  expert
//   naked quad                "naked quad"          5.0                           expert
//   Jellyfish                 "jellyfish"           5.2                           expert
//   hidden quad               "hidden quad"         5.4                           expert
//   BUG+1                     "bug+1"               5.6  (assumes a unique solution)  expert
//   simple colouring          "simple colouring"    6.5  (SE: bidirectional X-cycle)  extreme
//   X-chain                   "x-chain"             6.6 + length (SE: forcing X-chain) extreme
//   XY-chain                  "xy-chain"            7.0 + length (SE: forcing chain)   extreme
//   forcing chain             "forcing chain"       8.0 + length (a candidate of a bivalue cell whose
//                                                   singles reach a contradiction within 8
//                                                   placements; SE: dynamic contradiction) extreme
//   forcing net               "forcing net"         8.5 + length (both candidates of a bivalue cell
//                                                   force the same placement or elimination within
//                                                   3 placements each; SE: dynamic cell forcing) extreme
//   Chain and forcing weights stop at 8.9, below the guessing band. Longer forcing is guessing.
//   (stuck: needs guessing)                         9.0 + 0.1 * floor(log2(spare candidates)), at
//                                                   most 9.9: the candidates the search has to rule
//                                                   out (see Rating)               diabolical
//
// The score is the largest step weight on the path. Hidden singles in extra houses (variants) count
// as "hidden single line". The uniqueness techniques (unique rectangle, BUG+1) assume the puzzle has
// one solution and are skipped when the rules hold extra houses. The enum's own order is not the
// search order (new techniques are appended, so the numeric values stay stable). The names are
// stable: the CLI, the JS wrapper and saved data use them.
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
  simple_colouring,  // colour wrap or colour trap on one digit's conjugate pairs
  x_chain,           // one digit, strong and weak links alternating
  xy_chain,          // bivalue cells, each linked to the next by a shared digit
  forcing_chain,     // an assumption whose singles end in a contradiction
  forcing_net,       // every branch of a cell (or of a digit in a house) forces the same conclusion
};
constexpr int kTechniqueCount = static_cast<int>(Technique::forcing_net) + 1;
const char* to_string(Technique technique);
// The base weight (the table above); a chain step's own weight is Step::weight.
double weight(Technique technique);
// SE's length bonus for a chain of `nodes` nodes: 0.1 per threshold (4, 6, 8, 12, 16, ...) exceeded.
double length_bonus(int nodes);

// Digits 1..N as bits 1 << (d - 1); N <= 25 fits in 32 bits.
using DigitMask = std::uint32_t;
constexpr DigitMask digit_bit(int digit) { return DigitMask{1} << (digit - 1); }

// The pencil marks of a board: a digit or a candidate mask per cell, and, kept up to date with
// every change, where each digit can still go in each house (so singles, fish and chains read a
// mask instead of scanning cells). A placed cell has no candidates. Works for every shape and every
// set of houses the Rules hold (extra houses included). Copies share the rule tables, so copying a
// grid (forcing chains try assumptions on copies) costs only its masks.
class CandidateGrid {
 public:
  // Every cell empty with every digit a candidate: for tests and for the player's own notes.
  explicit CandidateGrid(Rules rules);
  // The givens placed and their digits removed from every peer. Errors: "size" when the grid's
  // shape differs from the rules', "conflict" when two givens share a house.
  static Result<CandidateGrid> make(const Rules& rules, const Grid& givens);
  // The same on this grid's rules, reusing its tables and buffers: for raters of many puzzles.
  Result<bool> load(const Grid& givens);

  const Rules& rules() const;
  const Shape& shape() const { return rules().shape(); }
  int size() const { return size_; }
  int value(int cell) const { return values_[cell]; }  // 0 when empty
  DigitMask candidates(int cell) const { return candidates_[cell]; }
  bool has(int cell, int digit) const { return (candidates_[cell] & digit_bit(digit)) != 0; }
  DigitMask all_digits() const { return size_ == 32 ? ~DigitMask{0} : (DigitMask{1} << size_) - 1; }
  // Where `digit` can still go in house h: bit i stands for rules().houses()[h].cells[i].
  std::uint32_t positions(int house, int digit) const { return positions_[house * size_ + digit - 1]; }
  // The digits already placed in house h.
  DigitMask placed(int house) const { return placed_[house]; }
  int empty_count() const { return empty_; }

  // Puts `digit` in `cell` and removes it from every peer's candidates.
  void place(int cell, int digit);
  // Removes one candidate (no effect when it is not there).
  void eliminate(int cell, int digit);
  // Sets a cell's candidates directly, for positions a Grid cannot express (tests, player notes).
  void set_candidates(int cell, DigitMask mask);

  bool solved() const { return empty_ == 0; }
  // An empty cell without candidates, or a house where some missing digit has no place left.
  bool contradiction() const;
  Grid grid() const { return Grid(shape(), values_); }

  struct Layout;  // the rule tables shared by copies (src/grader_detail.hpp)
  const Layout& layout() const { return *layout_; }

 private:
  void clear_positions(int cell, DigitMask digits);
  std::shared_ptr<const Layout> layout_;
  int size_ = 0;
  int empty_ = 0;
  std::vector<int> values_;
  std::vector<DigitMask> candidates_;
  std::vector<std::uint32_t> positions_;  // house * N + digit - 1
  std::vector<DigitMask> placed_;         // per house
};

// How two candidates of a step are linked (Step::links): the logic a chain is drawn and said with.
// In the usual notation a strong link is "=" and a weak link "-".
//   strong   at least one of the two is true (a bivalue cell, or a digit with two places in a
//            house): if `from` is false, `to` is true
//   weak     at most one of the two is true (two digits of one cell, or one digit twice in a
//            house): if `from` is true, `to` is false
//   implies  `from`, together with every other link into `to`, forces `to` to its truth value on
//            the position the step reasons about (a dynamic chain, a net, a trial): e.g. with 3 and
//            5 already ruled out of r2c4 by earlier links, 7 being false there makes 9 true
enum class LinkKind : std::uint8_t { strong, weak, implies };
const char* to_string(LinkKind kind);  // "strong", "weak", "implies" (stable: the JS records use them)

// One link of a step: indices into Step::candidates (and Step::colours).
struct Link {
  int from = 0;
  int to = 0;
  LinkKind kind = LinkKind::implies;
  friend bool operator==(const Link& a, const Link& b) {
    return a.from == b.from && a.to == b.to && a.kind == b.kind;
  }
};

// One logical step, as a record: what proves it and what it changes. The record describes the
// step completely (the web builds its own sentences, in other languages, and draws the chain,
// from these fields):
//   cells         the cells of the pattern (for a chain, its cells in chain order)
//   houses        the houses it reasons about (indices into Rules::houses())
//   candidates    the (cell, digit) candidates that prove it; for chains in chain order, starting
//                 with the candidate assumed false (X-/XY-chain) or true (forcing chain). In a
//                 chain with several branches (nets, cell and region forcing) one candidate can
//                 appear once per branch, with that branch's truth value
//   colours       empty, or one 0/1 per entry of `candidates`: for simple colouring the two
//                 colours; for chains the truth value each candidate takes under the chain's
//                 assumption (0 false, 1 true): X-/XY-chains assume their first candidate false,
//                 forcing chains their first candidate true
//   links         empty, or the chain's links between entries of `candidates`, each from a
//                 candidate to one its truth value forces. A plain chain is a line (0->1->2...);
//                 nets, cell/region forcing and nested dynamic chains form a DAG whose roots are
//                 the assumptions; a trial's links run from the assumption to the contradiction
//   weight        this step's difficulty: weight(technique), plus the length bonus for chains
struct Step {
  Technique technique;
  std::vector<int> cells;                         // the cells that prove it (for a hint's highlight)
  std::vector<int> houses;                        // indices into Rules::houses() it reasons about
  std::vector<std::pair<int, int>> placements;    // (cell, digit)
  std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
  std::string text;                             // in words, with 1-based r/c names: "Naked single: r3c7 can only be 5"
  std::vector<std::pair<int, int>> candidates;  // (cell, digit): the candidates that prove it
  std::vector<int> colours;                     // parallel to candidates, or empty (see above)
  double weight = 0.0;                          // weight(technique) + length bonus
  std::vector<Link> links;                      // see above; empty for non-chain steps
};

// The easiest step available (the least Step::weight; between equal weights, the technique that
// comes first in the table, then the first found in a fixed scan), or none when the grid is
// solved, contradictory or needs guessing. Every step returned changes the grid.
std::optional<Step> next_step(const CandidateGrid& grid);
// The same, considering only steps that weigh at most `max_weight` (the generator's "solvable at
// this level or below" question).
std::optional<Step> next_step(const CandidateGrid& grid, double max_weight);
// The least-weight step of one technique, or none: for tests, and for hints that ask "is there a pair?".
std::optional<Step> find_step(const CandidateGrid& grid, Technique technique);
// Carries out a step's placements and eliminations.
void apply(CandidateGrid& grid, const Step& step);

struct GradeResult {
  std::vector<Step> steps;
  bool solved_logically = false;      // false: stuck (needs guessing)
  std::optional<Technique> hardest;   // the step with the largest weight (first one on ties)
  double score = 0.0;                 // that weight; 0 when no step was taken
  Grid final_grid{Shape::classic()};  // where the steps ended
  int stuck_empty = 0;                // empty cells where the steps ended (0 when solved)
  int stuck_candidates = 0;           // candidates left in those cells
};

// Runs next_step() until solved or stuck. When the step is a colouring, chain or forcing step, every
// step of that technique and weight found on the same position is taken with it, one after the
// other (a round; steps that no longer change anything are left out), so which of two equally
// short chains the scan meets first cannot change the score: ratings are the same for a puzzle
// and its relabelled, turned or mirrored copies. A round's later steps were found on the position
// where the round began. A puzzle whose givens conflict, or whose grid shape is not one the rules
// know, is simply stuck at once (no steps).
GradeResult grade(const Grid& puzzle);
GradeResult grade(const Rules& rules, const Grid& puzzle);

// The six levels a player chooses from; diabolical = the logical techniques get stuck and the
// puzzle needs guessing. Names are stable ("easy" ... "diabolical"): CLI, JS and saved games.
// A level is a band of the score (the technique table above gives each technique's level):
//   easy        score <= 1.2   full house and hidden singles in boxes
//   medium      1.2 < score <= 2.3   hidden singles in lines, naked singles
//   hard        2.3 < score <= 3.4   locked candidates, naked/hidden pairs, X-Wing
//   expert      3.4 < score <= 5.6   triples, quads, Swordfish, Jellyfish, wings, UR, BUG+1
//   extreme     5.6 < score < 9.0    colouring, X-/XY-chains, forcing chains and nets
//   diabolical  stuck: needs guessing; score 9.0 + 0.1 * floor(log2(spare candidates)), at most 9.9
enum class Level : std::uint8_t { easy, medium, hard, expert, extreme, diabolical };
constexpr int kLevelCount = 6;
const char* to_string(Level level);
Result<Level> parse_level(const std::string& text);  // case-insensitive level name
// The largest score of a level (diabolical: 9.9), and the level of a logical score.
double max_score(Level level);
Level level_of_score(double score);

// A puzzle's rating: its level, a score on the Sudoku Explainer-like scale above, and the hardest
// technique used (none when the puzzle needs no step, or when it needs guessing from the start).
struct Rating {
  Level level = Level::easy;
  double score = 0.0;
  std::optional<Technique> hardest;
  bool needs_guessing = false;  // stuck: level is diabolical
  // DLX nodes of the search that finishes (and proves unique) the position where logic got stuck;
  // 0 when not stuck. The node count follows DLX's cell-and-digit tie-breaks, so a turned or
  // relabelled copy of the puzzle can count differently: the diabolical score uses instead the
  // spare candidates the search has to rule out (candidates left beyond one per empty cell), which
  // is the same for every copy.
  long long search_nodes = 0;
};
// Rates a puzzle with a unique solution (callers check uniqueness; a puzzle with several solutions
// gets stuck and rates diabolical).
Rating rate(const Grid& puzzle);
Rating rate(const Rules& rules, const Grid& puzzle);
// The rating of a finished grading (no second grading pass); runs the DLX search when stuck.
Rating rating_of(const Rules& rules, const GradeResult& graded);

}  // namespace dlx
