// The grader: a logical solver that works on candidates the way people do, one step at a time,
// always taking the easiest step available, so its path is the one a person would take and its
// hardest step rates the puzzle. Siblings: sudoku_grid.hpp (the model it reads), sudoku_solver.hpp
// (the DLX solution the tests check every step against). Implementation: src/grader*.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {

// Techniques. The score follows Sudoku Explainer 1.2.1 (SE, the rater behind every "ER" of the
// enjoysudoku lists): its techniques, its weights and its rule for choosing the next step, so a
// score reads as an SE rating. next_step() asks the techniques in SE's order (kProducers in
// grader.cpp, the table below) and takes the first that finds anything; among one technique's
// steps, the lightest (for chains: then the shortest). The score is the largest weight on the path.
// Chains weigh their base plus SE's length bonus: +0.1 for each of the thresholds 4, 6, 8, 12, 16,
// 24, 32, 48, ... that the proof's size (its distinct potentials, less 2) exceeds.
//
//   technique (name)                         weight        what
//   full house ("full house")                1.0           the last empty cell of a house
//   hidden single ("hidden single box")      1.2           a digit's one place in a box
//   hidden single ("hidden single line")     1.5           ... in a row or column (or extra house)
//   direct pointing ("direct pointing")      1.7           pointing that leaves a hidden single (placed)
//   direct claiming ("direct claiming")      1.9           claiming that leaves a hidden single (placed)
//   direct hidden pair                       2.0           hidden pair that leaves a hidden single
//   naked single ("naked single")            2.3           a cell's one candidate
//   direct hidden triple                     2.5           hidden triple that leaves a hidden single
//   pointing, claiming                       2.6, 2.8      locked candidates
//   naked pair, X-Wing, hidden pair          3.0, 3.2, 3.4
//   naked triple, Swordfish, hidden triple   3.6, 3.8, 4.0
//   XY-Wing, XYZ-Wing                        4.2, 4.4
//   unique rectangle / unique loop           4.5 - 5.0     types 1-4; loops of 6+ cells weigh more
//   naked quad, Jellyfish, hidden quad       5.0, 5.2, 5.4
//   BUG+1 ("bug+1"), BUG types 2-4 ("bug")   5.6, 5.7-6.0  bivalue universal grave
//   aligned pair exclusion                   6.2
//   x-cycle, y-cycle ("x-cycle", "y-cycle")  6.5 + length  bidirectional cycles on one digit / bivalue cells
//   X-chain ("x-chain")                      6.6 + length  SE's forcing X-chain (one digit)
//   xy-cycle, forcing chain                  7.0 + length  bidirectional cycle; forcing chain (AIC)
//   aligned triple exclusion                 7.5
//   Nishio ("nishio")                        7.5 + length  one digit assumed, dynamically, to a contradiction
//   cell / region forcing chains             8.0 + length  every candidate of a cell (every place of a
//                                                          digit in a house) implies the same thing
//   dynamic contradiction / double / cell /  8.5 + length  the same, with dynamic chains (what goes off is
//     region forcing ("dynamic ...")                       gone); at nesting level 1, 9.0 + length: the
//                                                          chains also use locked candidates, pairs, X-Wing
//   nested forcing chain                     9.5 + length  dynamic chains that use chains inside (SE's
//                                                          nesting levels 2-4: 9.5, 10.0, 10.5)
//   trial ("trial")                          11.0          the safety net (grader/trial.cpp): a candidate
//                                                          whose assumption the search refutes
//   killer (grader/killer.cpp; SE has no killer: weights placed on its scale after SudokuWiki's
//   killer solver, see there):
//   cage combination                         2.6           a cage's cells keep the digits of its fillings
//   cage unit overlap ("cage unit overlap")  2.8           a cage's sure digit within one house, or a
//                                                          house's digit within one cage
//   rule of 45 ("innies", "outies",          2.8 - 4.0     one house, one cell 2.8; +0.2 per further house
//   "innie-outie difference")                              of the block (up to 3); +0.6 for two cells, +0.2
//                                                          per further cell (up to 4); +0.2 for a difference
// Teaching techniques (SE lacks them; never on the rated path, offered as hints only when they
// weigh no more than the rated step available): W-Wing 4.4, simple colouring 6.5, XY-chain 7.0 +
// length.
//
// Hidden singles in extra houses (variants) count as "hidden single line". The uniqueness
// techniques (unique rectangle/loop, BUG) assume the puzzle has one solution and are skipped when
// the rules hold extra houses. The enum's own order is not the search order (new techniques are
// appended, so the numeric values stay stable). The names are stable: the CLI, the JS wrapper and
// saved data use them.
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
  w_wing,            // teaching
  unique_rectangle,  // types 1-4 on four cells; valid only for puzzles with a unique solution
  bug_plus_one,      // BUG type 1; valid only for puzzles with a unique solution
  simple_colouring,  // teaching: colour wrap or colour trap on one digit's conjugate pairs
  x_chain,           // SE's forcing X-chain: one digit, strong and weak links alternating
  xy_chain,          // teaching: bivalue cells, each linked to the next by a shared digit
  forcing_chain,     // SE's forcing chain: cells and houses, strong and weak links alternating
  direct_pointing,
  direct_claiming,
  direct_hidden_pair,
  direct_hidden_triple,
  unique_loop,  // types 1-4 on 6 or more cells
  bug,          // BUG types 2-4
  aligned_pair_exclusion,
  aligned_triple_exclusion,
  x_cycle,   // bidirectional cycle on one digit
  y_cycle,   // bidirectional cycle through bivalue cells
  xy_cycle,  // bidirectional cycle, both kinds of links
  nishio,
  cell_forcing,    // static cell forcing chains
  region_forcing,  // static region forcing chains
  dynamic_contradiction,
  dynamic_double,
  dynamic_cell,
  dynamic_region,
  nested_forcing,    // dynamic forcing chains with chains nested inside (SE levels 2-4)
  trial,             // the safety net
  cage_combination,  // killer: a cage's cells keep only digits of fillings their candidates allow
  cage_overlap,      // killer: a cage's sure digit confined to a house, or a house's digit to a cage
  innies,            // killer, rule of 45: the cells of houses outside the cages wholly inside
  outies,            // killer, rule of 45: the cells of cages that stick out of houses
  innie_outie,       // killer, rule of 45: innies less outies make a known difference
};
constexpr int kTechniqueCount = static_cast<int>(Technique::innie_outie) + 1;
const char* to_string(Technique technique);
// The base weight (the table above); a chain step's own weight is Step::weight.
double weight(Technique technique);
// Whether a technique only teaches (not in SE's set: never on the rated path).
bool teaching(Technique technique);
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
  // The rule tables are shared with the last grid made on equal rules (a rater or a generator
  // asks for the same rules again and again).
  explicit CandidateGrid(const Rules& rules);
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

  struct Layout;  // the rule tables shared by copies (src/grader/grader_detail.hpp)
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
  friend bool operator==(const Link& a, const Link& b) { return a.from == b.from && a.to == b.to && a.kind == b.kind; }
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
  // Killer steps (grader/killer.cpp) name what they reason about besides houses:
  //   cages         indices into Rules::cages(): the cage (combination, overlap) or the cages a rule
  //                 of 45 counts (wholly inside the houses for innies, sticking out for outies)
  //   sum           the sum the step's cells must make (a cage's sum; the innies' or outies' total;
  //                 for an innie-outie difference, the innies' total less the outies')
  //   combinations  the digit sets (bit d-1 = digit d) the cage can still hold, or for a rule of 45
  //                 on two cells the pairs of digits that still make the sum
  std::vector<int> cages;
  int sum = 0;
  std::vector<DigitMask> combinations;
};

// The next step of the rated path: the step SE takes (the first technique, in SE's order, that
// finds anything; among its steps the lightest, then the shortest), or none when the grid is
// solved or contradictory. Only SE's techniques (teaching(t) is false). With `max_weight`, none
// also when that step weighs more (the generator's "solvable at this level or below" question).
std::optional<Step> next_rated_step(const CandidateGrid& grid, double max_weight = 1e9);
// The next step for a hint: the rated step, or a teaching technique's step (W-Wing, simple
// colouring, XY-chain) when one weighs no more than it. Hints may so take a path the rating did not;
// the score never counts teaching steps. Every step returned changes the grid.
std::optional<Step> next_step(const CandidateGrid& grid);
std::optional<Step> next_step(const CandidateGrid& grid, double max_weight);
// The least-weight step of one technique, or none: for tests, and for hints that ask "is there a pair?".
std::optional<Step> find_step(const CandidateGrid& grid, Technique technique);
// Carries out a step's placements and eliminations.
void apply(CandidateGrid& grid, const Step& step);

struct GradeResult {
  std::vector<Step> steps;
  bool solved_logically = false;      // false only for puzzles without exactly one solution
  std::optional<Technique> hardest;   // the step with the largest weight (first one on ties)
  double score = 0.0;                 // that weight; 0 when no step was taken
  Grid final_grid{Shape::classic()};  // where the steps ended
};

// Runs the rated path (next_rated_step) until solved. When the step is a chain, every chain of the
// same producer and weight found on the same position is taken with it, one after the other (a
// round; steps that no longer change anything are left out), so which of two equally short chains
// the scan meets first cannot change the score. A round's later steps were found on the position
// where the round began. A puzzle whose givens conflict, or whose grid shape is not one the rules
// know, is simply stuck at once (no steps).
GradeResult grade(const Grid& puzzle);
GradeResult grade(const Rules& rules, const Grid& puzzle);

// The six levels a player chooses from, as ranges of the score (SE's ER): each names what it
// takes, and the generator reaches each on demand. Names are stable ("easy" ... "diabolical"):
// CLI, JS and saved games use them.
//   easy        1.0 - 1.5   full houses and hidden singles
//   medium      1.6 - 2.5   SE's direct techniques (a locked candidate or hidden pair that leaves a
//                           single) and naked singles
//   hard        2.6 - 4.0   locked candidates, naked and hidden pairs and triples, X-Wing, Swordfish
//   expert      4.1 - 6.4   XY- and XYZ-Wing, unique rectangles and loops, quads, Jellyfish, BUG,
//                           aligned pair exclusion
//   extreme     6.5 - 7.9   one chain at a time: cycles, X-chains, forcing chains, aligned triple
//                           exclusion, Nishio
//   diabolical  8.0 and up  forcing nets: cell and region forcing chains, dynamic and nested forcing
//                           chains (a trial said as logic), and the safety net
enum class Level : std::uint8_t { easy, medium, hard, expert, extreme, diabolical };
constexpr int kLevelCount = 6;
// Every level, easiest first: the one list behind parse_level, the CLI's choices and the bindings'
// names(), which web/engine/engine_names.js mirrors for the page (tests/js/engine_names.test.mjs).
inline constexpr std::array<Level, kLevelCount> kLevels = {Level::easy,   Level::medium,  Level::hard,
                                                           Level::expert, Level::extreme, Level::diabolical};
const char* to_string(Level level);                  // the stable identifier: "easy" ... "diabolical"
Result<Level> parse_level(const std::string& text);  // case-insensitive level name
// The least and the largest score of a level (diabolical has no top: 20.0, SE's "beyond"), and the
// level of a score.
double min_score(Level level);
double max_score(Level level);
Level level_of_score(double score);

// A puzzle's rating: its level, its score on SE's scale, and the technique of the step that set
// the score (none when the puzzle needs no step).
struct Rating {
  Level level = Level::easy;
  double score = 0.0;
  std::optional<Technique> hardest;
};
// Rates a puzzle with a unique solution (callers check uniqueness; a puzzle with several solutions
// ends where no step holds, and rates by the steps it took). The same as rating_of(grade(...)),
// without building the path: the light steps (up to 2.5) that cannot raise the score so far go in
// as singles in bulk (grader.cpp says why that changes neither the score nor the path's course).
Rating rate(const Grid& puzzle);
Rating rate(const Rules& rules, const Grid& puzzle);
// The rating of a finished grading (no second grading pass).
Rating rating_of(const GradeResult& graded);

}  // namespace dlx
