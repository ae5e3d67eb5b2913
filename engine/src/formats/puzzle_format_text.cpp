// One puzzle in a whole text: .sdk sections and metadata, multi-line grids (plain, spaced, boxed
// with borders) and telling a single puzzle from a list. Siblings: puzzle_format.cpp (cells),
// puzzle_format_line.cpp (single-line formats the text may turn out to be).
#include <algorithm>

#include "puzzle_format_detail.hpp"

namespace dlx {
namespace {

using format_detail::CellText;

struct TextLine {
  std::string_view text;
  int number;
};

std::vector<TextLine> numbered_lines(std::string_view text) {
  std::vector<TextLine> lines;
  for (std::string_view line : format_detail::split_lines(text)) {
    lines.push_back(TextLine{line, static_cast<int>(lines.size()) + 1});
  }
  return lines;
}

// ---- .sdk sections and metadata -----------------------------------------------------------------

struct Sections {
  std::vector<TextLine> content;
  std::map<std::string, std::string> metadata;
  std::string comments;
  bool sdk = false;  // a [Puzzle] header or #A-style metadata was seen
};

// SudoCue's letters: "#ARuud" (no space after the letter) is author "Ruud".
const char* metadata_key(char letter) {
  constexpr std::string_view kLetters = "ADCBSLU";
  constexpr const char* kKeys[] = {"author", "description", "comment", "date", "source", "level", "url"};
  const std::size_t index = kLetters.find(letter);
  return index == std::string_view::npos ? nullptr : kKeys[index];
}

void append_line(std::string& to, std::string_view text) { to += (to.empty() ? "" : "\n") + std::string(text); }

bool is_section_header(std::string_view text) { return text.size() >= 2 && text.front() == '[' && text.back() == ']'; }

bool is_puzzle_section(std::string_view text) { return format_detail::lower_case(text) == "[puzzle]"; }

Sections read_sections(const std::vector<TextLine>& lines) {
  Sections sections;
  bool skipping = false;  // inside a section other than [Puzzle], e.g. a saved [State]
  for (const TextLine& line : lines) {
    const std::string_view text = format_detail::trim(line.text);
    if (text.empty()) continue;
    if (is_section_header(text) && (is_puzzle_section(text) || sections.sdk)) {
      skipping = !is_puzzle_section(text);
      sections.sdk = true;
      continue;
    }
    if (skipping) continue;
    if (!format_detail::is_comment_line(text)) {
      sections.content.push_back(line);
    } else if (const char* key = text.size() > 1 ? metadata_key(text[1]) : nullptr) {
      append_line(sections.metadata[key], format_detail::trim(text.substr(2)));
      sections.sdk = true;
    } else {
      append_line(sections.comments, format_detail::trim(text.substr(1)));
    }
  }
  return sections;
}

// ---- grids --------------------------------------------------------------------------------------

struct Row {
  std::vector<CellText> cells;
  int box_cols = -1;  // cells before the first '|' that has cells on both sides
  int line = 0;
};

struct Layout {
  std::vector<Row> rows;
  bool boxed = false;  // '|' or '+' borders were seen
  int box_rows = -1;   // rows before the first border line that has rows on both sides
};

// How a grid's lines are cut into cells; the parser tries these in order (see the header).
struct Reading {
  bool dash_lines_are_rows;  // "---------" as nine '-' blanks rather than a border
  bool numbers;              // "10 . 3 16": whitespace-separated decimal numbers are cells
};

bool is_border_line(std::string_view text) {
  bool mark = false;
  for (char c : text) {
    if (std::string_view("-=*+|").find(c) != std::string_view::npos)
      mark = true;
    else if (!format_detail::is_space(c))
      return false;
  }
  return mark;
}

bool has_box_marks(std::string_view text) { return text.find_first_of("|+") != std::string_view::npos; }

// HoDoKu frames its grids with corners of '.', ':' and '\'' (".-------.-------.-------." above,
// ":-------+-------+-------:" between bands, "'-------'-------'-------'" below). A '.' is also a
// blank and a '-' too, so such a line is a border only when it starts and ends with a corner and
// holds a run of dashes between: no row of cells looks like that.
bool is_frame_line(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t"), last = text.find_last_not_of(" \t");
  if (first == std::string_view::npos || text.find("---") == std::string_view::npos) return false;
  const std::string_view corners = ".:'";
  if (corners.find(text[first]) == std::string_view::npos || corners.find(text[last]) == std::string_view::npos) {
    return false;
  }
  for (char c : text) {
    if (std::string_view("-=*+|.:'").find(c) == std::string_view::npos && !format_detail::is_space(c)) return false;
  }
  return true;
}

std::size_t utf8_length(std::string_view text, std::size_t i) {
  std::size_t length = 1;
  while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
  return length;
}

bool is_number_cell(std::string_view token) {
  if (token.size() == 1) return true;
  return token.size() == 2 && token[0] >= '1' && token[0] <= '9' && token[1] >= '0' && token[1] <= '9';
}

// Cells of one line; false when `numbers` is asked for but a token is not a cell of that reading.
bool read_row(const TextLine& line, bool numbers, Row& row) {
  const std::string_view text = line.text;
  row.line = line.number;
  int column = 1;
  for (std::size_t i = 0; i < text.size();) {
    if (format_detail::is_space(text[i]) || text[i] == '|') {
      if (text[i] == '|' && row.box_cols < 0 && !row.cells.empty()) row.box_cols = static_cast<int>(row.cells.size());
      ++i, ++column;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !format_detail::is_space(text[end]) && text[end] != '|') ++end;
    if (numbers && !is_number_cell(text.substr(i, end - i))) return false;
    for (std::size_t at = i; at < end; ++column) {
      const std::size_t length = numbers ? end - at : utf8_length(text, at);
      row.cells.push_back(CellText{text.substr(at, length), line.number, column});
      at += length;
      if (numbers) column += static_cast<int>(length) - 1;
    }
    i = end;
  }
  if (row.box_cols >= static_cast<int>(row.cells.size())) row.box_cols = -1;  // only an outer border
  return true;
}

std::optional<Layout> build_layout(const std::vector<TextLine>& lines, Reading reading) {
  Layout layout;
  for (const TextLine& line : lines) {
    layout.boxed = layout.boxed || has_box_marks(line.text);
    const bool border = (is_border_line(line.text) && !(reading.dash_lines_are_rows && !has_box_marks(line.text))) ||
                        is_frame_line(line.text);
    if (border) {
      if (layout.box_rows < 0 && !layout.rows.empty()) layout.box_rows = static_cast<int>(layout.rows.size());
      continue;
    }
    Row row;
    if (!read_row(line, reading.numbers, row)) return std::nullopt;
    layout.rows.push_back(std::move(row));
  }
  if (layout.box_rows >= static_cast<int>(layout.rows.size())) layout.box_rows = -1;  // only a bottom border
  return layout;
}

bool has_box_shape(int side) { return side >= kMinSize && side <= kMaxSize && Shape::for_size(side).ok(); }

std::string count_of(std::size_t n, const char* noun) { return std::to_string(n) + " " + noun + (n == 1 ? "" : "s"); }

std::string line_range(const Layout& layout) {
  const int first = layout.rows.front().line;
  const int last = layout.rows.back().line;
  return first == last ? "line " + std::to_string(first)
                       : "lines " + std::to_string(first) + "-" + std::to_string(last);
}

Error bad_width(int width, int line) {
  return make_error("parse", "line " + std::to_string(line) + ": a row of " + count_of(width, "cell") +
                                 ", and no board is " + std::to_string(width) +
                                 " wide (sides with boxes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25)");
}

Error bad_row(const Row& row, int index, int side) {
  const int width = static_cast<int>(row.cells.size());
  const Shape shape = *Shape::for_size(side);
  const std::string where = "line " + std::to_string(row.line) + " (row " + std::to_string(index + 1) + "): ";
  if (width < side) {
    const std::string after =
        width == 0 ? "" : " (the row ends after " + cell_name(shape, index * side + width - 1) + ")";
    return make_error("parse",
                      where + count_of(width, "cell") + ", but the grid is " + std::to_string(side) + " wide" + after);
  }
  return make_error("parse", where + count_of(width, "cell") + ", but the grid is " + std::to_string(side) +
                                 " wide (the extra cells start at column " + std::to_string(row.cells[side].column) +
                                 ")");
}

// The side of a square grid of rows, or an error that says which row or count is off.
Result<int> grid_side(const Layout& layout) {
  const std::vector<Row>& rows = layout.rows;
  if (rows.empty()) return make_error("parse", "the text has borders but no rows of cells");
  const int height = static_cast<int>(rows.size());
  // The side is the row count when some row is that wide (so a short row is the one blamed),
  // else the most common width (so a missing row is reported as such).
  std::map<int, int> widths;
  for (const Row& row : rows) ++widths[static_cast<int>(row.cells.size())];
  int side = static_cast<int>(rows[0].cells.size());
  for (const auto& [width, count] : widths) {
    if (count > widths[side]) side = width;
  }
  if (widths.count(height) != 0) side = height;
  if (!has_box_shape(side)) return bad_width(side, rows[0].line);
  for (int i = 0; i < height; ++i) {
    if (static_cast<int>(rows[i].cells.size()) != side) return bad_row(rows[i], i, side);
  }
  if (height > side && height % side == 0) {
    return make_error("parse", "the text holds " + std::to_string(height / side) + " puzzles of " +
                                   format_detail::board_name(side) + " (" + count_of(height, "row") + " of " +
                                   std::to_string(side) + " cells, " + line_range(layout) +
                                   "); take one puzzle at a time");
  }
  if (height != side) {
    return make_error("parse", count_of(height, "row") + " of " + std::to_string(side) + " cells (" +
                                   line_range(layout) + "), but " + format_detail::a_board(side) + " puzzle needs " +
                                   std::to_string(side) + " rows");
  }
  return side;
}

// The borders of a boxed grid give its box shape; otherwise the side's conventional one.
Shape grid_shape(const Layout& layout, int side) {
  const int box_cols = layout.rows[0].box_cols;
  const int box_rows = layout.box_rows;
  if (layout.boxed && box_cols >= 2 && box_rows >= 2 && box_cols * box_rows == side) {
    if (Result<Shape> shape = Shape::make(box_rows, box_cols)) return *shape;
  }
  return *Shape::for_size(side);
}

Result<ParsedPuzzle> decode_grid(const Layout& layout, int side) {
  const Shape shape = grid_shape(layout, side);
  std::vector<CellText> cells;
  cells.reserve(shape.cell_count());
  for (const Row& row : layout.rows) cells.insert(cells.end(), row.cells.begin(), row.cells.end());
  Result<std::vector<int>> digits = format_detail::decode_cells(cells, shape, true);
  if (!digits) return digits.error();
  return format_detail::make_parsed(Grid(shape, std::move(digits).value()), layout.boxed ? "boxed" : "grid");
}

// Tries the readings in order; the first that gives a square grid is decoded, and if none does,
// the first reading's complaint is the one reported.
Result<ParsedPuzzle> parse_grid(const std::vector<TextLine>& lines) {
  constexpr Reading kReadings[] = {{false, false}, {true, false}, {false, true}};
  std::optional<Error> first_error;
  for (const Reading reading : kReadings) {
    const std::optional<Layout> layout = build_layout(lines, reading);
    if (!layout) continue;
    Result<int> side = grid_side(*layout);
    if (!side) {
      if (!first_error) first_error = side.error();
      continue;
    }
    return decode_grid(*layout, *side);
  }
  return *first_error;
}

// ---- single puzzle or list ----------------------------------------------------------------------

void add_sections(ParsedPuzzle& parsed, const Sections& sections) {
  for (const auto& [key, value] : sections.metadata) parsed.metadata.emplace(key, value);
  if (!sections.comments.empty()) {
    parsed.comment = sections.comments + (parsed.comment.empty() ? "" : "\n" + parsed.comment);
  }
  const bool plain = parsed.format == "line" || parsed.format == "grid" || parsed.format == "boxed";
  if (sections.sdk && plain) parsed.format = "sdk";
}

Error list_error(const std::vector<int>& puzzle_lines) {
  std::string lines;
  for (std::size_t i = 0; i < puzzle_lines.size() && i < 5; ++i) {
    lines += (i == 0 ? "" : ", ") + std::to_string(puzzle_lines[i]);
  }
  if (puzzle_lines.size() > 5) lines += ", ...";
  return make_error("parse", "the text holds " + std::to_string(puzzle_lines.size()) +
                                 " puzzles, one per line (lines " + lines + "); take one puzzle at a time");
}

Result<ParsedPuzzle> parse_csv_text(const std::vector<TextLine>& content) {
  const std::vector<std::string> columns = format_detail::csv_columns(content[0].text);
  if (content.size() == 1) {
    return make_error(
        "parse", "line " + std::to_string(content[0].number) + ": a qqwing CSV header, but no puzzle line below it");
  }
  if (content.size() > 2) {
    std::vector<int> lines;
    for (std::size_t i = 1; i < content.size(); ++i) lines.push_back(content[i].number);
    return list_error(lines);
  }
  return format_detail::parse_csv_line(content[1].text, content[1].number, columns);
}

// Lines of 16 symbols in a text of about 16 lines are a 16x16 grid with a mistake in it, not a
// list of 4x4 puzzles: the grid's complaint is the useful one.
bool looks_like_sixteen_grid(const std::vector<TextLine>& content, const std::vector<int>& sides) {
  const bool all_four = std::all_of(sides.begin(), sides.end(), [](int side) { return side == 4; });
  return all_four && content.size() + 2 >= 16 && content.size() <= 18;
}

Result<ParsedPuzzle> parse_lines(const std::vector<TextLine>& content) {
  Result<ParsedPuzzle> grid = parse_grid(content);
  if (grid) return grid;
  std::vector<int> puzzle_lines;
  std::vector<int> sides;
  std::optional<TextLine> other_line;
  std::string other_error;
  for (const TextLine& line : content) {
    Result<ParsedPuzzle> puzzle = parse_puzzle_line(line.text, line.number);
    if (puzzle) {
      puzzle_lines.push_back(line.number);
      sides.push_back(puzzle->grid.size());
    } else if (!other_line) {
      other_line = line;
      other_error = puzzle.error().message;
    }
  }
  if (puzzle_lines.size() >= 2 && !looks_like_sixteen_grid(content, sides)) return list_error(puzzle_lines);
  if (puzzle_lines.size() == 1) {
    // The odd line may be a note or a puzzle with a mistake: say both, so either reader can act.
    return make_error("parse", "line " + std::to_string(other_line->number) + " is not part of the puzzle on line " +
                                   std::to_string(puzzle_lines[0]) +
                                   " (start comment lines with '#'); read as a puzzle of its own: " + other_error);
  }
  return grid;
}

}  // namespace

Result<ParsedPuzzle> parse_puzzle(std::string_view text) {
  if (std::optional<ParsedPuzzle> plain = format_detail::plain_classic_line(text)) return std::move(*plain);
  if (text.size() > kMaxPuzzleTextBytes) return format_detail::too_large(text.size());
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  const Sections sections = read_sections(numbered_lines(text));
  const std::vector<TextLine>& content = sections.content;
  if (content.empty()) {
    const bool only_notes = !sections.metadata.empty() || !sections.comments.empty();
    return make_error("parse", only_notes ? "no puzzle found: the text has only comment and metadata lines ('#')"
                                          : "no puzzle found: the text is empty");
  }
  Result<ParsedPuzzle> parsed = format_detail::is_csv_header(content[0].text) ? parse_csv_text(content)
                                : content.size() == 1 ? parse_puzzle_line(content[0].text, content[0].number)
                                                      : parse_lines(content);
  if (parsed) add_sections(parsed.value(), sections);
  return parsed;
}

}  // namespace dlx
