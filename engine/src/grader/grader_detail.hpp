// Internal helpers shared by the grader*.cpp files; not part of the engine's API (the public side
// is include/dlx/grader/grader.hpp). One finder per technique family, each returning the first step of
// its kind in a fixed scan order (houses in Rules order, cells ascending), so paths are stable.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dlx/grader/grader.hpp"

namespace dlx {
class SudokuSolver;
namespace grader_detail {
// What the rule of 45's unions of houses (Layout::blocks) are made of: fixed by the rules, so worked
// out once per layout rather than at each of the hundreds of times a grading asks for sums. In a
// few flat arrays: the generator builds a layout for every cage merge it tries, and a vector per
// part cost more than the rest of the layout.
struct UnionParts {
  struct Straddle {
    int cage;
    int in, out, end;  // its cells inside the union are pool[in, out), outside pool[out, end), each in cage order
  };
  struct Union {
    int whole, loose, loose_end, end;  // pool[whole, loose): cages wholly inside; pool[loose, loose_end): cells
                                       // in no cage, as its houses list them; pool[loose, end): every cell
                                       // its sums read (the loose ones, then each straddle's)
    int straddle, straddle_end;        // straddles[straddle, straddle_end): cages partly inside, as met
    int whole_total = 0;               // the sums of the cages wholly inside
  };
  std::vector<int> pool;
  std::vector<Straddle> straddles;
  std::vector<Union> unions;  // per block
};
}  // namespace grader_detail
// Per cell, the houses holding it and the cell's bit in each (place() and eliminate() touch only
// these); per house, the other houses it shares two or more cells with (locked candidates).
struct CandidateGrid::Layout {
  // With `same_houses` (a layout of rules with the same houses), its house tables are copied.
  Layout(Rules r, const Layout* same_houses);
  struct Slot {
    int house;
    std::uint32_t bit;
  };
  struct Meet {
    int other;                  // the other house
    std::uint32_t here, there;  // the shared cells as bits of this house and of the other
  };
  Rules rules;
  std::vector<int> slot_begin;  // cell -> first slot; slots of cell c are [slot_begin[c], slot_begin[c+1])
  std::vector<Slot> slots;
  std::vector<std::vector<Meet>> meets;  // per house, other houses in Rules order
  // Which of meets[h] hold every cell of `at` (bits of h, as positions() gives them): bit i for
  // meets[h][i]. Read from a table on boards up to 9x9, where the grader asks it most. 64 bits are
  // enough: a meet shares two or more of h's N <= 25 cells, so h meets at most 12 houses of a kind
  // (rows, columns, boxes or regions, diagonals: at most 38 in all).
  std::uint64_t meets_holding(int h, std::uint32_t at) const {
    if (holding_bits != 0) return (*holding)[(static_cast<std::size_t>(h) << holding_bits) | at];
    std::uint64_t which = 0;
    for (std::size_t i = 0; i < meets[h].size(); ++i) {
      if ((at & ~meets[h][i].here) == 0) which |= std::uint64_t{1} << i;
    }
    return which;
  }
  std::shared_ptr<const std::vector<std::uint64_t>> holding;  // per house, 2^holding_bits entries
  int holding_bits = 0;                                       // 0: no table
  std::vector<std::vector<int>> blocks;   // the rule of 45's unions of houses (killer boards; grader/killer.cpp)
  grader_detail::UnionParts block_parts;  // what each block is made of (killer_45.cpp)
  // A number no other layout had: what the rule of 45 keeps between calls is keyed by it.
  std::uint64_t serial = 0;

 private:
  void build_house_tables();  // slot_begin, slots, meets, holding and blocks
  void build_holding();
};

namespace grader_detail {

using Cands = std::vector<std::pair<int, int>>;  // (cell, digit) lists

// Written out (SWAR) rather than __builtin_popcount, which without -mpopcnt is a libgcc call.
inline int popcount(std::uint32_t mask) {
  mask = mask - ((mask >> 1) & 0x55555555u);
  mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);
  return static_cast<int>((((mask + (mask >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
// The smallest digit of a non-empty mask (bit i = digit i + 1).
inline int lowest_digit(DigitMask mask) { return __builtin_ctz(mask) + 1; }
// The cell of house h that bit `bit` of a positions() mask stands for (lowest bit when several).
inline int cell_at_bit(const CandidateGrid& grid, int house, std::uint32_t bits) {
  return grid.rules().houses()[house].cells[__builtin_ctz(bits)];
}
// A step record with weight(technique) as its weight.
Step make_step(Technique technique, std::vector<int> cells, std::vector<int> houses, Cands placements,
               Cands eliminations, std::string text, Cands candidates);
// (cell, d) for every candidate d of each cell that is also in `digits`, cells in the given order.
Cands candidates_of(const CandidateGrid& grid, const std::vector<int>& cells, DigitMask digits);
// Digits not yet placed in house h.
inline DigitMask missing_in(const CandidateGrid& grid, int house) { return grid.all_digits() & ~grid.placed(house); }
bool sees(const CandidateGrid& grid, int a, int b);
// "3, 5 and 8"
std::string digits_text(DigitMask mask);
// "r4c1 loses 3 and 5, r4c7 loses 3": eliminations grouped per cell, cells ascending.
std::string losses_text(const Shape& shape, Cands elims);
// "r1c2, r1c5 and r3c4"
std::string cells_text(const Shape& shape, const std::vector<int>& cells);
// The empty cells of a house that still have `digit` as a candidate, ascending.
std::vector<int> cells_with(const CandidateGrid& grid, int house, int digit);

std::optional<Step> find_full_house(const CandidateGrid& grid);
std::optional<Step> find_naked_single(const CandidateGrid& grid);
// box_houses: boxes only; otherwise every other house (rows, columns, extra houses).
std::optional<Step> find_hidden_single(const CandidateGrid& grid, bool box_houses);
// pointing: a box's digit confined to one line; claiming: a line's digit confined to one box.
std::optional<Step> find_locked(const CandidateGrid& grid, bool pointing);
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);
// Basic fish on rows and columns: size 2 X-Wing, 3 Swordfish, 4 Jellyfish.
std::optional<Step> find_fish(const CandidateGrid& grid, int size);
// Wings on bivalue (and, for XYZ, trivalue) cells.
std::optional<Step> find_xy_wing(const CandidateGrid& grid);
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);
std::optional<Step> find_w_wing(const CandidateGrid& grid);
// SE's direct techniques (grader/direct.cpp): a locked candidate or a hidden pair/triple that
// leaves a hidden single, which is placed (the pattern's own eliminations are not made, as in SE).
// find_direct_locked: pointing first, then claiming; with `pointing` given, that kind only.
std::optional<Step> find_direct_locked(const CandidateGrid& grid);
std::optional<Step> find_direct_locked(const CandidateGrid& grid, bool pointing);
std::optional<Step> find_direct_hidden_subset(const CandidateGrid& grid, int size);
// Uniqueness techniques (grader/uniqueness.cpp), valid only for puzzles with a unique solution:
// unique rectangles and loops of types 1-4 (the lightest; with a technique given, that one only)
// and BUG types 1-4.
std::optional<Step> find_unique_loop(const CandidateGrid& grid);
std::optional<Step> find_unique_loop(const CandidateGrid& grid, Technique only);
std::optional<Step> find_bug(const CandidateGrid& grid);
// Rules whose extra houses or cages a deadly pattern's swap could break (uniqueness.cpp, bug.cpp).
bool has_extra_houses(const CandidateGrid& grid);
std::optional<Step> find_bug(const CandidateGrid& grid, Technique only);
// Aligned pair (size 2) and triple (size 3) exclusion (grader/exclusion.cpp).
std::optional<Step> find_aligned_exclusion(const CandidateGrid& grid, int size);
// Killer techniques (grader/killer.cpp, killer_45.cpp); none without cages, or on boards above 9x9.
constexpr int kMaxKillerSize = 9;
bool killer_grid(const CandidateGrid& grid);
// "2+9 or 3+8"; with more than six, "one of 14 combinations".
std::string combinations_text(const std::vector<DigitMask>& combos);
Step killer_step(Technique technique, std::vector<int> cells, std::vector<int> houses, Cands placements, Cands elims,
                 std::string text, Cands proof, std::vector<int> cages, int sum, std::vector<DigitMask> combos);
std::optional<Step> find_cage_combination(const CandidateGrid& grid);
std::optional<Step> find_cage_overlap(const CandidateGrid& grid);
// The rule of 45 with exactly `cells` (1 or 2) innie or outie cells; the lightest such step, of
// either technique or only of `only` (innies or outies).
std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells);
std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells,
                                    std::optional<Technique> only);
// The digit sets a cage can still hold: the fillings (distinct digits making its sum) whose digits
// each cell's candidates (or placed digit) allow; per cell, the digits some such filling puts there.
// With `must`, only fillings holding all of those digits count.
struct CageFill {
  std::vector<DigitMask> combinations;  // ascending
  std::vector<DigitMask> allowed;       // parallel to the cage's cells
};
// Remembered (killer.cpp says by what): the answer is valid until the next call, which may start the
// memory afresh, so a caller reads it before asking again.
const CageFill& cage_fill(const CandidateGrid& grid, const Cage& cage, DigitMask must = 0);
// The unions of houses the rule of 45 adds up (grader/killer.cpp): every house, then 2-3 disjoint
// rows, columns, boxes or jigsaw regions side by side; none without cages or above 9x9.
std::vector<std::vector<int>> rule45_blocks(const Rules& rules);
UnionParts rule45_parts(const Rules& rules, const std::vector<std::vector<int>>& blocks);
// Singles and cage fillings to a fixpoint (the trial's search on killer boards); false on a
// contradiction, a cage no filling fits included.
bool propagate_cages(CandidateGrid& grid);
// The safety net (grader/trial.cpp): a candidate whose assumption the DLX search refutes.
std::optional<Step> find_trial(const CandidateGrid& grid);
// Every candidate the shallowest trial proofs refute on this position (one step each), or with
// `all` false the first: the grading round takes them all at once.
std::vector<Step> find_trials(const CandidateGrid& grid, bool all);
// The teaching chains (grader/chains.cpp): every least-weight step of each.
std::vector<Step> find_simple_colourings(const CandidateGrid& grid);
std::vector<Step> find_xy_chains(const CandidateGrid& grid);
// All least-weight steps of one technique (a chain family's round; one step for the others).
std::vector<Step> find_all(const CandidateGrid& grid, Technique technique);

// Which singles propagate_singles places besides full houses (always): hidden singles in boxes,
// hidden singles in the other houses, naked singles.
struct SinglesSet {
  bool box = true, line = true, naked = true;
};
// Places every single of `which` until none is left, without step records: the fast path of
// grading, of rate()'s bulk of light steps and of the generator. Returns false on a contradiction.
bool propagate_singles(CandidateGrid& grid, SinglesSet which);
// Full houses and hidden singles in boxes; with `lines`, every single.
inline bool propagate_singles(CandidateGrid& grid, bool lines) {
  return propagate_singles(grid, SinglesSet{true, lines, lines});
}
// The rated next step's round: the first of SE's producers (grader.cpp) that finds anything, and
// its steps of least weight (one step, or for chains every chain of that weight); empty when the
// first producer's step weighs more than `max_weight`. With `uniqueness` false the uniqueness
// techniques are left out: without them, a puzzle the steps solve has exactly one solution.
// Producers lighter than `from_weight` are not asked (solves_within: redundant there).
std::vector<Step> next_round(const CandidateGrid& grid, double max_weight, bool uniqueness, double from_weight = 0.0);
// Whether steps of at most `max_weight` solve the grid (singles first, without records; the grid
// is left where they end). Below 2.3 only full houses and hidden singles in boxes count.
bool solves_within(CandidateGrid& grid, double max_weight, bool uniqueness);

// A vector of at most 32 items on the stack: the finders' per-house lists (N <= 25), which would
// otherwise allocate on every scan of every step.
template <class T>
struct Small {
  T items[32];
  int count = 0;
  void push_back(T value) { items[count++] = value; }
  int size() const { return count; }
  T operator[](int i) const { return items[i]; }
  const T* begin() const { return items; }
  const T* end() const { return items + count; }
};

// Calls visit(chosen) for every ascending choice of k indices out of 0..n-1 (chosen: a Small<int>),
// stopping when it returns true; returns whether it stopped.
template <class Visit>
bool for_each_combination(int n, int k, Visit visit) {
  if (k > n || k <= 0) return false;
  Small<int> chosen;
  for (int i = 0; i < k; ++i) chosen.push_back(i);
  while (true) {
    if (visit(chosen)) return true;
    int i = k - 1;
    while (i >= 0 && chosen.items[i] == n - k + i) --i;
    if (i < 0) return false;
    ++chosen.items[i];
    for (int j = i + 1; j < k; ++j) chosen.items[j] = chosen.items[j - 1] + 1;
  }
}

}  // namespace grader_detail
}  // namespace dlx
