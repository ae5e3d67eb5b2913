// Puzzles carried by links and IDs: SudokuWiki (81 digits or the 162-character candidate form),
// Sudoku Exchange "?s=", our own "#puzzle=" share links, and Simon Tatham's Solo game IDs.
// Siblings: puzzle_format.cpp (cells, writers), puzzle_format_line.cpp (dispatch per line).
#include <algorithm>

#include "puzzle_format_detail.hpp"

namespace dlx {
namespace format_detail {
namespace {

constexpr std::string_view kParameterStart = "?&#;";
constexpr std::string_view kParameterEnd = "&#;";

// The value of `key=` where it starts a URL parameter (after '?', '&', '#' or ';'), or npos.
std::size_t find_parameter(std::string_view token, std::string_view key) {
  for (std::size_t pos = token.find(key); pos != std::string_view::npos; pos = token.find(key, pos + 1)) {
    const std::size_t equals = pos + key.size();
    if (pos > 0 && kParameterStart.find(token[pos - 1]) != std::string_view::npos && equals < token.size() &&
        token[equals] == '=') {
      return equals + 1;
    }
  }
  return std::string_view::npos;
}

std::size_t parameter_end(std::string_view token, std::size_t value) {
  const std::size_t end = token.find_first_of(kParameterEnd, value);
  return end == std::string_view::npos ? token.size() : end;
}

// ---- SudokuWiki's 162-character form ----------------------------------------------------------
//
// Per cell, two base-32 characters (JavaScript's n.toString(32): '0'-'9', 'a'-'v', high digit first)
// give n = (mask << 1) | clue, where mask bit d-1 stands for digit d. A clue is a given; a cell
// with one candidate and no clue bit is one the solver or player placed, so it stays out of the
// grid (the puzzle is what was given) but keeps its digit in `candidates`. SudokuWiki's own
// example link sets the clue bit on some cells with several candidates; those are read as
// unsolved cells, since a given is one digit.

int base32_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'v') return c - 'a' + 10;
  if (c >= 'A' && c <= 'V') return c - 'A' + 10;
  return -1;
}

int single_digit(unsigned mask) {
  if (mask == 0 || (mask & (mask - 1)) != 0) return 0;
  int digit = 1;
  while ((mask >>= 1) != 0) ++digit;
  return digit;
}

Result<ParsedPuzzle> decode_candidates(std::string_view line, std::size_t begin, int line_number) {
  const Shape shape = Shape::classic();
  ParsedPuzzle parsed = make_parsed(Grid(shape), "sudokuwiki-candidates");
  parsed.candidates.assign(shape.cell_count(), 0);
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    const std::size_t offset = begin + 2 * static_cast<std::size_t>(cell);
    for (std::size_t i = offset; i < offset + 2; ++i) {
      if (base32_value(line[i]) < 0) {
        return make_error("parse", at(line_number, column_of(line, i)) + ", " + cell_name(shape, cell) + ": " +
                                       quote_char(line, i) +
                                       " is not a base-32 digit (0-9, a-v) of SudokuWiki's 162-character form");
      }
    }
    const auto n = static_cast<unsigned>(base32_value(line[offset]) * 32 + base32_value(line[offset + 1]));
    const unsigned mask = n >> 1;
    if ((n & 1u) != 0) parsed.grid[cell] = single_digit(mask);
    parsed.candidates[cell] = mask;
  }
  return parsed;
}

Result<ParsedPuzzle> decode_link_cells(std::string_view line, std::size_t begin, std::size_t end, int line_number,
                                       const char* format) {
  Result<Grid> grid = decode_line_cells(line, begin, end, line_number);
  if (!grid) return grid.error();
  return make_parsed(std::move(grid).value(), format);
}

// Our share links carry "&box=RxC" when the board's boxes are not the usual shape for its side
// (a 6x6 of tall 3x2 boxes); the cells alone would be read with the usual shape.
Result<ParsedPuzzle> apply_box_parameter(ParsedPuzzle parsed, std::string_view line, std::size_t begin, std::size_t end,
                                         int line_number) {
  const std::string_view token = line.substr(begin, end - begin);
  const std::size_t value = find_parameter(token, "box");
  if (value == std::string_view::npos) return parsed;
  const std::string_view box = token.substr(value, parameter_end(token, value) - value);
  Result<Shape> shape = box_shape(box, at(line_number, column_of(line, begin + value)), parsed.grid.size());
  if (!shape) return shape.error();
  parsed.grid = Grid(*shape, parsed.grid.cells());
  return parsed;
}

}  // namespace

std::size_t find_link_parameter(std::string_view token, std::string_view key) { return find_parameter(token, key); }
std::size_t link_parameter_end(std::string_view token, std::size_t value) { return parameter_end(token, value); }

Result<Shape> box_shape(std::string_view box, const std::string& where, int side) {
  const std::size_t x = box.find('x');
  const auto number = [](std::string_view digits) {
    int n = 0;
    if (digits.empty() || digits.size() > 2) return -1;
    for (char c : digits) {
      if (c < '0' || c > '9') return -1;
      n = n * 10 + (c - '0');
    }
    return n;
  };
  const int rows = x == std::string_view::npos ? -1 : number(box.substr(0, x));
  const int cols = x == std::string_view::npos ? -1 : number(box.substr(x + 1));
  if (rows < 0 || cols < 0) {
    return make_error("parse", where + ": box=" + quote_text(box) + " is not a box shape like 2x3 (rows x columns)");
  }
  const Result<Shape> shape = Shape::make(rows, cols);
  if (!shape) return make_error("size", where + ": " + shape.error().message);
  if (shape->size() != side) {
    return make_error("parse", where + ": box=" + std::string(box) + " holds " + std::to_string(shape->size()) +
                                   " digits, but the puzzle is " + board_name(side));
  }
  return shape;
}

bool looks_like_link(std::string_view token) {
  return token.find("://") != std::string_view::npos || token.substr(0, 4) == "www." ||
         find_parameter(token, "puzzle") != std::string_view::npos ||
         find_parameter(token, "bd") != std::string_view::npos || find_parameter(token, "s") != std::string_view::npos;
}

Result<ParsedPuzzle> parse_link(std::string_view line, std::size_t begin, std::size_t end, int line_number) {
  const std::string_view token = line.substr(begin, end - begin);
  struct Kind {
    const char* key;
    const char* format;
  };
  // Our own links first: the fragment is ours even when a query string carries other parameters.
  for (const Kind kind : {Kind{"puzzle", "share-link"}, Kind{"bd", "sudokuwiki"}, Kind{"s", "sudoku-exchange-link"}}) {
    const std::size_t value = find_parameter(token, kind.key);
    if (value == std::string_view::npos) continue;
    const std::size_t value_end = parameter_end(token, value);
    const bool candidates = std::string_view(kind.key) == "bd" && value_end - value == 162;
    Result<ParsedPuzzle> parsed =
        candidates ? decode_candidates(line, begin + value, line_number)
                   : decode_link_cells(line, begin + value, begin + value_end, line_number, kind.format);
    if (parsed && std::string_view(kind.key) == "puzzle")
      parsed = apply_box_parameter(std::move(parsed).value(), line, begin, end, line_number);
    if (parsed && std::string_view(kind.key) == "puzzle")
      parsed = apply_variant_parameters(std::move(parsed).value(), token, line_number);
    if (parsed) parsed.value().comment = rest_as_comment(line, end);
    return parsed;
  }
  return make_error("parse", at(line_number, column_of(line, begin)) +
                                 ": this link carries no puzzle: expected a SudokuWiki link (?bd=...), a "
                                 "Sudoku Exchange link (?s=...) or a share link (#puzzle=...)");
}

// ---- Simon Tatham's Solo ----------------------------------------------------------------------
//
// A game ID is "<params>:<description>"; a random-seed ID is "<params>#<seed>". Params follow
// Solo's decode_params(): "<c>" or "<c>x<r>" (box c rows tall, r columns wide: Solo's grid has c
// columns of boxes), then flags read
// one character at a time: 'j' jigsaw, 'x' diagonals, 'k' killer, 'r'/'m'/'a' symmetry with an
// optional 'd' after 'm' and a number, 'd' with one difficulty letter; anything else is skipped.
// The description writes cells row by row: 'a'-'z' are 1-26 empty cells, a decimal number is a
// given, '_' separates two numbers that would otherwise run together.

namespace {

constexpr std::size_t kMaxSoloParams = 15;

struct SoloParams {
  int cols = 0;  // Solo's c
  int rows = 0;  // Solo's r
  bool jigsaw = false;
  bool diagonals = false;
  bool killer = false;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Solo's atoi, bounded: a number too large for any board reads as 1000.
int read_number(std::string_view text, std::size_t& i) {
  int value = 0;
  for (; i < text.size() && is_digit(text[i]); ++i) value = std::min(value * 10 + (text[i] - '0'), 1000);
  return value;
}

void read_flag(std::string_view params, std::size_t& i, SoloParams& solo) {
  const char flag = params[i++];
  if (flag == 'j') {
    solo.jigsaw = true;
  } else if (flag == 'x') {
    solo.diagonals = true;
  } else if (flag == 'k') {
    solo.killer = true;
  } else if (flag == 'r' || flag == 'm' || flag == 'a') {
    if (flag == 'm' && i < params.size() && params[i] == 'd') ++i;
    read_number(params, i);
  } else if (flag == 'd') {
    if (i < params.size() && std::string_view("tbiaeu").find(params[i]) != std::string_view::npos) ++i;
  }
}

SoloParams read_params(std::string_view params) {
  SoloParams solo;
  std::size_t i = 0;
  solo.cols = solo.rows = read_number(params, i);
  const bool seen_rows = i < params.size() && params[i] == 'x';
  if (seen_rows) {
    ++i;
    solo.rows = read_number(params, i);
  }
  while (i < params.size()) read_flag(params, i, solo);
  // As Solo: "9j" is a jigsaw of side 9, "3x3j" one of side 3*3.
  if (solo.jigsaw) {
    if (seen_rows) solo.cols = std::min(solo.cols * solo.rows, 1000);
    solo.rows = 1;
  }
  return solo;
}

// Solo's "<N>j" (or "<c>x<r>j", N = c*r): a jigsaw of side N. Our boards still have a box shape
// (the line form and the game use it for the side), so N must have one.
Result<Shape> jigsaw_shape(const SoloParams& solo, std::string_view params, int line_number) {
  const int n = solo.cols;
  Result<Shape> shape = Shape::for_size(n);
  if (!shape) {
    return make_error("size", "line " + std::to_string(line_number) + ": the Solo ID's params " + quote_text(params) +
                                  " give a jigsaw of side " + std::to_string(n) + "; " + shape.error().message);
  }
  return shape;
}

Result<Shape> solo_shape(const SoloParams& solo, std::string_view params, int line_number) {
  const std::string where = "line " + std::to_string(line_number) + ": the Solo ID's params " + quote_text(params);
  if (solo.cols < 2 || solo.rows < 2) {
    return make_error("size", where + " give boxes " + std::to_string(solo.cols) + " tall and " +
                                  std::to_string(solo.rows) + " wide; boxes must be at least 2x2");
  }
  if (solo.cols * solo.rows > kMaxSize) {
    return make_error("size", where + " give " + std::to_string(solo.cols * solo.rows) +
                                  " digits; supported sizes are " + std::to_string(kMinSize) + " to " +
                                  std::to_string(kMaxSize));
  }
  // Solo's c is the height of a box (its blocks are c rows by r columns: whichblock = (y/c)*c + x/r).
  return Shape::make(solo.cols, solo.rows);
}

struct DescriptionReader {
  std::string_view line;
  int line_number;
  const Shape& shape;
  std::string board;  // "3x3", as the params wrote it
  std::vector<int> cells;
  long long filled = 0;

  std::string where(std::size_t offset) const { return at(line_number, column_of(line, offset)); }

  // A given at line[i...]; advances i past its digits.
  Result<bool> read_given(std::size_t& i, std::size_t end) {
    const std::size_t start = i;
    const int value = read_number(line.substr(0, end), i);
    if (value > shape.size()) {
      const std::string cell = filled < shape.cell_count() ? ", " + cell_name(shape, static_cast<int>(filled)) : "";
      return make_error("parse", where(start) + cell + ": the Solo ID gives " +
                                     quote_text(line.substr(start, i - start)) + ", but a " + board +
                                     " board only has digits 1-" + std::to_string(shape.size()));
    }
    if (filled < shape.cell_count()) cells[filled] = value;
    ++filled;
    return true;
  }

  Result<bool> read(std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end;) {
      const char c = line[i];
      if (c >= 'a' && c <= 'z') {
        filled += c - 'a' + 1;
        ++i;
      } else if (c == '_') {
        ++i;
      } else if (c >= '1' && c <= '9') {
        Result<bool> given = read_given(i, end);
        if (!given) return given;
      } else {
        return make_error("parse", where(i) + ": " + quote_char(line, i) +
                                       " cannot appear in a Solo description (letters a-z are runs of 1-26 "
                                       "empty cells, numbers are givens, '_' separates two numbers)");
      }
    }
    return true;
  }
};

}  // namespace

bool looks_like_solo_id(std::string_view token) {
  const std::size_t split = token.find_first_of(":#");
  if (split == std::string_view::npos || split == 0 || split > kMaxSoloParams || !is_digit(token[0])) return false;
  for (std::size_t i = 0; i < split; ++i) {
    const char c = token[i];
    if (!is_digit(c) && !(c >= 'a' && c <= 'z')) return false;
  }
  // A seed is one word; a line that uses '#' for its blanks has more of them.
  return token[split] == ':' || token.find('#', split + 1) == std::string_view::npos;
}

Result<ParsedPuzzle> parse_solo_id(std::string_view line, std::size_t begin, std::size_t end, int line_number) {
  const std::string_view token = line.substr(begin, end - begin);
  const std::size_t split = token.find_first_of(":#");
  const std::string_view params = token.substr(0, split);
  const SoloParams solo = read_params(params);
  if (token[split] == '#') {
    return make_error("parse", "line " + std::to_string(line_number) + ": " + quote_text(token) +
                                   " is a Solo random-seed ID; seed IDs are not stable across Solo versions "
                                   "(the same seed can make a different puzzle), so use the descriptive game ID "
                                   "(Game > Specific..., e.g. \"3x3:5_3b7...\")");
  }
  Result<Shape> shape = solo.jigsaw ? jigsaw_shape(solo, params, line_number) : solo_shape(solo, params, line_number);
  if (!shape) return shape.error();
  DescriptionReader reader{
      line, line_number, *shape,
      solo.jigsaw ? std::to_string(shape->size()) + "j" : std::to_string(solo.cols) + "x" + std::to_string(solo.rows),
      std::vector<int>(shape->cell_count(), 0)};
  // The grid ends at the first ','; jigsaw regions, killer cages and sums follow (variant.cpp).
  const std::size_t comma = token.find(',', split + 1);
  const std::size_t grid_end = comma == std::string_view::npos ? end : begin + comma;
  Result<bool> read = reader.read(begin + split + 1, grid_end);
  if (!read) return read.error();
  if (reader.filled != shape->cell_count()) {
    return make_error("parse", "line " + std::to_string(line_number) + ": the Solo ID's description fills " +
                                   (reader.filled < shape->cell_count() ? "only " : "") +
                                   std::to_string(reader.filled) + " cells but a " + reader.board + " board has " +
                                   std::to_string(shape->cell_count()));
  }
  Result<Variant> variant = read_solo_variant(line.substr(grid_end, end - grid_end), *shape, solo.jigsaw,
                                              solo.diagonals, solo.killer, line_number);
  if (!variant) return variant.error();
  ParsedPuzzle parsed = make_parsed(Grid(*shape, std::move(reader.cells)), "solo");
  parsed.variant = std::move(variant).value();
  parsed.comment = rest_as_comment(line, end);
  return parsed;
}

}  // namespace format_detail
}  // namespace dlx
