// The generator for variants (see generator.hpp): X and Windoku fill and dig as classic Sudoku
// does, under their extra houses; jigsaw first grows random connected regions; killer grows random
// cages over the full grid, digs out every given it can, then merges neighbouring cages while the
// solution stays unique (Solo's way: cages grown at random, then clues or cages removed).
#include <algorithm>

#include "dlx/variants/variant.hpp"
#include "generator_detail.hpp"
#include "grader/grader_detail.hpp"

namespace dlx {
namespace generator_detail {

constexpr int kRegionAttempts = 200;  // region layouts tried before giving up on a jigsaw fill
// Some random layouts (more of them under the diagonals) have no filling at all, so a layout gets
// a short randomised search and is replaced when that fails, rather than a long one.
constexpr std::uint64_t kLayoutFillBudget = 5000;
constexpr int kLayoutFillTries = 3;

std::optional<Grid> fill_layout(SudokuSolver& solver, Rng& rng) {
  const Grid empty(solver.rules().shape());
  for (int attempt = 0; attempt < kLayoutFillTries; ++attempt) {
    Result<SolveResult> filled = solver.solve_random(empty, rng, kLayoutFillBudget);
    if (filled && filled->solution) return std::move(filled->solution);
  }
  return std::nullopt;
}

namespace {

std::vector<int> neighbours(const Shape& shape, int cell) {
  const int n = shape.size(), r = shape.row_of(cell), c = shape.col_of(cell);
  std::vector<int> out;
  if (r > 0) out.push_back(cell - n);
  if (r + 1 < n) out.push_back(cell + n);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < n) out.push_back(cell + 1);
  return out;
}

bool region_connected(const Shape& shape, const std::vector<int>& region_of, int region) {
  std::vector<int> cells;
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (region_of[c] == region) cells.push_back(c);
  }
  if (cells.empty()) return false;
  std::vector<char> seen(shape.cell_count(), 0);
  std::vector<int> stack{cells.front()};
  seen[cells.front()] = 1;
  std::size_t reached = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    for (int o : neighbours(shape, c)) {
      if (region_of[o] == region && !seen[o]) {
        seen[o] = 1;
        stack.push_back(o);
      }
    }
  }
  return reached == cells.size();
}

}  // namespace

// Random connected regions of N cells: from the boxes, many random swaps of two border cells
// between neighbouring regions, each kept only when both regions stay in one piece.
std::vector<int> random_regions(const Shape& shape, Rng& rng) {
  const int cells = shape.cell_count();
  std::vector<int> region_of(cells);
  for (int c = 0; c < cells; ++c) region_of[c] = shape.box_of(c);
  for (int move = 0; move < cells * 12; ++move) {
    const int a = static_cast<int>(rng.below(cells));
    std::vector<int> other;
    for (int o : neighbours(shape, a)) {
      if (region_of[o] != region_of[a]) other.push_back(o);
    }
    if (other.empty()) continue;
    const int from = region_of[a], to = region_of[other[rng.below(static_cast<std::uint32_t>(other.size()))]];
    std::vector<int> back;  // cells of `to` that touch `from`: one of them moves the other way
    for (int c = 0; c < cells; ++c) {
      if (region_of[c] != to) continue;
      for (int o : neighbours(shape, c)) {
        if (region_of[o] == from && o != a) {
          back.push_back(c);
          break;
        }
      }
    }
    if (back.empty()) continue;
    const int d = back[rng.below(static_cast<std::uint32_t>(back.size()))];
    region_of[a] = to;
    region_of[d] = from;
    if (!region_connected(shape, region_of, from) || !region_connected(shape, region_of, to)) {
      region_of[a] = from;
      region_of[d] = to;
    }
  }
  return region_of;
}

// Cages grown over a full grid: from each uncaged cell in random order, a cage of 2-4 cells (now
// and then 5) takes random uncaged neighbours whose digits it does not hold yet. A cell left alone
// joins a neighbouring cage that can take it.
std::vector<Cage> grow_cages(const Shape& shape, const Grid& full, Rng& rng) {
  const int cells = shape.cell_count();
  std::vector<int> cage_of(cells, -1);
  std::vector<Cage> cages;
  std::vector<int> order(cells);
  for (int c = 0; c < cells; ++c) order[c] = c;
  rng.shuffle(order);
  const auto holds = [&](const Cage& cage, int digit) {
    return std::any_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return full[x] == digit; });
  };
  const int most = std::min(shape.size(), 5);
  for (int start : order) {
    if (cage_of[start] >= 0) continue;
    const int id = static_cast<int>(cages.size());
    Cage cage{0, {start}};
    cage_of[start] = id;
    int want = 2 + static_cast<int>(rng.below(3));
    if (rng.below(8) == 0) want = most;
    want = std::min(want, most);
    while (static_cast<int>(cage.cells.size()) < want) {
      std::vector<int> next;
      for (int c : cage.cells) {
        for (int o : neighbours(shape, c)) {
          if (cage_of[o] < 0 && !holds(cage, full[o]) && std::find(next.begin(), next.end(), o) == next.end())
            next.push_back(o);
        }
      }
      if (next.empty()) break;
      const int pick = next[rng.below(static_cast<std::uint32_t>(next.size()))];
      cage_of[pick] = id;
      cage.cells.push_back(pick);
    }
    if (cage.cells.size() == 1) {
      for (int o : neighbours(shape, start)) {
        const int k = cage_of[o];
        if (k >= 0 && k != id && static_cast<int>(cages[k].cells.size()) < shape.size() &&
            !holds(cages[k], full[start])) {
          cages[k].cells.push_back(start);
          cage_of[start] = k;
          break;
        }
      }
      if (cage_of[start] != id) continue;
    }
    cages.push_back(std::move(cage));
  }
  for (Cage& cage : cages) {
    std::sort(cage.cells.begin(), cage.cells.end());
    cage.sum = 0;
    for (int c : cage.cells) cage.sum += full[c];
  }
  return cages;
}

bool unique_under(const Rules& rules, const Grid& puzzle) {
  SudokuSolver solver(rules);
  const Result<CountResult> counted = solver.count(puzzle, 2, kCheckBudget);
  return counted && counted->complete && counted->count == 1;
}

// Neighbouring cages merged at random while `keep` accepts the merged rules (the solution stays
// unique, or the grader still solves it within a level): fewer, larger cages make a harder puzzle
// with fewer clues. Cages grow to at most `most` cells.
std::vector<Cage> merge_cages(const Shape& shape, const Grid& full, Variant variant, Rng& rng, int attempts,
                              const std::function<bool()>& out_of_time, const std::function<bool(const Rules&)>& keep) {
  const int most = std::max(2, std::min(shape.size(), 6));
  for (int attempt = 0; attempt < attempts && !out_of_time(); ++attempt) {
    std::vector<Cage>& cages = variant.cages;
    const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(cages.size())));
    std::vector<int> cage_of(shape.cell_count(), -1);
    for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
      for (int c : cages[k].cells) cage_of[c] = k;
    }
    std::vector<int> touching;
    for (int c : cages[a].cells) {
      for (int o : neighbours(shape, c)) {
        const int k = cage_of[o];
        if (k >= 0 && k != a && std::find(touching.begin(), touching.end(), k) == touching.end()) touching.push_back(k);
      }
    }
    if (touching.empty()) continue;
    const int b = touching[rng.below(static_cast<std::uint32_t>(touching.size()))];
    if (static_cast<int>(cages[a].cells.size() + cages[b].cells.size()) > most) continue;
    std::uint32_t digits = 0;
    bool distinct = true;
    for (const Cage* cage : {&cages[a], &cages[b]}) {
      for (int c : cage->cells) {
        const std::uint32_t bit = std::uint32_t{1} << full[c];
        distinct &= !(digits & bit);
        digits |= bit;
      }
    }
    if (!distinct) continue;
    Variant merged = variant;
    Cage joined{cages[a].sum + cages[b].sum, cages[a].cells};
    joined.cells.insert(joined.cells.end(), cages[b].cells.begin(), cages[b].cells.end());
    std::sort(joined.cells.begin(), joined.cells.end());
    merged.cages[std::min(a, b)] = joined;
    merged.cages.erase(merged.cages.begin() + std::max(a, b));
    Result<Rules> rules = Rules::make(shape, merged);
    if (rules && keep(*rules)) variant = std::move(merged);
  }
  return variant.cages;
}

std::optional<Variant> killer_at_level(const Shape& shape, const Variant& base, const Grid& full, Level level, Rng& rng,
                                       Grid& puzzle) {
  Variant variant = base;
  variant.cages = grow_cages(shape, full, rng);
  Result<Rules> made = Rules::make(shape, variant);
  if (!made) return std::nullopt;
  const Rules rules = std::move(made).value();
  puzzle = full;
  const auto never = [] { return false; };
  const int merges = static_cast<int>(variant.cages.size());
  if (level == Level::diabolical) {
    // As without a level: givens out while unique, then cages merged while unique; the rating
    // decides (the trial's and forcing nets' puzzles).
    SudokuSolver solver(rules);
    CandidateGrid scratch{rules};
    CheckBudget budget;
    for (int leader : shuffled_leaders(shape, Symmetry::none, rng)) {
      puzzle[leader] = 0;
      if (!unique(solver, scratch, puzzle, full, {leader}, budget)) puzzle[leader] = full[leader];
    }
    variant.cages =
        merge_cages(shape, full, variant, rng, merges, never, [&](const Rules& r) { return unique_under(r, puzzle); });
    return variant;
  }
  // Steered by the grader: a given goes, or two cages merge, while steps of at most the level's top
  // weight still solve the puzzle (which proves it unique: no DLX while digging).
  const double cap = max_score(level);
  const auto solvable = [&](const Rules& r) {
    CandidateGrid grid{r};
    return grid.load(puzzle) && grader_detail::solves_within(grid, cap, false);
  };
  if (!solvable(rules)) return std::nullopt;
  for (int leader : shuffled_leaders(shape, Symmetry::none, rng)) {
    puzzle[leader] = 0;
    if (!solvable(rules)) puzzle[leader] = full[leader];
  }
  variant.cages = merge_cages(shape, full, variant, rng, merges, never, solvable);
  return variant;
}

Result<Generated> generate_variant(const GenerateOptions& options) {
  const Shape shape = options.shape;
  Rng rng(options.seed);
  const bool timed = options.clock_ms && options.time_budget_ms > 0;
  const double deadline = timed ? options.clock_ms() + options.time_budget_ms : 0;
  const auto out_of_time = [&] { return timed && options.clock_ms() >= deadline; };
  const std::string board = std::to_string(shape.size()) + "x" + std::to_string(shape.size());

  Variant variant;
  variant.diagonals = options.variant.diagonals;
  variant.windows = options.variant.windows;
  std::optional<Grid> full;
  int attempts = 0;
  for (; attempts < (options.variant.jigsaw ? kRegionAttempts : 1) && !full; ++attempts) {
    if (out_of_time()) break;
    if (options.variant.jigsaw) variant.regions = random_regions(shape, rng);
    Result<Rules> rules = Rules::make(shape, variant);
    if (!rules) return rules.error();
    SudokuSolver solver(*rules);
    full = options.variant.jigsaw ? fill_layout(solver, rng) : random_full_grid(solver, rng);
  }
  if (!full) {
    // The limit is the generator's own (random_full_grid's nodes), not a --budget the user gave.
    return make_error("budget", "no random " + board + " " + variant_name(variant) +
                                    " grid turned up within the generator's own search limit for filling one" +
                                    (variant.windows && shape.size() > 12 ? " (Windoku is made up to 12x12)" : ""));
  }
  if (options.variant.killer) variant.cages = grow_cages(shape, *full, rng);
  Result<Rules> made = Rules::make(shape, variant);
  if (!made) return made.error();
  Rules rules = std::move(made).value();
  SudokuSolver solver(rules);
  CandidateGrid scratch{rules};

  // Dig: each given (or symmetric group) goes while the solution stays unique.
  Grid puzzle = *full;
  int clues = shape.cell_count();
  const int floor = options.minimal ? 0 : options.target_clues;
  CheckBudget budget;
  for (int leader : shuffled_leaders(shape, options.symmetry, rng)) {
    if (out_of_time()) {
      return make_error("budget", "no " + board + " " + variant_name(variant) + " puzzle within the time budget of " +
                                      std::to_string(static_cast<long long>(options.time_budget_ms)) +
                                      " ms (it had dug down to " + std::to_string(clues) + " clues)");
    }
    const std::vector<int> group = symmetry_group(shape, options.symmetry, leader);
    if (clues - static_cast<int>(group.size()) < floor) continue;
    for (int cell : group) puzzle[cell] = 0;
    // For killer the singles shortcut still holds: a grid the houses alone force is the only one.
    const bool still_unique = unique(solver, scratch, puzzle, *full, group, budget);
    if (still_unique) {
      clues -= static_cast<int>(group.size());
    } else {
      for (int cell : group) puzzle[cell] = (*full)[cell];
    }
  }
  if (variant.killer() && clues == 0) {
    variant.cages = merge_cages(shape, *full, variant, rng, static_cast<int>(variant.cages.size()), out_of_time,
                                [&](const Rules& r) { return unique_under(r, puzzle); });
  }
  Generated out{std::move(puzzle), std::move(*full), options.seed, clues, std::nullopt, attempts, std::move(variant)};
  return out;
}

}  // namespace generator_detail

Result<VariantRequest> parse_variant_request(const std::string& text) {
  VariantRequest request;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t plus = std::min(text.find('+', start), text.size());
    const std::string word = text.substr(start, plus - start);
    if (word == "x") {
      request.diagonals = true;
    } else if (word == "windoku") {
      request.windows = true;
    } else if (word == "jigsaw") {
      request.jigsaw = true;
    } else if (word == "killer") {
      request.killer = true;
    } else if (word != "classic") {
      return make_error("argument", "'" + word +
                                        "' is not a variant; choose classic, x, windoku, jigsaw or killer, "
                                        "or join them with '+' (killer+x, jigsaw+x)");
    }
    start = plus + 1;
  }
  return request;
}

}  // namespace dlx
