// Shapes, houses and conflicts of the Sudoku model (see sudoku_grid.hpp).
#include "dlx/sudoku/sudoku_grid.hpp"

#include <algorithm>

namespace dlx {

Result<Shape> Shape::make(int box_rows, int box_cols) {
  if (box_rows < 1 || box_cols < 1) {
    return make_error("size", "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) +
                                  " is not valid: a box needs at least one row and one column");
  }
  const int n = box_rows * box_cols;
  if (n < kMinSize || n > kMaxSize) {
    return make_error("size", "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) + " gives " +
                                  std::to_string(n) + " digits; supported sizes are " + std::to_string(kMinSize) +
                                  " to " + std::to_string(kMaxSize));
  }
  if (box_rows < 2 || box_cols < 2) {
    // A box one cell tall is a row, one cell wide a column: such a "Sudoku" is a Latin square whose
    // boxes repeat a house. Refused here, so every reader and writer agrees.
    return make_error("size", "box shape " + std::to_string(box_rows) + "x" + std::to_string(box_cols) +
                                  " is not valid: boxes need at least two rows and two columns");
  }
  return Shape(box_rows, box_cols);
}

Result<Shape> Shape::for_size(int n) {
  // The most square factorisation with rows <= columns: the form printed boards use.
  int best_rows = 0;
  for (int rows = 2; rows * rows <= n; ++rows) {
    if (n % rows == 0) best_rows = rows;
  }
  if (best_rows == 0) {
    return make_error("size", "a board of side " + std::to_string(n) +
                                  " has no box shape (side must be a product r*c with r, c >= 2, from " +
                                  std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) + ")");
  }
  return make(best_rows, n / best_rows);
}

Rules::Rules(Shape shape) : shape_(shape) {
  const int n = shape.size();
  houses_.reserve(3 * n);
  for (int kind = 0; kind < 3; ++kind) {
    for (int h = 0; h < n; ++h) {
      House house{static_cast<HouseKind>(kind), h, {}};
      house.cells.reserve(n);
      for (int k = 0; k < n; ++k) {
        if (kind == 0) {
          house.cells.push_back(shape.cell_at(h, k));
        } else if (kind == 1) {
          house.cells.push_back(shape.cell_at(k, h));
        } else {
          // Boxes are numbered across each band: box h sits in band h / box_rows, stack h % box_rows.
          const int top = (h / shape.box_rows()) * shape.box_rows(), left = (h % shape.box_rows()) * shape.box_cols();
          house.cells.push_back(shape.cell_at(top + k / shape.box_cols(), left + k % shape.box_cols()));
        }
      }
      std::sort(house.cells.begin(), house.cells.end());
      houses_.push_back(std::move(house));
    }
  }
  rebuild_indexes();
}

void Rules::add_house(HouseKind kind, std::vector<int> cells) {
  int index = 0;
  for (const House& h : houses_) index += h.kind == kind;
  std::sort(cells.begin(), cells.end());
  houses_.push_back(House{kind, index, std::move(cells)});
  rebuild_indexes();
}

void Rules::rebuild_indexes() {
  const int cells = shape_.cell_count();
  houses_of_.assign(cells, {});
  peers_.assign(cells, {});
  for (int h = 0; h < static_cast<int>(houses_.size()); ++h) {
    for (int cell : houses_[h].cells) houses_of_[cell].push_back(h);
  }
  std::vector<int> mark(cells, -1);  // mark[other] == cell: already a peer of cell
  for (int cell = 0; cell < cells; ++cell) {
    std::vector<int>& peers = peers_[cell];
    mark[cell] = cell;
    for (int h : houses_of_[cell]) {
      for (int other : houses_[h].cells) {
        if (mark[other] != cell) {
          mark[other] = cell;
          peers.push_back(other);
        }
      }
    }
    // Digits in a cage are distinct too, so cage mates see each other.
    if (cell < static_cast<int>(cage_of_.size()) && cage_of_[cell] >= 0) {
      for (int other : variant_.cages[cage_of_[cell]].cells) {
        if (mark[other] != cell) {
          mark[other] = cell;
          peers.push_back(other);
        }
      }
    }
    std::sort(peers.begin(), peers.end());
  }
}

const char* to_string(HouseKind kind) {
  static const char* const kNames[] = {"row", "column", "box", "region", "window", "diagonal", "cage"};
  return kNames[static_cast<int>(kind)];
}

std::string house_name(const Shape& shape, HouseKind kind, int index) {
  if (kind == HouseKind::diagonal) {
    // Named by its ends, as a player finds it: r1c1–r9c9 (main) or r1c9–r9c1 (anti).
    const int n = shape.size();
    return "diagonal " + cell_name(shape, shape.cell_at(0, index == 0 ? 0 : n - 1)) + "\u2013" +
           cell_name(shape, shape.cell_at(n - 1, index == 0 ? n - 1 : 0));
  }
  return std::string(to_string(kind)) + " " + std::to_string(index + 1);
}

std::string Rules::house_name(int house) const {
  const House& h = houses_[house];
  return dlx::house_name(shape_, h.kind, h.index);
}

std::string cell_name(const Shape& shape, int cell) {
  return "r" + std::to_string(shape.row_of(cell) + 1) + "c" + std::to_string(shape.col_of(cell) + 1);
}

std::string cage_name(const Shape& shape, const Cage& cage) {
  if (cage.cells.empty()) return "empty cage";
  return "cage " + cell_name(shape, cage.cells.front()) + "\u2013" + cell_name(shape, cage.cells.back());
}

Grid::Grid(Shape shape, std::vector<int> cells) : shape_(shape), cells_(std::move(cells)) {
  cells_.resize(shape.cell_count(), 0);
}

int Grid::filled_count() const {
  return static_cast<int>(std::count_if(cells_.begin(), cells_.end(), [](int d) { return d != 0; }));
}

std::vector<Conflict> find_conflicts(const Rules& rules, const Grid& grid) {
  std::vector<Conflict> conflicts;
  const auto& houses = rules.houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    const std::vector<int>& cells = houses[h].cells;
    for (size_t i = 0; i < cells.size(); ++i) {
      const int digit = grid[cells[i]];
      if (digit == 0) continue;
      for (size_t j = i + 1; j < cells.size(); ++j) {
        if (grid[cells[j]] == digit) conflicts.push_back(Conflict{digit, cells[i], cells[j], h});
      }
    }
  }
  std::sort(conflicts.begin(), conflicts.end(), [](const Conflict& a, const Conflict& b) {
    if (a.first_cell != b.first_cell) return a.first_cell < b.first_cell;
    if (a.second_cell != b.second_cell) return a.second_cell < b.second_cell;
    return a.house < b.house;
  });
  return conflicts;
}

std::string describe(const Rules& rules, const Conflict& c) {
  const Shape& s = rules.shape();
  return "digit " + std::to_string(c.digit) + " appears twice in " + rules.house_name(c.house) + ": " +
         cell_name(s, c.first_cell) + " and " + cell_name(s, c.second_cell);
}

}  // namespace dlx
