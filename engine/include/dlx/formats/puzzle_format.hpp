// Reading and writing puzzles as text: every format of docs/players.md, "Puzzle formats you can import", and the
// one-line form used by the CLI, the tests and share links. Errors say what, where and why.
// Implemented by engine/src/formats/puzzle_format.cpp (symbols, cells, writers), puzzle_format_line.cpp
// (one-line formats and lists), puzzle_format_links.cpp (URLs, Solo IDs) and
// puzzle_format_text.cpp (multi-line grids, .sdk).
//
// The line form, for every size: N*N symbols in row-major order. Digits 1-9 are themselves,
// 10..25 are the letters A..P (case-insensitive on input, upper case on output); an empty cell is
// '.' or '0', also '-', '_', '*', 'x' or 'X' (at every size: none of them is a digit), and
// Sudopedia's rule: digits plus exactly one other character, and no '.'/'0'/..., make that
// character the blank. The side N comes from the length (16, 36, 64, 81, 100, 144, 196, 225, 256,
// 324, 400, 441, 484, 576, 625: every N in 4..25 that has a box shape) and the box shape from
// Shape::for_size, unless a field "box=RxC" (box R rows tall, C columns wide) follows the cells
// among the line's other fields ("3.1....2.... box=3x2"), as format_line_with_box writes and our
// share links carry ("&box=3x2"); a Solo game ID ("2x3:...") or a boxed grid's borders give the
// shape explicitly too. Boxes are at least 2x2 everywhere: a 1xN box would only repeat a row.
// 0-based hexadecimal 16x16 ('0'-'F') is not read: '0' is a blank here, and guessing would
// silently misread puzzles.
//
// How ambiguous input is resolved (one rule each, so behaviour is predictable):
// - Blanks: '.', '0', '-', '_', '*', 'x', 'X' may be mixed freely. A character that is neither a
//   symbol nor one of those is the blank only when it is the only such kind and none of those
//   appears; otherwise the error names the first stray one (with '.'-style blanks present) or
//   the first of the rarest kind (the likely typo).
// - A token that contains "://", starts with "www." or has a "puzzle=", "bd=" or "s=" parameter is
//   a link. Precedence inside a link: "puzzle=" (our share link), then "bd=", then "s=".
// - "<params>:" or "<params>#" with params of at most 15 characters that start with a number
//   ("3x3", "2x3dh", "9j") is a Solo ID; every puzzle field is at least 16 characters long.
// - A line whose first token contains ':' is a test line, ',' a qqwing CSV line; a 12-character
//   first token followed by a token of 16+ characters is a Sudoku Exchange bank line.
// - Multi-line text: N lines of N cells are one grid even when each line would also be a puzzle
//   on its own (a 16x16 grid's rows are 16 characters, like 4x4 puzzles). Two or more puzzle
//   lines that do not form a grid are a list, which parse_puzzle refuses with a message.
// - In grids, lines made only of '-', '=', '*', '+', '|' and spaces are borders; a line of
//   only '-' or '*' is read as a row of blanks only when reading it as a border gives no grid.
// - In spaced grids a two-digit number is one cell ("10 . 3 16 ...") only when reading every
//   character as a cell gives no grid ("12 34" is a 4x4 row of four cells).
// - SudokuWiki's 162-character form (per cell two base-32 digits '0'-'9','a'-'v' of
//   n = (candidate mask << 1) | clue bit, mask bit d-1 = digit d): the grid holds the clues only;
//   cells the solver or player had placed keep their digit as a single-bit entry in `candidates`.
//   A clue bit on a cell with several candidates (SudokuWiki's own example has some) is ignored.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {

// Larger inputs are refused (Error code "size") before any parsing: a pasted file that big is a
// mistake, and the limit bounds the work a browser tab can be made to do.
constexpr std::size_t kMaxPuzzleTextBytes = std::size_t{1} << 20;

struct ParsedPuzzle {
  Grid grid;
  std::string format;   // what was recognised: "line", "grid", "boxed", "sdk", "sudoku-exchange",
                        // "qqwing-csv", "test-line", "sudokuwiki", "sudokuwiki-candidates",
                        // "sudoku-exchange-link", "share-link", "solo"
  std::string comment;  // trailing "# ..." text or extra fields, if any
  std::map<std::string, std::string> metadata;  // .sdk "#A" etc. as "author", "description", ...
                                                // ("comment", "date", "source", "level", "url");
                                                // Sudoku Exchange "id", "rating"; qqwing CSV
                                                // columns by lower-case header ("difficulty")
  std::optional<long long> expected_count;      // from "puzzle:count:solution" test lines
  std::optional<Grid> expected_solution;        // from "puzzle:count:solution" or qqwing CSV
  // Candidate bitmasks (bit d-1 set = digit d possible), when the source carried them
  // (SudokuWiki's 162-character form). Empty otherwise.
  std::vector<unsigned> candidates;
  // The rules beyond rows, columns and boxes (X, Windoku, jigsaw, killer): from a Solo ID's flags,
  // or the "rules=", "regions=" and "cages=" fields of the line form and share links. Checked with
  // Rules::make before a puzzle is returned, so it always fits the grid.
  Variant variant;
};

// One puzzle written on one line, in any single-line format. `line_number` only feeds messages.
Result<ParsedPuzzle> parse_puzzle_line(std::string_view line, int line_number = 1);

// One puzzle in any format, single- or multi-line (9 lines of 9, boxed ASCII, .sdk with header and
// metadata). Leading/trailing blank lines are ignored. Texts with more than one puzzle are an error
// that says so (use parse_puzzle_list).
// Lines starting with '#' are SudoCue/.sdk metadata when the next character is one of A D C B S L U
// ("#ARuud": author "Ruud"; repeated keys are joined with '\n'), and comments otherwise. After a
// [Puzzle] header, other sections (a saved [State]) are skipped. One puzzle line next to a line
// that is neither a comment nor a puzzle is an error naming that line.
Result<ParsedPuzzle> parse_puzzle(std::string_view text);

// A list: one puzzle per line (.sdm, Sudoku Exchange bank, qqwing CSV with header, test files).
// Blank lines and lines starting with '#' are skipped; every other line gives one entry. A qqwing
// header line ("Puzzle,Solution,...") gives no entry: it names the columns of the lines below.
// An input over kMaxPuzzleTextBytes gives one entry, an Error with code "size".
struct ListEntry {
  int line;  // 1-based line number in the text
  Result<ParsedPuzzle> puzzle;
};
std::vector<ListEntry> parse_puzzle_list(std::string_view text);

// Symbols of the line form.
// 0 -> '.', 1..9 -> '1'..'9', 10..25 -> 'A'..'P'; '?' otherwise. Inline: every cell of every line
// written goes through it, and a call per cell was a visible share of a short WebAssembly call.
inline char symbol_for_digit(int digit) {
  if (digit == 0) return '.';
  if (digit >= 1 && digit <= 9) return static_cast<char>('0' + digit);
  if (digit >= 10 && digit <= kMaxSize) return static_cast<char>('A' + digit - 10);
  return '?';
}
int digit_for_symbol(char c);  // inverse for '1'-'9', 'A'-'P', 'a'-'p'; 0 for '.' and '0'; -1 otherwise

// N*N symbols, '.' (or `blank`) for empty cells: the cells only. Read back by parse_puzzle_line
// with the conventional box shape of the side (Shape::for_size); format_line_with_box keeps any
// other shape. A `blank` that the parser could not read back as a blank (a digit symbol, a space,
// or one of '#', ',', ':', '=') is replaced by '.'.
std::string format_line(const Grid& grid, char blank = '.');
// " box=RxC" (rows x columns of a box) when the grid's boxes are not Shape::for_size's for its
// side, else empty: the field the line form adds so that the shape survives the round trip.
std::string box_field(const Grid& grid);
// format_line + box_field: what the CLI writes. parse_puzzle_line gives back the same Grid, shape
// included, for every shape.
std::string format_line_with_box(const Grid& grid);
// A readable multi-line board with box borders (the Simple Sudoku boxed form for 9x9). The borders
// carry the box shape, so parse_puzzle reads back the same Shape, not only the same digits.
std::string format_grid(const Grid& grid);
// https://www.sudokuwiki.org/sudoku.htm?bd=<81 digits, 0 for empty> (9x9 only; empty otherwise)
std::string sudokuwiki_link(const Grid& grid);
// Simon Tatham's Solo descriptive game ID, e.g. "3x3:5_3b7..." (params "c x r": a box is c rows
// tall and r columns wide, as Solo draws "2x3", its 6x6 of wide boxes).
// Empty for boxes narrower or shorter than 2, which Solo reads as jigsaw.
std::string solo_game_id(const Grid& grid);

// ---- variants (puzzle_format_variant.cpp) ------------------------------------------------------
// The line form and share links carry a variant in three fields after the cells:
//   rules=x | rules=windoku | rules=x,windoku   both main diagonals / the Windoku windows are houses
//   regions=<N*N symbols>                        jigsaw: each cell's region, 1..N as digits/letters
//   cages=<sum>:<cell>.<cell>...,...             killer: e.g. cages=11:r1c1.r2c1,9:r1c2.r1c3
// (share links: "&rules=x&regions=...&cages=..."). Solo IDs carry them as Solo does: the 'x' flag,
// "<N>j" with the region borders after the grid, 'k' with the cage borders and the sums.
// The fields for a variant, each with a leading space ("" for classic rules).
std::string variant_fields(const Grid& grid, const Variant& variant);
// format_line_with_box + variant_fields: what the CLI writes for a puzzle under any rules.
std::string format_line_with_rules(const Grid& grid, const Variant& variant);
// The same fields as URL parameters ("&rules=x&cages=..."), for share links.
std::string variant_parameters(const Grid& grid, const Variant& variant);
// Solo's game ID under a variant ("3x3x:...", "9j:...,<borders>", "3x3k:...,<borders>,<sums>").
// Error (code "argument", with the reason) when Solo cannot hold it: Windoku (Solo has none), a
// jigsaw whose side has no box shape, a killer cage of one cell (Solo's cages have 2 or more).
Result<std::string> solo_game_id(const Grid& grid, const Variant& variant);

}  // namespace dlx
