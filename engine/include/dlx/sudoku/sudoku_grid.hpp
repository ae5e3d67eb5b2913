// The Sudoku model: a board shape (boxes of r x c cells, N = r*c), its houses as plain data, and a
// grid of digits. Knows nothing of exact cover, text formats or search.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dlx/base/result.hpp"

namespace dlx {

class Shape;

constexpr int kMinSize = 4;   // 2x2 boxes
constexpr int kMaxSize = 25;  // 5x5 boxes: the largest size the one-symbol-per-cell text form can write

// What a house is, as data: the JS records and the grader read the kind, never a name. Rows,
// columns and boxes make every board; a variant's houses come after them (region: a jigsaw region,
// which takes the boxes' place; window: Windoku; diagonal: X, index 0 the main diagonal from r1c1,
// 1 the anti-diagonal). `cage` is never a house of Rules::houses(): it is the kind a record gives
// a killer cage when it names one alongside houses (its index is the cage's, Rules::cages()).
enum class HouseKind : std::uint8_t { row, column, box, region, window, diagonal, cage };
// The stable identifier: "row", "column", "box", "region", "window", "diagonal", "cage".
const char* to_string(HouseKind kind);
// A variant's house (what the grader long called "extra"): it takes part in every plain-house
// technique, but not in those that rely on boxes, rows and columns (unique rectangles, SE's order).
constexpr bool is_variant_house(HouseKind kind) { return kind >= HouseKind::region && kind != HouseKind::cage; }

// A house is a set of N cells that must hold each digit exactly once. Rows, columns and boxes come
// first (in that order); variants such as diagonals or jigsaw regions append more houses as data.
struct House {
  HouseKind kind;
  int index;               // 0-based within its kind
  std::vector<int> cells;  // row-major cell indices
};

// The English name of a house, 1-based as a person reads a board: "row 3", "column 7", "box 2",
// "region 4", "window 1"; a diagonal by its ends, "diagonal r1c1–r9c9" (index 0) or
// "diagonal r1c9–r9c1" (index 1). The one place the engine's house names are spelled (messages,
// the CLI); a cage is named by its cells instead (cage_name).
std::string house_name(const Shape& shape, HouseKind kind, int index);

// A killer cage: its cells hold distinct digits that add up to `sum`.
struct Cage {
  int sum = 0;
  std::vector<int> cells;  // row-major cell indices, ascending
  bool operator==(const Cage& o) const { return sum == o.sum && cells == o.cells; }
};

// Which rules a board adds to (or puts in place of) rows, columns and boxes. Plain data: the puzzle
// formats read and write it, Rules::make checks it and turns it into houses and cages (variant.hpp).
struct Variant {
  bool diagonals = false;    // X-Sudoku: both main diagonals are houses
  bool windows = false;      // Windoku / hyper: the extra boxes between the boxes are houses
  std::vector<int> regions;  // jigsaw: region (0..N-1) of each cell, replacing the boxes; empty = boxes
  std::vector<Cage> cages;   // killer
  bool classic() const { return !diagonals && !windows && regions.empty() && cages.empty(); }
  bool jigsaw() const { return !regions.empty(); }
  bool killer() const { return !cages.empty(); }
  bool operator==(const Variant& o) const {
    return diagonals == o.diagonals && windows == o.windows && regions == o.regions && cages == o.cages;
  }
  bool operator!=(const Variant& o) const { return !(*this == o); }
};

class Shape {
 public:
  // Boxes box_rows tall and box_cols wide, both at least 2; N = box_rows * box_cols must lie in
  // [kMinSize, kMaxSize].
  static Result<Shape> make(int box_rows, int box_cols);
  // The conventional shape for a side length: 4->2x2, 6->2x3, 8->2x4, 9->3x3, 10->2x5, 12->3x4,
  // 15->3x5, 16->4x4, 20->4x5, 25->5x5 (rows x columns of a box; wider than tall, as printed).
  static Result<Shape> for_size(int n);
  static Shape classic() { return *make(3, 3); }

  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  int size() const { return n_; }  // N: digits 1..N, N rows, N columns, N boxes
  int cell_count() const { return n_ * n_; }
  int row_of(int cell) const { return cell / n_; }
  int col_of(int cell) const { return cell % n_; }
  int box_of(int cell) const { return (row_of(cell) / box_rows_) * box_rows_ + col_of(cell) / box_cols_; }
  int cell_at(int row, int col) const { return row * n_ + col; }
  bool operator==(const Shape& o) const { return box_rows_ == o.box_rows_ && box_cols_ == o.box_cols_; }
  bool operator!=(const Shape& o) const { return !(*this == o); }

 private:
  Shape(int r, int c) : box_rows_(r), box_cols_(c), n_(r * c) {}
  int box_rows_, box_cols_, n_;
};

// The rules of one board: its shape and its houses. Standard Sudoku = rows + columns + boxes.
class Rules {
 public:
  explicit Rules(Shape shape);
  // The rules of a variant (checked: regions, windows and cages must fit the shape; messages name
  // the region or cage). Implemented in variant.cpp.
  static Result<Rules> make(Shape shape, Variant variant);
  const Shape& shape() const { return shape_; }
  const Variant& variant() const { return variant_; }
  const std::vector<Cage>& cages() const { return variant_.cages; }
  // The cage a cell lies in (index into cages()), -1 for none.
  int cage_of(int cell) const { return cage_of_.empty() ? -1 : cage_of_[cell]; }
  const std::vector<House>& houses() const { return houses_; }
  // Houses containing a cell (indices into houses()).
  const std::vector<int>& houses_of(int cell) const { return houses_of_[cell]; }
  // Every other cell sharing a house with `cell`, ascending, no duplicates.
  const std::vector<int>& peers(int cell) const { return peers_[cell]; }
  void add_house(HouseKind kind, std::vector<int> cells);  // for variants; index: the next of its kind
  // The house's name (the free house_name below, from its kind and index).
  std::string house_name(int house) const;

 private:
  void rebuild_indexes();
  Shape shape_;
  Variant variant_;
  std::vector<int> cage_of_;
  std::vector<House> houses_;
  std::vector<std::vector<int>> houses_of_;
  std::vector<std::vector<int>> peers_;
};

// "r3c7": the 1-based cell name used in every message.
std::string cell_name(const Shape& shape, int cell);
// "cage r1c1–r2c1": a cage named by its first and last cell in reading order (en dash).
std::string cage_name(const Shape& shape, const Cage& cage);

// A board of digits, 0 for an empty cell. Plain value; no rules enforced on assignment.
class Grid {
 public:
  explicit Grid(Shape shape) : shape_(shape), cells_(shape.cell_count(), 0) {}
  Grid(Shape shape, std::vector<int> cells);  // cells.size() must equal shape.cell_count()

  const Shape& shape() const { return shape_; }
  int size() const { return shape_.size(); }
  int cell_count() const { return shape_.cell_count(); }
  int operator[](int cell) const { return cells_[cell]; }
  int& operator[](int cell) { return cells_[cell]; }
  const std::vector<int>& cells() const { return cells_; }
  int filled_count() const;
  bool operator==(const Grid& o) const { return shape_ == o.shape_ && cells_ == o.cells_; }
  bool operator!=(const Grid& o) const { return !(*this == o); }

 private:
  Shape shape_;
  std::vector<int> cells_;
};

// Two equal digits in one house.
struct Conflict {
  int digit;
  int first_cell, second_cell;  // first_cell < second_cell
  int house;                    // index into Rules::houses()
};

// Every pair of cells that hold the same digit in a house, in row-major order of the pair. Digits
// outside 0..N are reported as Error by the parsers, never stored, so they are not checked here.
std::vector<Conflict> find_conflicts(const Rules& rules, const Grid& grid);

// "digit 5 appears twice in row 1: r1c2 and r1c7"
std::string describe(const Rules& rules, const Conflict& conflict);

}  // namespace dlx
