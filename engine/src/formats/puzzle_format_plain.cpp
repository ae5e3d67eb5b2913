// The per-call path of puzzle text: symbols, the plain 81-character line read and a grid written
// as one line. Every solve and count from the page or the CLI goes through here, so in the
// WebAssembly build this file is compiled for speed (-O3) while the other readers are built for
// size (CMakeLists.txt). Siblings: puzzle_format.cpp (cells, writers), puzzle_format_line.cpp.
#include "puzzle_format_detail.hpp"

namespace dlx {

int digit_for_symbol(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c < 'A' + kMaxSize - 9) return c - 'A' + 10;
  if (c >= 'a' && c < 'a' + kMaxSize - 9) return c - 'a' + 10;
  return -1;
}

namespace {

// A blank the line parser reads back as a blank: not a digit symbol, not whitespace, and not a
// character that would make the line look like another format (comment, CSV, test line, link).
bool readable_blank(char c) {
  return c > ' ' && c < 0x7F && digit_for_symbol(c) <= 0 && std::string_view("#,:=").find(c) == std::string_view::npos;
}

}  // namespace

std::string format_line(const Grid& grid, char blank) {
  if (!readable_blank(blank)) blank = '.';
  std::string line(grid.cell_count(), blank);
  std::size_t i = 0;
  for (int digit : grid.cells()) {
    if (digit != 0) line[i] = symbol_for_digit(digit);
    ++i;
  }
  return line;
}

std::optional<ParsedPuzzle> format_detail::plain_classic_line(std::string_view text) {
  constexpr std::size_t kCells = 81;
  if (text.size() > kCells && text.back() == '\n') text.remove_suffix(1);
  if (text.size() > kCells && text.back() == '\r') text.remove_suffix(1);
  if (text.size() != kCells) return std::nullopt;
  std::vector<int> cells(kCells);
  for (std::size_t i = 0; i < kCells; ++i) {
    const char c = text[i];
    if (c == '.' || c == '0') continue;
    if (c < '1' || c > '9') return std::nullopt;
    cells[i] = c - '0';
  }
  return make_parsed(Grid(Shape::classic(), std::move(cells)), "line");
}

}  // namespace dlx
