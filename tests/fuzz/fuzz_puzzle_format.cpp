// libFuzzer target for puzzle_format.hpp: any bytes through every parser must give a value or an
// Error (never a crash), errors must be well-formed, and every grid read must survive the writers:
// format_line(_with_box), format_grid, solo_game_id and sudokuwiki_link read back as the same grid.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "dlx/formats/puzzle_format.hpp"
#include "fuzz_support.hpp"

namespace {

using fuzz_support::check;
using fuzz_support::valid_utf8;

void check_error(const dlx::Error& error) {
  check(error.code == "parse" || error.code == "size");
  check(!error.message.empty());
  check(valid_utf8(error.message));
}

void check_grid(const dlx::Grid& grid) {
  check(grid.cell_count() == grid.size() * grid.size());
  check(static_cast<int>(grid.cells().size()) == grid.cell_count());
  for (int digit : grid.cells()) check(digit >= 0 && digit <= grid.size());
}

// The cells alone read back with the side's conventional box shape; with their box field, as the
// CLI writes them, with the grid's own.
void check_round_trips(const dlx::Grid& grid) {
  const auto line = dlx::parse_puzzle_line(dlx::format_line(grid));
  check(line.ok());
  check(line->grid.cells() == grid.cells());
  const auto conventional = dlx::Shape::for_size(grid.size());
  check(conventional.ok());
  if (grid.shape() == *conventional) check(line->grid == grid);
  check(grid.shape().box_rows() >= 2 && grid.shape().box_cols() >= 2);
  const auto with_box = dlx::parse_puzzle_line(dlx::format_line_with_box(grid));
  check(with_box.ok() && with_box->grid == grid);

  const auto boxed = dlx::parse_puzzle(dlx::format_grid(grid));
  check(boxed.ok() && boxed->grid == grid);

  const std::string solo = dlx::solo_game_id(grid);
  if (!solo.empty()) {
    const auto from_solo = dlx::parse_puzzle_line(solo);
    check(from_solo.ok() && from_solo->grid == grid);
  }
  const std::string link = dlx::sudokuwiki_link(grid);
  if (!link.empty()) {
    const auto from_link = dlx::parse_puzzle_line(link);
    check(from_link.ok() && from_link->grid == grid);
  }
}

void check_parsed(const dlx::Result<dlx::ParsedPuzzle>& parsed) {
  if (!parsed.ok()) {
    check_error(parsed.error());
    return;
  }
  const dlx::ParsedPuzzle& puzzle = *parsed;
  check(!puzzle.format.empty());
  check_grid(puzzle.grid);
  check(puzzle.candidates.empty() || static_cast<int>(puzzle.candidates.size()) == puzzle.grid.cell_count());
  if (puzzle.expected_solution) {
    check(puzzle.expected_solution->shape() == puzzle.grid.shape());
    check_grid(*puzzle.expected_solution);
  }
  check_round_trips(puzzle.grid);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_parsed(dlx::parse_puzzle(text));
  check_parsed(dlx::parse_puzzle_line(text));
  int previous_line = 0;
  for (const dlx::ListEntry& entry : dlx::parse_puzzle_list(text)) {
    check(entry.line > previous_line);
    previous_line = entry.line;
    check_parsed(entry.puzzle);
  }
  return 0;
}
