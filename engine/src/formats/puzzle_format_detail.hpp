// Internal helpers shared by the puzzle_format*.cpp files (formats/ and variants/); not part of
// the engine's API (the public side is include/dlx/formats/puzzle_format.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/formats/puzzle_format.hpp"
#include "variant_seam.hpp"

namespace dlx {
namespace format_detail {

// One cell as written: a single symbol, or a decimal number in a spaced grid ("16").
struct CellText {
  std::string_view text;
  int line;    // 1-based
  int column;  // 1-based, counted in characters
};

bool is_space(char c);
// The commonest input by far, a classic 81-character line of digits with '.' or '0' for blanks
// (nothing before or after it but one line ending), read without the general machinery; the
// result equals what the general reader gives for it. Anything else: nullopt.
std::optional<ParsedPuzzle> plain_classic_line(std::string_view text);
// A run of non-space characters of a line: [begin, end).
struct Token {
  std::size_t begin = 0;
  std::size_t end = 0;
  bool empty() const { return begin == end; }
  std::size_t size() const { return end - begin; }
};
// The first token at or after `from` (empty at the end of the line).
Token next_token(std::string_view line, std::size_t from);
// Solo's run-length form of numbers: each 0 run as letters (a = 1 … z = 26, longer runs take
// several), numbers in decimal, '_' only between two numbers that touch.
std::string solo_numbers(const std::vector<int>& values);
// A line that starts with '#' is a comment, except a bare share fragment "#puzzle=...".
bool is_comment_line(std::string_view trimmed);
std::string_view trim(std::string_view text);
std::string lower_case(std::string_view text);  // ASCII only
// Lines without their ends; "\r\n", "\n" and a lone "\r" each end one line.
std::vector<std::string_view> split_lines(std::string_view text);
int column_of(std::string_view line, std::size_t offset);
std::string quote_char(std::string_view text, std::size_t offset);  // "'?'", "'·' (U+00B7)", "byte 0xFF"
std::string quote_text(std::string_view text);                      // printable, shortened
std::string at(int line, int column);                               // "line 3, column 5"
std::string board_name(int side);                                   // "9x9"
std::string a_board(int side);                                      // "a 9x9", "an 8x8"
Error too_large(std::size_t bytes);
std::string rest_as_comment(std::string_view line, std::size_t end);  // after the token, minus a '#'
ParsedPuzzle make_parsed(Grid grid, const char* format);

// Cells in row-major order to digits, for the board `shape`. `in_grid` only words the messages.
Result<std::vector<int>> decode_cells(const std::vector<CellText>& cells, const Shape& shape, bool in_grid);
// line[begin, end) in the line form; the side comes from the length.
Result<Grid> decode_line_cells(std::string_view line, std::size_t begin, std::size_t end, int line_number);

// "RxC" of a "box=RxC" field or parameter: the shape, which must hold `side` digits. `where`
// ("line 1, column 83") starts the error messages.
Result<Shape> box_shape(std::string_view box, const std::string& where, int side);

bool looks_like_link(std::string_view token);
// The value of URL parameter `key=` in a link token (npos when absent), and where it ends.
std::size_t find_link_parameter(std::string_view token, std::string_view key);
std::size_t link_parameter_end(std::string_view token, std::size_t value);
bool looks_like_solo_id(std::string_view token);
// line[begin, end) is the token; the rest of the line becomes the comment.
Result<ParsedPuzzle> parse_link(std::string_view line, std::size_t begin, std::size_t end, int line_number);
Result<ParsedPuzzle> parse_solo_id(std::string_view line, std::size_t begin, std::size_t end, int line_number);

// The variant fields of the line form, links and Solo IDs are read across the variant seam
// (variant_seam.hpp).
// Solo's block-structure code of a partition (block of each cell).
std::string solo_blocks(const Shape& shape, const std::vector<int>& block_of);

// qqwing CSV: `columns` are the lower-case header names, or empty for a line without a header.
bool is_csv_header(std::string_view line);
std::vector<std::string> csv_columns(std::string_view header);
Result<ParsedPuzzle> parse_csv_line(std::string_view line, int line_number, const std::vector<std::string>& columns);

}  // namespace format_detail
}  // namespace dlx
