// Variants as data (see variant.hpp): checking a Variant against its shape and turning it into
// houses and cages (Rules::make), Windoku windows, cage combinations and cage messages.
#include "dlx/variants/variant.hpp"

#include <algorithm>
#include <numeric>

namespace dlx {
namespace {

std::string plural(int k, const char* one, const char* many) { return std::to_string(k) + " " + (k == 1 ? one : many); }

// True when the cells form one piece by orthogonal steps (regions and cages are drawn that way).
bool connected(const Shape& shape, const std::vector<int>& cells) {
  if (cells.empty()) return false;
  std::vector<char> in(shape.cell_count(), 0), seen(shape.cell_count(), 0);
  for (int c : cells) in[c] = 1;
  std::vector<int> stack{cells.front()};
  seen[cells.front()] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    const int r = shape.row_of(c), k = shape.col_of(c), n = shape.size();
    const int next[4][2] = {{r - 1, k}, {r + 1, k}, {r, k - 1}, {r, k + 1}};
    for (const auto& rc : next) {
      if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
      const int o = shape.cell_at(rc[0], rc[1]);
      if (in[o] && !seen[o]) {
        seen[o] = 1;
        stack.push_back(o);
      }
    }
  }
  return reached == static_cast<int>(cells.size());
}

void combinations_from(int first, int left, int sum, int n, std::uint32_t mask, std::vector<std::uint32_t>& out) {
  if (left == 0) {
    if (sum == 0) out.push_back(mask);
    return;
  }
  for (int d = first; d <= n && d <= sum; ++d) {
    // The smallest `left` digits from d on must not already pass the sum.
    if (left * d + left * (left - 1) / 2 > sum) break;
    combinations_from(d + 1, left - 1, sum - d, n, mask | (std::uint32_t{1} << (d - 1)), out);
  }
}

std::string digits_plus(const std::vector<int>& digits) {
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) out += (i ? " + " : "") + std::to_string(digits[i]);
  return out;
}

Result<bool> check_regions(const Shape& shape, const std::vector<int>& regions) {
  const int n = shape.size();
  if (static_cast<int>(regions.size()) != shape.cell_count()) {
    return make_error("size", "the jigsaw regions give " + std::to_string(regions.size()) + " cells, but a " +
                                  std::to_string(n) + "x" + std::to_string(n) + " board has " +
                                  std::to_string(shape.cell_count()));
  }
  std::vector<std::vector<int>> cells(n);
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (regions[c] < 0 || regions[c] >= n) {
      return make_error("argument", cell_name(shape, c) + " is in region " + std::to_string(regions[c] + 1) +
                                        ", but a " + std::to_string(n) + "x" + std::to_string(n) +
                                        " board has regions 1-" + std::to_string(n));
    }
    cells[regions[c]].push_back(c);
  }
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(cells[r].size()) != n) {
      return make_error("argument", "region " + std::to_string(r + 1) + " has " +
                                        plural(static_cast<int>(cells[r].size()), "cell", "cells") +
                                        ", but each region of a " + std::to_string(n) + "x" + std::to_string(n) +
                                        " board needs " + std::to_string(n));
    }
    if (!connected(shape, cells[r])) {
      return make_error("argument", "region " + std::to_string(r + 1) + " (from " + cell_name(shape, cells[r].front()) +
                                        ") is in more than one piece; a jigsaw region is one connected shape");
    }
  }
  return true;
}

Result<bool> check_cages(const Shape& shape, std::vector<Cage>& cages) {
  const int n = shape.size();
  std::vector<int> owner(shape.cell_count(), -1);
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    Cage& cage = cages[k];
    if (cage.cells.empty()) return make_error("argument", "cage " + std::to_string(k + 1) + " has no cells");
    std::sort(cage.cells.begin(), cage.cells.end());
    for (int c : cage.cells) {
      if (c < 0 || c >= shape.cell_count()) {
        return make_error("argument",
                          "cage " + std::to_string(k + 1) + " names cell " + std::to_string(c) + ", outside the board");
      }
    }
    const std::string name = cage_name(shape, cage);
    for (int c : cage.cells) {
      if (owner[c] == k) return make_error("argument", name + " lists " + cell_name(shape, c) + " twice");
      if (owner[c] >= 0) {
        return make_error("argument", cell_name(shape, c) + " lies in two cages: " + cage_name(shape, cages[owner[c]]) +
                                          " and " + name);
      }
      owner[c] = k;
    }
    const int size = static_cast<int>(cage.cells.size());
    if (size > n) {
      return make_error("argument", name + " has " + std::to_string(size) +
                                        " cells, but its digits must differ and there are only " + std::to_string(n));
    }
    if (!connected(shape, cage.cells)) {
      return make_error("argument", name + " is in more than one piece; a cage is one connected shape");
    }
    const int low = size * (size + 1) / 2, high = size * (2 * n - size + 1) / 2;
    if (cage.sum < low || cage.sum > high) {
      return make_error("argument",
                        name + " sums to " + std::to_string(cage.sum) + ", but " +
                            plural(size, "digit", "different digits") + " from 1 to " + std::to_string(n) + " make " +
                            (low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high)));
    }
  }
  return true;
}

}  // namespace

std::vector<std::vector<int>> window_cells(const Shape& shape) {
  const int n = shape.size(), br = shape.box_rows(), bc = shape.box_cols();
  std::vector<std::vector<int>> windows;
  for (int top = 1; top + br <= n; top += br + 1) {
    for (int left = 1; left + bc <= n; left += bc + 1) {
      std::vector<int> cells;
      for (int r = 0; r < br; ++r) {
        for (int c = 0; c < bc; ++c) cells.push_back(shape.cell_at(top + r, left + c));
      }
      windows.push_back(std::move(cells));
    }
  }
  return windows;
}

std::vector<std::uint32_t> cage_combinations(int size, int sum, int n) {
  std::vector<std::uint32_t> out;
  if (size >= 1 && size <= n) combinations_from(1, size, sum, n, 0, out);
  std::sort(out.begin(), out.end());
  return out;
}

std::uint64_t cage_filling_count(int size, int sum, int n) {
  std::uint64_t orders = 1;
  for (int k = 2; k <= size; ++k) orders = std::min<std::uint64_t>(orders * k, std::uint64_t{1} << 40);
  return cage_combinations(size, sum, n).size() * orders;
}

Result<Rules> Rules::make(Shape shape, Variant variant) {
  Rules rules(shape);
  const int n = shape.size();
  if (variant.jigsaw()) {
    Result<bool> ok = check_regions(shape, variant.regions);
    if (!ok) return ok.error();
    rules.houses_.erase(rules.houses_.begin() + 2 * n, rules.houses_.begin() + 3 * n);
    for (int r = 0; r < n; ++r) {
      House house{HouseKind::region, r, {}};
      for (int c = 0; c < shape.cell_count(); ++c) {
        if (variant.regions[c] == r) house.cells.push_back(c);
      }
      rules.houses_.push_back(std::move(house));
    }
  }
  if (variant.diagonals) {
    std::vector<int> main, anti;
    for (int k = 0; k < n; ++k) {
      main.push_back(shape.cell_at(k, k));
      anti.push_back(shape.cell_at(k, n - 1 - k));
    }
    rules.houses_.push_back(House{HouseKind::diagonal, 0, main});
    std::sort(anti.begin(), anti.end());
    rules.houses_.push_back(House{HouseKind::diagonal, 1, anti});
  }
  if (variant.windows) {
    int index = 0;
    for (std::vector<int>& cells : window_cells(shape)) {
      std::sort(cells.begin(), cells.end());
      rules.houses_.push_back(House{HouseKind::window, index++, std::move(cells)});
    }
  }
  if (variant.killer()) {
    Result<bool> ok = check_cages(shape, variant.cages);
    if (!ok) return ok.error();
    rules.cage_of_.assign(shape.cell_count(), -1);
    for (int k = 0; k < static_cast<int>(variant.cages.size()); ++k) {
      for (int c : variant.cages[k].cells) rules.cage_of_[c] = k;
    }
  }
  rules.variant_ = std::move(variant);
  rules.rebuild_indexes();
  return rules;
}

std::string cage_problem(const Shape& shape, const Cage& cage, const std::vector<int>& cells, int n) {
  const std::string name = cage_name(shape, cage);
  std::vector<int> digits;
  std::uint32_t used = 0;
  int first_at[32];
  std::fill(std::begin(first_at), std::end(first_at), -1);
  for (int c : cage.cells) {
    const int d = cells[c];
    if (d <= 0 || d > n) continue;
    if (first_at[d] >= 0) {
      return "digit " + std::to_string(d) + " appears twice in " + name + ": " + cell_name(shape, first_at[d]) +
             " and " + cell_name(shape, c);
    }
    first_at[d] = c;
    digits.push_back(d);
    used |= std::uint32_t{1} << (d - 1);
  }
  const int size = static_cast<int>(cage.cells.size());
  const int empty = size - static_cast<int>(digits.size());
  const int total = std::accumulate(digits.begin(), digits.end(), 0);
  const std::string head = name + " sums to " + std::to_string(cage.sum) + ", but ";
  if (digits.empty()) return "";
  if (empty == 0) {
    if (total == cage.sum) return "";
    const std::string shown =
        digits.size() == 1 ? digits_plus(digits) : digits_plus(digits) + " = " + std::to_string(total);
    return head + shown + (total < cage.sum ? " cannot reach it" : " exceeds it");
  }
  if (total >= cage.sum) {
    return head + digits_plus(digits) +
           (total > cage.sum ? " already exceed" + std::string(digits.size() == 1 ? "s" : "") + " it"
                             : " already make" + std::string(digits.size() == 1 ? "s" : "") + " it with " +
                                   plural(empty, "cell", "cells") + " still empty");
  }
  for (std::uint32_t combo : cage_combinations(size, cage.sum, n)) {
    if ((combo & used) == used) return "";
  }
  return head + digits_plus(digits) + " and " + plural(empty, "more digit", "more different digits") +
         " cannot make it";
}

std::vector<CageProblem> find_cage_problems(const Rules& rules, const Grid& grid) {
  std::vector<CageProblem> out;
  const auto& cages = rules.cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    std::string message = cage_problem(rules.shape(), cages[k], grid.cells(), rules.shape().size());
    if (!message.empty()) out.push_back(CageProblem{k, std::move(message)});
  }
  return out;
}

std::string variant_name(const Variant& v) {
  std::string base = v.killer() ? "killer" : v.jigsaw() ? "jigsaw" : "";
  std::string extra;
  if (v.diagonals) extra += "X";
  if (v.windows) extra += extra.empty() ? "Windoku" : " Windoku";
  if (base.empty() && extra.empty()) return "classic";
  if (base.empty()) return extra == "X" ? "X-Sudoku" : extra;
  if (v.killer() && v.jigsaw()) base = "killer jigsaw";
  return extra.empty() ? base : base + " " + extra;
}

}  // namespace dlx
