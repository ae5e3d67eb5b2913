// Reading and writing puzzles as text: every "must accept" format of docs/formats.md, and the
// one-line form used by the CLI, the tests and share links. Errors say what, where and why.
//
// The line form, for every size: N*N symbols in row-major order. Digits 1-9 are themselves,
// 10..25 are the letters A..P (case-insensitive on input, upper case on output); an empty cell is
// '.' or '0' (for 9x9 also '-', '_', '*', 'x', and Sudopedia's rule: N digits and 81-N of one other
// character make that character the blank). The side N comes from the length (16, 36, 64, 81, 100,
// 144, 225, 256, 400, 625) and the box shape from Shape::for_size; a Solo game ID ("2x3:...")
// gives the box shape explicitly.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/status.hpp"
#include "dlx/sudoku_grid.hpp"

namespace dlx {

struct ParsedPuzzle {
  Grid grid;
  std::string format;  // what was recognised: "line", "grid", "boxed", "sdk", "sudoku-exchange",
                       // "qqwing-csv", "test-line", "sudokuwiki", "sudokuwiki-candidates",
                       // "sudoku-exchange-link", "share-link", "solo"
  std::string comment;                        // trailing "# ..." text or extra fields, if any
  std::map<std::string, std::string> metadata;  // .sdk "#A" etc. as "author", "description", ...
  std::optional<long long> expected_count;    // from "puzzle:count:solution" test lines
  std::optional<Grid> expected_solution;      // from "puzzle:count:solution" or qqwing CSV
  // Candidate bitmasks (bit d-1 set = digit d possible), when the source carried them
  // (SudokuWiki's 162-character form). Empty otherwise.
  std::vector<unsigned> candidates;
};

// One puzzle written on one line, in any single-line format. `line_number` only feeds messages.
Result<ParsedPuzzle> parse_puzzle_line(std::string_view line, int line_number = 1);

// One puzzle in any format, single- or multi-line (9 lines of 9, boxed ASCII, .sdk with header and
// metadata). Leading/trailing blank lines are ignored. Texts with more than one puzzle are an error
// that says so (use parse_puzzle_list).
Result<ParsedPuzzle> parse_puzzle(std::string_view text);

// A list: one puzzle per line (.sdm, Sudoku Exchange bank, qqwing CSV with header, test files).
// Blank lines and lines starting with '#' are skipped; every other line gives one entry.
struct ListEntry {
  int line;                      // 1-based line number in the text
  Result<ParsedPuzzle> puzzle;
};
std::vector<ListEntry> parse_puzzle_list(std::string_view text);

// Symbols of the line form.
char symbol_for_digit(int digit);  // 0 -> '.', 1..9 -> '1'..'9', 10..25 -> 'A'..'P'
int digit_for_symbol(char c);      // inverse for '1'-'9', 'A'-'P', 'a'-'p'; 0 for '.' and '0'; -1 otherwise

// N*N symbols, '.' (or `blank`) for empty cells. Round-trips through parse_puzzle_line.
std::string format_line(const Grid& grid, char blank = '.');
// A readable multi-line board with box borders (the Simple Sudoku boxed form for 9x9).
std::string format_grid(const Grid& grid);
// https://www.sudokuwiki.org/sudoku.htm?bd=<81 digits, 0 for empty> (9x9 only; empty otherwise)
std::string sudokuwiki_link(const Grid& grid);
// Simon Tatham's Solo descriptive game ID, e.g. "3x3:5_3b7..." (params are box columns x rows).
std::string solo_game_id(const Grid& grid);

}  // namespace dlx
