// Puzzle text, core: the symbols of the line form, turning written cells into digits (with the
// wording every parser shares) and the writers. Siblings: puzzle_format_line.cpp (one-line
// formats, lists), puzzle_format_links.cpp (URLs, Solo IDs), puzzle_format_text.cpp (multi-line).
#include <algorithm>
#include <array>

#include "puzzle_format_detail.hpp"

namespace dlx {
namespace format_detail {

bool is_comment_line(std::string_view trimmed) {
  return !trimmed.empty() && trimmed[0] == '#' && trimmed.substr(0, 8) != "#puzzle=";
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view text) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  return text.substr(begin, end - begin);
}

std::string lower_case(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  return lower;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t begin = 0; begin <= text.size();) {
    std::size_t end = text.find_first_of("\r\n", begin);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(begin, end - begin));
    begin = end + (end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n' ? 2 : 1);
  }
  return lines;
}

int column_of(std::string_view line, std::size_t offset) {
  // Columns count characters, not bytes, so a pasted '·' does not shift every later column.
  int column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
  }
  return column;
}

namespace {

// Length of the well-formed UTF-8 sequence at `offset` and its code point; 0 if malformed.
std::size_t utf8_sequence(std::string_view text, std::size_t offset, unsigned& code_point) {
  const auto lead = static_cast<unsigned char>(text[offset]);
  std::size_t length = 0;
  unsigned minimum = 0;
  if (lead >= 0xC2 && lead <= 0xDF)
    length = 2, minimum = 0x80, code_point = lead & 0x1Fu;
  else if (lead >= 0xE0 && lead <= 0xEF)
    length = 3, minimum = 0x800, code_point = lead & 0x0Fu;
  else if (lead >= 0xF0 && lead <= 0xF4)
    length = 4, minimum = 0x10000, code_point = lead & 0x07u;
  else
    return 0;
  if (offset + length > text.size()) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[offset + i]);
    if ((next & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (next & 0x3Fu);
  }
  const bool surrogate = code_point >= 0xD800 && code_point <= 0xDFFF;
  return code_point < minimum || code_point > 0x10FFFF || surrogate ? 0 : length;
}

// Written by hand: snprintf would pull printf's float formatter into the WebAssembly module.
std::string hex(unsigned value, int digits) {
  std::string out;
  do {
    out.insert(out.begin(), "0123456789ABCDEF"[value & 15u]);
    value >>= 4;
  } while (value != 0 || static_cast<int>(out.size()) < digits);
  return out;
}

}  // namespace

std::string quote_char(std::string_view text, std::size_t offset) {
  const auto c = static_cast<unsigned char>(text[offset]);
  if (c >= 0x20 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
  unsigned code_point = 0;
  // Quoting the character itself keeps messages valid UTF-8 (they end up as JS strings).
  if (const std::size_t length = utf8_sequence(text, offset, code_point)) {
    return "'" + std::string(text.substr(offset, length)) + "' (U+" + hex(code_point, 4) + ")";
  }
  return "byte 0x" + hex(c, 2);
}

std::string quote_text(std::string_view text) {
  constexpr std::size_t kShown = 24;
  std::string shown;
  for (std::size_t i = 0; i < text.size() && i < kShown; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    shown += c >= 0x20 && c < 0x7F ? static_cast<char>(c) : '?';
  }
  return "'" + shown + (text.size() > kShown ? "...'" : "'");
}

std::string at(int line, int column) { return "line " + std::to_string(line) + ", column " + std::to_string(column); }

std::string board_name(int side) { return std::to_string(side) + "x" + std::to_string(side); }

std::string a_board(int side) { return (side == 8 || side == 18 ? "an " : "a ") + board_name(side); }

std::string rest_as_comment(std::string_view line, std::size_t end) {
  std::string_view rest = trim(line.substr(std::min(end, line.size())));
  if (!rest.empty() && rest[0] == '#') rest = trim(rest.substr(1));
  return std::string(rest);
}

ParsedPuzzle make_parsed(Grid grid, const char* format) {
  return ParsedPuzzle{std::move(grid), format, "", {}, std::nullopt, std::nullopt, {}, {}};
}

Error too_large(std::size_t bytes) {
  return make_error("size", "the text is " + std::to_string(bytes) + " bytes, over the 1 MB limit (" +
                                std::to_string(kMaxPuzzleTextBytes) +
                                " bytes) for puzzle text: split it into smaller files");
}

namespace {

constexpr std::string_view kBlanks = ".0-_*xX";

bool is_known_blank(char c) { return kBlanks.find(c) != std::string_view::npos; }

// Printable ASCII that is neither a symbol nor a known blank: Sudopedia's rule may make it the blank.
bool is_other(std::string_view text) {
  if (text.size() != 1) return false;
  const char c = text[0];
  return c > ' ' && c < 0x7F && digit_for_symbol(c) < 0 && !is_known_blank(c);
}

std::string digit_range(int side) {
  if (side <= 9) return "1-" + std::to_string(side);
  if (side == 10) return "1-9 and A";
  return std::string("1-9 and A-") + symbol_for_digit(side);
}

std::string cell_where(const CellText& cell, const Shape& shape, int index) {
  return at(cell.line, cell.column) + ", " + cell_name(shape, index);
}

// Characters that are neither symbols nor '.'/'0'-style blanks. Sudopedia's rule makes a single
// such kind the blank. Otherwise one cell is blamed: the first one when a known blank already
// marks empty cells, else the first cell of the rarest kind (a typo among the writer's blanks,
// who meant the most common kind, `used`).
struct OtherChars {
  char blank = 0;
  int blamed = -1;
  char used = 0;
};

OtherChars resolve_other_chars(const std::vector<CellText>& cells) {
  std::array<int, 128> count{};
  std::array<int, 128> first{};
  bool known_used = false;
  for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
    const std::string_view text = cells[i].text;
    if (text.size() == 1 && is_known_blank(text[0])) known_used = true;
    if (!is_other(text)) continue;
    const auto c = static_cast<unsigned char>(text[0]);
    if (count[c]++ == 0) first[c] = i;
  }
  std::vector<int> kinds;
  for (int c = 0; c < 128; ++c) {
    if (count[c] > 0) kinds.push_back(c);
  }
  OtherChars result;
  if (kinds.empty()) return result;
  if (kinds.size() == 1 && !known_used) {
    result.blank = static_cast<char>(kinds[0]);
    return result;
  }
  int blamed = kinds[0];
  int used = kinds[0];
  for (int c : kinds) {
    if (known_used ? first[c] < first[blamed]
                   : count[c] < count[blamed] || (count[c] == count[blamed] && first[c] > first[blamed])) {
      blamed = c;
    }
    if (count[c] > count[used]) used = c;
  }
  result.blamed = first[blamed];
  if (!known_used && used != blamed) result.used = static_cast<char>(used);
  return result;
}

Error bad_character(const CellText& cell, const Shape& shape, int index, bool in_grid, char used_blank) {
  std::string message = cell_where(cell, shape, index) + ": " + quote_char(cell.text, 0) +
                        (in_grid ? " is not a digit, a blank ('.' or '0') or a separator ('|')"
                                 : " is not a digit or a blank ('.' or '0')");
  if (used_blank != 0) {
    message += std::string("; only one other character can mark empty cells, and '") + used_blank + "' already does";
  }
  return make_error("parse", message);
}

Error too_big_digit(const CellText& cell, const Shape& shape, int index, int digit) {
  const int side = shape.size();
  const std::string what = cell.text.size() == 1
                               ? quote_char(cell.text, 0) + " means " + std::to_string(digit)
                               : "'" + std::string(cell.text) + "' is more than " + std::to_string(side);
  return make_error("parse", cell_where(cell, shape, index) + ": " + what + ", but " + a_board(side) +
                                 " puzzle only has digits " + digit_range(side));
}

// A decimal cell from a spaced grid: 1-2 digits, or -1.
int decimal_value(std::string_view text) {
  if (text.empty() || text.size() > 2) return -1;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

Result<std::vector<int>> decode_cells(const std::vector<CellText>& cells, const Shape& shape, bool in_grid) {
  const OtherChars other = resolve_other_chars(cells);
  std::vector<int> digits(cells.size(), 0);
  for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
    const CellText& cell = cells[i];
    int digit = cell.text.size() == 1 ? digit_for_symbol(cell.text[0]) : decimal_value(cell.text);
    // other.blank is 0 when no Sudopedia blank was found: a NUL byte must not match that.
    const bool other_blank = other.blank != 0 && cell.text[0] == other.blank;
    if (digit < 0 && cell.text.size() == 1 && (is_known_blank(cell.text[0]) || other_blank)) digit = 0;
    if (digit < 0) {
      // Non-ASCII and control characters are never blanks; other kinds wait for the blamed cell.
      if (is_other(cell.text) && i != other.blamed) continue;
      return bad_character(cell, shape, i, in_grid, is_other(cell.text) ? other.used : 0);
    }
    if (digit > shape.size()) return too_big_digit(cell, shape, i, digit);
    digits[i] = digit;
  }
  return digits;
}

namespace {

int side_for_cell_count(std::size_t count) {
  for (int side = kMinSize; side <= kMaxSize; ++side) {
    if (static_cast<std::size_t>(side) * side == count && Shape::for_size(side).ok()) return side;
  }
  return 0;
}

// The size a wrong-length line was probably meant to be. 9x9 is by far the most common, so any
// count between 8x8 and 10x10 is read as a 9x9 with cells missing or extra.
int intended_side(std::size_t count) {
  if (count > 64 && count < 100) return 9;
  int best = kMinSize;
  for (int side = kMinSize; side <= kMaxSize; ++side) {
    if (!Shape::for_size(side).ok()) continue;
    const auto cells = static_cast<std::size_t>(side) * side;
    const auto best_cells = static_cast<std::size_t>(best) * best;
    const std::size_t distance = cells > count ? cells - count : count - cells;
    const std::size_t best_distance = best_cells > count ? best_cells - count : count - best_cells;
    if (distance < best_distance) best = side;
  }
  return best;
}

// When a puzzle of the wrong length is followed by more runs of cells, separated by spaces, commas
// or the like, that together make exactly a whole board: the separator, where it first splits the
// puzzle. ("40 cells, but a 6x6 puzzle has 36" would blame the board for a space at column 41.)
std::optional<Error> split_error(std::string_view line, std::size_t begin, std::size_t end, int line_number) {
  constexpr std::string_view kSeparators = " \t,;|";
  constexpr std::string_view kCellChars = "0123456789.-_*xX?ABCDEFGHIJKLMNOPabcdefghijklmnop";
  std::size_t total = end - begin, i = end;
  while (i < line.size()) {
    std::size_t run = i;
    while (run < line.size() && kSeparators.find(line[run]) != std::string_view::npos) ++run;
    if (run == i || run == line.size()) break;
    std::size_t stop = run;
    while (stop < line.size() && kCellChars.find(line[stop]) != std::string_view::npos) ++stop;
    if (stop == run || (stop < line.size() && kSeparators.find(line[stop]) == std::string_view::npos)) break;
    total += stop - run;
    i = stop;
  }
  const int side = side_for_cell_count(total);
  if (i == end || side == 0) return std::nullopt;
  const char c = line[end];
  const std::string what = c == ' '   ? "a space"
                           : c == ',' ? "a comma"
                           : c == ';' ? "a semicolon"
                           : c == '|' ? "a '|'"
                                      : "a tab";
  return make_error("parse", at(line_number, column_of(line, end)) + ": " + what + " splits the puzzle; its " +
                                 std::to_string(total) + " cells make " + a_board(side) +
                                 " puzzle: write them without spaces or separators between them");
}

Error length_error(std::string_view line, std::size_t begin, std::size_t end, int line_number) {
  const std::string_view token = line.substr(begin, end - begin);
  const std::string where = "line " + std::to_string(line_number);
  if (side_for_cell_count(token.size()) == 0) {
    if (std::optional<Error> split = split_error(line, begin, end, line_number)) return *split;
    // Puzzles run together: "162 cells, but a 12x12 puzzle has 144" would name a board no one meant.
    // (Digits and '.' only: SudokuWiki's bare 162-character position, with letters, is not two puzzles.)
    if (token.size() % 81 == 0 && token.size() / 81 <= 20 &&
        token.find_first_not_of("0123456789.") == std::string_view::npos) {
      return make_error("parse", where + ": " + std::to_string(token.size()) +
                                     " cells: " + std::to_string(token.size() / 81) +
                                     " puzzles of 9x9 run together; take one puzzle at a time");
    }
  }
  if (token.find_first_of("0123456789.") == std::string_view::npos) {
    return make_error("parse", at(line_number, column_of(line, begin)) + ": " + quote_text(token) +
                                   " is not a puzzle (expected a line of 81 cells: digits 1-9, and '.' "
                                   "or '0' for empty cells)");
  }
  const int side = intended_side(token.size());
  const Shape shape = *Shape::for_size(side);
  const std::size_t needed = static_cast<std::size_t>(shape.cell_count());
  const std::string count = std::to_string(token.size()) + (token.size() == 1 ? " cell" : " cells");
  if (token.size() < needed) {
    return make_error("parse", where + ": " + count + ", but " + a_board(side) + " puzzle needs " +
                                   std::to_string(needed) + " (the line ends after " +
                                   cell_name(shape, static_cast<int>(token.size()) - 1) + ")");
  }
  return make_error("parse", where + ": " + count + ", but " + a_board(side) + " puzzle has " + std::to_string(needed) +
                                 " (the extra cells start at column " +
                                 std::to_string(column_of(line, begin + needed)) + ")");
}

}  // namespace

Result<Grid> decode_line_cells(std::string_view line, std::size_t begin, std::size_t end, int line_number) {
  // Quotes around a puzzle, as copied from code or a spreadsheet, or typographic ones (a phone
  // turns "..." into “...”): said as quotes, rather than as a length no board has or a character
  // that is no digit.
  const std::string_view token = line.substr(begin, end - begin);
  for (const auto& [open, close] : {std::pair<std::string_view, std::string_view>{"\"", "\""},
                                    {"'", "'"},
                                    {"\u201c", "\u201d"},
                                    {"\u2018", "\u2019"},
                                    {"\u201e", "\u201c"},
                                    {"\u00ab", "\u00bb"}}) {
    if (token.size() > open.size() + close.size() && token.substr(0, open.size()) == open &&
        token.substr(token.size() - close.size()) == close) {
      const std::size_t inner = token.size() - open.size() - close.size();
      if (side_for_cell_count(inner) != 0) {
        return make_error("parse", at(line_number, column_of(line, begin)) + ": the puzzle is in quotes; its " +
                                       std::to_string(inner) + " cells make " + a_board(side_for_cell_count(inner)) +
                                       " puzzle once the quotes are removed");
      }
    }
  }
  for (std::size_t i = begin; i < end; ++i) {
    // Reported before the length: a multi-byte character also makes the length look wrong.
    if (static_cast<unsigned char>(line[i]) >= 0x80) {
      return make_error("parse", at(line_number, column_of(line, i)) + ": " + quote_char(line, i) +
                                     " is not a digit or a blank ('.' or '0')");
    }
  }
  const int side = side_for_cell_count(end - begin);
  if (side == 0) return length_error(line, begin, end, line_number);
  const Shape shape = *Shape::for_size(side);
  const int first_column = column_of(line, begin);
  std::vector<CellText> cells;
  cells.reserve(end - begin);
  for (std::size_t i = begin; i < end; ++i) {
    cells.push_back(CellText{line.substr(i, 1), line_number, first_column + static_cast<int>(i - begin)});
  }
  Result<std::vector<int>> digits = decode_cells(cells, shape, false);
  if (!digits) return digits.error();
  return Grid(shape, std::move(digits).value());
}

std::string solo_numbers(const std::vector<int>& values) {
  std::string out;
  int run = 0;
  for (int v : values) {
    if (v == 0) {
      ++run;
      continue;
    }
    // Runs longer than 26 take several letters; '_' only separates two numbers that touch.
    for (; run > 0; run -= std::min(run, 26)) out += static_cast<char>('a' + std::min(run, 26) - 1);
    if (!out.empty() && out.back() >= '0' && out.back() <= '9') out += '_';
    out += std::to_string(v);
  }
  for (; run > 0; run -= std::min(run, 26)) out += static_cast<char>('a' + std::min(run, 26) - 1);
  return out;
}

}  // namespace format_detail

// ---- symbols and writers ---------------------------------------------------------------------

std::string box_field(const Grid& grid) {
  const Shape& shape = grid.shape();
  const Result<Shape> usual = Shape::for_size(shape.size());
  if (usual && *usual == shape) return {};
  return " box=" + std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_cols());
}

std::string format_line_with_box(const Grid& grid) { return format_line(grid) + box_field(grid); }

std::string format_grid(const Grid& grid) {
  const Shape& shape = grid.shape();
  const int side = shape.size();
  const int box_cols = shape.box_cols();
  const int boxes_across = side / box_cols;
  std::string separator = "|";
  for (int box = 0; box < boxes_across; ++box) {
    separator += std::string(box_cols, '-') + (box + 1 < boxes_across ? "+" : "|");
  }
  const std::string edge = "*" + std::string(separator.size() - 2, '-') + "*\n";
  std::string text = edge;
  for (int row = 0; row < side; ++row) {
    if (row > 0 && row % shape.box_rows() == 0) text += separator + "\n";
    text += '|';
    for (int col = 0; col < side; ++col) {
      text += symbol_for_digit(grid[shape.cell_at(row, col)]);
      if ((col + 1) % box_cols == 0) text += '|';
    }
    text += '\n';
  }
  return text + edge;
}

std::string sudokuwiki_link(const Grid& grid) {
  if (grid.shape() != Shape::classic()) return "";
  std::string link = "https://www.sudokuwiki.org/sudoku.htm?bd=";
  for (int digit : grid.cells()) link += static_cast<char>('0' + digit);
  return link;
}

std::string solo_game_id(const Grid& grid) {
  const Shape& shape = grid.shape();
  if (shape.box_rows() < 2 || shape.box_cols() < 2) return "";
  const std::string params = std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_cols()) + ":";
  return params + format_detail::solo_numbers(grid.cells());
}

}  // namespace dlx
