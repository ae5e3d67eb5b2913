// Tests of puzzle_format.hpp: every accepted format, the wording of every kind of error (what,
// where, why), and round trips of the writers through the parsers for each board size.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "dlx/formats/puzzle_format.hpp"

using namespace dlx;
using Catch::Matchers::Contains;

namespace {

// qqwing-generated puzzles (tests/data/formats holds the same ones).
const std::string kPuzzle = "...2..18....76.....3.5...7.7...3...13.....2....24.1.5..5..4......7.......43...6..";
const std::string kSolution = "576293184491768532238514976785632491314859267962471853159346728627185349843927615";
const std::string kPuzzle3 = "3..1..98....5..4.....42.31.....8..7.......1.3.7.2.9.4...8..5..9.......2...4.7....";

std::string read_data(const std::string& name) {
  std::ifstream file(std::string(DLX_TEST_DATA) + "/formats/" + name, std::ios::binary);
  REQUIRE(file.good());
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::string replace_all(std::string text, char from, char to) {
  for (char& c : text) {
    if (c == from) c = to;
  }
  return text;
}

// `line` cut into rows of `width` cells, each followed by `separator`.
std::string rows_of(const std::string& line, int width, const std::string& separator = "\n") {
  std::string text;
  for (std::size_t row = 0; row * width < line.size(); ++row) text += line.substr(row * width, width) + separator;
  return text;
}

// A valid solution pattern for any shape, with a deterministic scatter of blanks.
Grid sample_grid(const Shape& shape) {
  Grid grid(shape);
  const int n = shape.size();
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const int digit = (shape.box_cols() * (row % shape.box_rows()) + row / shape.box_rows() + col) % n + 1;
      grid[shape.cell_at(row, col)] = (row * 7 + col * 3) % 5 == 0 ? 0 : digit;
    }
  }
  return grid;
}

Grid line_grid(const std::string& line) {
  Result<ParsedPuzzle> parsed = parse_puzzle_line(line);
  REQUIRE(parsed.ok());
  return parsed->grid;
}

std::string error_of(const Result<ParsedPuzzle>& parsed) {
  REQUIRE_FALSE(parsed.ok());
  return parsed.error().message;
}

}  // namespace

TEST_CASE("Format: symbols map digits 0-25 both ways", "[format]") {
  CHECK(symbol_for_digit(0) == '.');
  CHECK(symbol_for_digit(9) == '9');
  CHECK(symbol_for_digit(10) == 'A');
  CHECK(symbol_for_digit(25) == 'P');
  CHECK(symbol_for_digit(26) == '?');
  CHECK(symbol_for_digit(-1) == '?');
  for (int digit = 0; digit <= 25; ++digit) CHECK(digit_for_symbol(symbol_for_digit(digit)) == digit);
  CHECK(digit_for_symbol('0') == 0);
  CHECK(digit_for_symbol('g') == 16);
  CHECK(digit_for_symbol('p') == 25);
  CHECK(digit_for_symbol('Q') == -1);
  CHECK(digit_for_symbol('-') == -1);
}

TEST_CASE("Format: 81-character line accepts every blank character", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  CHECK(expected.filled_count() == 23);
  CHECK(expected[3] == 2);
  CHECK(expected.shape() == Shape::classic());
  for (char blank : std::string("0-_*xX")) {
    INFO("blank " << blank);
    Result<ParsedPuzzle> parsed = parse_puzzle_line(replace_all(kPuzzle, '.', blank));
    REQUIRE(parsed.ok());
    CHECK(parsed->grid == expected);
    CHECK(parsed->format == "line");
  }
  SECTION("known blanks may be mixed") {
    std::string mixed = kPuzzle;
    mixed[0] = '0';
    mixed[1] = '-';
    CHECK(line_grid(mixed) == expected);
  }
}

TEST_CASE("Format: a plain 81-character line reads the same by the fast path and the general reader", "[format]") {
  // A leading space keeps a line off the fast path (it wants exactly the 81 cells), so the general
  // reader answers it; both must agree on everything they return.
  std::string mixed = kPuzzle3;
  mixed[0] = '0';
  for (const std::string& line : {kPuzzle, kPuzzle3, replace_all(kPuzzle, '.', '0'), mixed, kSolution,
                                  std::string(81, '.'), std::string(81, '0')}) {
    for (const std::string& ending : {"", "\n", "\r\n"}) {
      INFO(line << " ending " << ending.size());
      for (int reader = 0; reader < 2; ++reader) {
        const Result<ParsedPuzzle> fast = reader ? parse_puzzle(line + ending) : parse_puzzle_line(line + ending);
        const Result<ParsedPuzzle> general =
            reader ? parse_puzzle(" " + line + ending) : parse_puzzle_line(" " + line + ending);
        REQUIRE(fast.ok());
        REQUIRE(general.ok());
        CHECK(fast->grid == general->grid);
        CHECK(fast->format == general->format);
        CHECK(fast->comment == general->comment);
        CHECK(fast->metadata == general->metadata);
        CHECK(fast->candidates == general->candidates);
        CHECK(fast->variant.classic());
        CHECK(general->variant.classic());
      }
    }
  }
  SECTION("anything else takes the general reader") {
    CHECK(parse_puzzle_line(kPuzzle + "   # from HoDoKu ")->comment == "from HoDoKu");
    CHECK(parse_puzzle(kPuzzle + "\n# a comment\n")->comment == "a comment");
    CHECK_FALSE(parse_puzzle(kPuzzle.substr(0, 80)).ok());
    CHECK(parse_puzzle(replace_all(kPuzzle, '.', '-'))->grid == line_grid(kPuzzle));
  }
}

TEST_CASE("Format: Sudopedia's rule makes the one other character the blank", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  CHECK(line_grid(replace_all(kPuzzle, '.', '?')) == expected);
  CHECK(line_grid(replace_all(kPuzzle, '.', 'Z')) == expected);
  SECTION("a second kind of character is blamed where it is rarest") {
    std::string line = replace_all(kPuzzle, '.', 'Z');
    line[10] = '?';
    CHECK(error_of(parse_puzzle_line(line)) ==
          "line 1, column 11, r2c2: '?' is not a digit or a blank ('.' or '0'); only one other character can "
          "mark empty cells, and 'Z' already does");
  }
  SECTION("with '.' blanks, any other character is an error") {
    std::string line = kPuzzle;
    line[11] = '?';
    CHECK(error_of(parse_puzzle_line(line, 4)) ==
          "line 4, column 12, r2c3: '?' is not a digit or a blank ('.' or '0')");
  }
}

TEST_CASE("Format: NUL bytes are never blanks, even where no other blank character was seen", "[format]") {
  // Regression: a run of NULs once read as an empty board (the "other blank" slot holds 0 when
  // unused, and a NUL matched it), so 100 NULs imported as an empty 10x10 puzzle.
  CHECK_FALSE(parse_puzzle(std::string(100, '\0')).ok());
  CHECK_FALSE(parse_puzzle(std::string(81, '\0')).ok());
  std::string line = kPuzzle;
  line[0] = '\0';
  CHECK_FALSE(parse_puzzle_line(line).ok());
}

TEST_CASE("Format: trailing comment and extra fields become the comment", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  Result<ParsedPuzzle> hash = parse_puzzle_line(kPuzzle + "   # from HoDoKu ");
  REQUIRE(hash.ok());
  CHECK(hash->grid == expected);
  CHECK(hash->comment == "from HoDoKu");
  Result<ParsedPuzzle> fields = parse_puzzle_line("  " + kPuzzle + "\t17 SER 7.1\r");
  REQUIRE(fields.ok());
  CHECK(fields->comment == "17 SER 7.1");
  Result<ParsedPuzzle> glued = parse_puzzle_line(kPuzzle + "#no space");
  REQUIRE(glued.ok());
  CHECK(glued->grid == expected);
  SECTION("a line written in groups of nine is one puzzle") {
    Result<ParsedPuzzle> groups = parse_puzzle_line(rows_of(kPuzzle, 9, " ") + "# note");
    REQUIRE(groups.ok());
    CHECK(groups->grid == expected);
  }
}

TEST_CASE("Format: a wrong line length says how many cells and where the line ends", "[format]") {
  CHECK(error_of(parse_puzzle_line(kPuzzle.substr(1))) ==
        "line 1: 80 cells, but a 9x9 puzzle needs 81 (the line ends after r9c8)");
  CHECK(error_of(parse_puzzle_line("  " + kPuzzle + "5", 3)) ==
        "line 3: 82 cells, but a 9x9 puzzle has 81 (the extra cells start at column 84)");
  CHECK(error_of(parse_puzzle_line("1.3.4.2.1.3.4.2")) ==
        "line 1: 15 cells, but a 4x4 puzzle needs 16 (the line ends after r4c3)");
  CHECK_THAT(error_of(parse_puzzle_line("hello world")), Contains("line 1, column 1: 'hello' is not a puzzle"));
  CHECK(error_of(parse_puzzle_line("   ", 7)) == "line 7: empty line, no puzzle");
  CHECK(parse_puzzle_line(kPuzzle.substr(1)).error().code == "parse");
  SECTION("a quoted puzzle, and puzzles run together, are said to be, not measured against a board no one meant") {
    CHECK(error_of(parse_puzzle_line('"' + kPuzzle + '"')) ==
          "line 1, column 1: the puzzle is in quotes; its 81 cells make a 9x9 puzzle once the quotes are removed");
    CHECK(error_of(parse_puzzle_line("\u201c" + kPuzzle + "\u201d")) ==
          "line 1, column 1: the puzzle is in quotes; its 81 cells make a 9x9 puzzle once the quotes are removed");
    CHECK(error_of(parse_puzzle_line(kPuzzle + kPuzzle)) ==
          "line 1: 162 cells: 2 puzzles of 9x9 run together; take one puzzle at a time");
  }
  SECTION("cells split by commas are said to be, not taken for a 1-cell board") {
    std::string commas;
    for (char c : kPuzzle) commas += std::string(commas.empty() ? "" : ",") + c;
    CHECK(error_of(parse_puzzle_line(commas)) ==
          "line 1, column 2: a comma splits the puzzle; its 81 cells make a 9x9 puzzle: write them without spaces or "
          "separators between them");
  }
}

TEST_CASE("Format: characters that are no cell are named with line, column and cell", "[format]") {
  std::string line = kPuzzle;
  line.replace(5, 1, "\xC2\xB7");  // U+00B7 MIDDLE DOT: reported before the (now wrong) byte length
  CHECK(error_of(parse_puzzle_line(line)) ==
        "line 1, column 6: '\xC2\xB7' (U+00B7) is not a digit or a blank ('.' or '0')");
  line = kPuzzle;
  line[20] = '\x01';
  CHECK(error_of(parse_puzzle_line(line)) ==
        "line 1, column 21, r3c3: byte 0x01 is not a digit or a blank ('.' or '0')");
}

TEST_CASE("Format: digits larger than the board are errors", "[format]") {
  std::string line = kPuzzle;
  line[13] = 'A';
  CHECK(error_of(parse_puzzle_line(line)) ==
        "line 1, column 14, r2c5: 'A' means 10, but a 9x9 puzzle only has digits 1-9");
  std::string four = "1..4.3...2..4..5";
  CHECK(error_of(parse_puzzle_line(four)) ==
        "line 1, column 16, r4c4: '5' means 5, but a 4x4 puzzle only has digits 1-4");
  std::string sixteen(256, '.');
  sixteen[17] = 'h';
  CHECK(error_of(parse_puzzle_line(sixteen)) ==
        "line 1, column 18, r2c2: 'h' means 17, but a 16x16 puzzle only has digits 1-9 and A-G");
}

TEST_CASE("Format: other sizes come from the line length", "[format]") {
  struct Case {
    int side, box_rows, box_cols;
  };
  for (Case c : {Case{4, 2, 2}, Case{6, 2, 3}, Case{8, 2, 4}, Case{10, 2, 5}, Case{12, 3, 4}, Case{14, 2, 7},
                 Case{16, 4, 4}, Case{25, 5, 5}}) {
    INFO("side " << c.side);
    const Grid grid = sample_grid(*Shape::make(c.box_rows, c.box_cols));
    std::string line = format_line(grid);
    Result<ParsedPuzzle> parsed = parse_puzzle_line(line);
    REQUIRE(parsed.ok());
    CHECK(parsed->grid == grid);
    CHECK(parsed->grid.shape().box_rows() == c.box_rows);
    for (char& ch : line) ch = static_cast<char>(ch >= 'A' && ch <= 'P' ? ch - 'A' + 'a' : ch);
    CHECK(line_grid(line) == grid);  // letters are case-insensitive
  }
}

TEST_CASE("Format: multi-line grid of 9 lines of 9 cells", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  Result<ParsedPuzzle> plain = parse_puzzle("\n\n" + rows_of(kPuzzle, 9) + "\n");
  REQUIRE(plain.ok());
  CHECK(plain->grid == expected);
  CHECK(plain->format == "grid");
  SECTION("spaces between cells and blank lines between bands") {
    std::string text;
    for (int row = 0; row < 9; ++row) {
      for (int col = 0; col < 9; ++col) text += std::string(1, kPuzzle[row * 9 + col]) + " ";
      text += row % 3 == 2 ? "\n\n" : "\n";
    }
    Result<ParsedPuzzle> spaced = parse_puzzle(text);
    REQUIRE(spaced.ok());
    CHECK(spaced->grid == expected);
  }
  SECTION("a line of only '-' blanks is a row when a border would leave eight") {
    const std::string empty_row = std::string(9, '.');
    const std::string line = kPuzzle.substr(0, 36) + empty_row + kPuzzle.substr(45);
    Result<ParsedPuzzle> dashes =
        parse_puzzle(rows_of(kPuzzle.substr(0, 36), 9) + "---------\n" + rows_of(kPuzzle.substr(45), 9));
    REQUIRE(dashes.ok());
    CHECK(dashes->grid == line_grid(line));
  }
  SECTION("comment lines are kept") {
    Result<ParsedPuzzle> commented = parse_puzzle("# from a magazine\n" + rows_of(kPuzzle, 9));
    REQUIRE(commented.ok());
    CHECK(commented->comment == "from a magazine");
  }
}

TEST_CASE("Format: boxed ASCII grid ignores border characters", "[format]") {
  SECTION("Simple Sudoku's .ss file") {
    Result<ParsedPuzzle> parsed = parse_puzzle(read_data("boxed.ss"));
    REQUIRE(parsed.ok());
    CHECK(parsed->format == "boxed");
    CHECK(format_line(parsed->grid) ==
          "....7...6..6....71..8.9.3.5.2........3.65...7..7..3......58....7.13.9..82.9..7.5.");
  }
  SECTION("qqwing's readable form, with spaces and '-------|-------|-------' rules") {
    std::string text;
    for (int row = 0; row < 9; ++row) {
      if (row == 3 || row == 6) text += "-------|-------|-------\n";
      for (int col = 0; col < 9; ++col) {
        text += std::string(" ") + kPuzzle[row * 9 + col] + (col == 2 || col == 5 ? " |" : "");
      }
      text += "\n";
    }
    Result<ParsedPuzzle> parsed = parse_puzzle(text);
    REQUIRE(parsed.ok());
    CHECK(parsed->grid == line_grid(kPuzzle));
    CHECK(parsed->grid.shape() == Shape::classic());
  }
  SECTION("HoDoKu's frame: corners of '.', ':' and '\'' (a '.' is also a blank)") {
    std::string text = ".-------.-------.-------.\n";
    for (int row = 0; row < 9; ++row) {
      if (row == 3 || row == 6) text += ":-------+-------+-------:\n";
      text += "|";
      for (int col = 0; col < 9; ++col) text += std::string(" ") + kPuzzle[row * 9 + col] + (col % 3 == 2 ? " |" : "");
      text += "\n";
    }
    text += "'-------'-------'-------'\n";
    Result<ParsedPuzzle> parsed = parse_puzzle(text);
    REQUIRE(parsed.ok());
    CHECK(parsed->format == "boxed");
    CHECK(parsed->grid == line_grid(kPuzzle));
    CHECK(parsed->grid.shape() == Shape::classic());
  }
  SECTION("Simple Sudoku's unboxed rows with '|' and a row of dashes") {
    std::string text;
    for (int row = 0; row < 9; ++row) {
      if (row == 3 || row == 6) text += "-----------\n";
      text += kPuzzle.substr(row * 9, 3) + "|" + kPuzzle.substr(row * 9 + 3, 3) + "|" + kPuzzle.substr(row * 9 + 6, 3) +
              "\n";
    }
    Result<ParsedPuzzle> parsed = parse_puzzle(text);
    REQUIRE(parsed.ok());
    CHECK(parsed->grid == line_grid(kPuzzle));
  }
  SECTION("the borders give the box shape: boxes 3 tall and 2 wide") {
    const Grid grid = sample_grid(*Shape::make(3, 2));
    const std::string text = format_grid(grid);
    CHECK(text.substr(0, 11) == "*--------*\n");
    CHECK(text.find("|--+--+--|\n") == 11 + 3 * 11);  // after three rows
    Result<ParsedPuzzle> parsed = parse_puzzle(text);
    REQUIRE(parsed.ok());
    CHECK(parsed->grid == grid);
    CHECK(parsed->grid.shape().box_rows() == 3);
  }
  SECTION("a stray character inside a boxed row") {
    std::string text = read_data("boxed.ss");
    text[text.find("|.2.|") + 2] = '?';
    CHECK(error_of(parse_puzzle(text)) ==
          "line 6, column 3, r4c2: '?' is not a digit, a blank ('.' or '0') or a separator ('|')");
  }
}

TEST_CASE("Format: grid shape errors name the row and the line", "[format]") {
  const std::string rows = rows_of(kPuzzle, 9);
  SECTION("a short row") {
    std::string text = rows;
    text.erase(text.find('\n', 30) - 1, 1);  // last cell of row 4
    CHECK(error_of(parse_puzzle(text)) == "line 4 (row 4): 8 cells, but the grid is 9 wide (the row ends after r4c8)");
  }
  SECTION("a long row") {
    std::string text = "\n" + rows;
    text.insert(text.find('\n', 12), "..");
    CHECK(error_of(parse_puzzle(text)) ==
          "line 3 (row 2): 11 cells, but the grid is 9 wide (the extra cells start at column 10)");
  }
  SECTION("a missing row") {
    CHECK(error_of(parse_puzzle(rows_of(kPuzzle, 9).substr(10))) ==
          "8 rows of 9 cells (lines 1-8), but a 9x9 puzzle needs 9 rows");
  }
  SECTION("two grids") {
    CHECK(error_of(parse_puzzle(rows + "\n" + rows_of(kPuzzle3, 9))) ==
          "the text holds 2 puzzles of 9x9 (18 rows of 9 cells, lines 1-19); take one puzzle at a time");
  }
  SECTION("rows of a width no board has") {
    CHECK(error_of(parse_puzzle("1234567\n1234567\n")) ==
          "line 1: a row of 7 cells, and no board is 7 wide (sides with boxes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, "
          "20, 21, 22, 24, 25)");
  }
}

TEST_CASE("Format: sixteen lines of sixteen symbols are a 16x16 grid, not sixteen 4x4 puzzles", "[format]") {
  Grid grid = sample_grid(*Shape::make(4, 4));
  for (int cell = 0; cell < grid.cell_count(); ++cell) grid[cell] = grid[cell] <= 4 ? grid[cell] : 0;
  const std::string rows = rows_of(format_line(grid), 16);
  for (std::size_t row = 0; row < 16; ++row) {
    REQUIRE(parse_puzzle_line(rows.substr(row * 17, 16)).ok());  // each row alone reads as a 4x4 puzzle
  }
  Result<ParsedPuzzle> parsed = parse_puzzle(rows);
  REQUIRE(parsed.ok());
  CHECK(parsed->grid == grid);
  SECTION("a short row is reported as a grid error, not as a list") {
    std::string broken = rows;
    broken.erase(17 * 5, 1);  // the first cell of row 6 (17 characters a line, with the '\n')
    CHECK(error_of(parse_puzzle(broken)) ==
          "line 6 (row 6): 15 cells, but the grid is 16 wide (the row ends after r6c15)");
  }
}

TEST_CASE("Format: line ends, byte-order mark and surrounding blank lines", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  Result<ParsedPuzzle> mac = parse_puzzle(rows_of(kPuzzle, 9, "\r"));
  REQUIRE(mac.ok());
  CHECK(mac->grid == expected);
  Result<ParsedPuzzle> windows = parse_puzzle("\r\n\r\n" + rows_of(kPuzzle, 9, "\r\n") + "\r\n");
  REQUIRE(windows.ok());
  CHECK(windows->grid == expected);
  Result<ParsedPuzzle> bom = parse_puzzle("\xEF\xBB\xBF" + kPuzzle);
  REQUIRE(bom.ok());
  CHECK(bom->grid == expected);
  CHECK(line_grid("\xEF\xBB\xBF" + kPuzzle) == expected);
}

TEST_CASE("Format: spaced grids of decimal numbers for large boards", "[format]") {
  const Grid grid = sample_grid(*Shape::make(4, 4));
  std::string text;
  for (int row = 0; row < 16; ++row) {
    for (int col = 0; col < 16; ++col) {
      const int digit = grid[row * 16 + col];
      text += (digit == 0 ? std::string(".") : std::to_string(digit)) + (col == 15 ? "\n" : " ");
    }
  }
  Result<ParsedPuzzle> parsed = parse_puzzle(text);
  REQUIRE(parsed.ok());
  CHECK(parsed->grid == grid);
  SECTION("two-digit groups stay cells when that reading fits") {
    Result<ParsedPuzzle> four = parse_puzzle("12 34\n34 12\n21 43\n43 2.\n");
    REQUIRE(four.ok());
    CHECK(format_line(four->grid) == "123434122143432.");
  }
  SECTION("numbers too large for the board") {
    REQUIRE(text.substr(0, 2) == ". ");
    CHECK(error_of(parse_puzzle("17" + text.substr(1))) ==
          "line 1, column 1, r1c1: '17' is more than 16, but a 16x16 puzzle only has digits 1-9 and A-G");
  }
}

TEST_CASE("Format: SadMan .sdk with header and metadata", "[format]") {
  Result<ParsedPuzzle> parsed = parse_puzzle(read_data("sample.sdk"));
  REQUIRE(parsed.ok());
  CHECK(parsed->format == "sdk");
  CHECK(format_line(parsed->grid) == kPuzzle3);
  CHECK(parsed->metadata.at("author") == "QQWing 1.3.4 (generated)");
  CHECK(parsed->metadata.at("description") == "Sample .sdk file for the format tests");
  CHECK(parsed->metadata.at("comment") == "First comment line\nSecond comment line");
  CHECK(parsed->metadata.at("date") == "2024-01-15");
  CHECK(parsed->metadata.at("source") == "qqwing --generate");
  CHECK(parsed->metadata.at("level") == "Expert");
  CHECK(parsed->metadata.at("url") == "https://qqwing.com/");
  SECTION("sections after [Puzzle], such as a saved [State], are not read") {
    Result<ParsedPuzzle> with_state = parse_puzzle(read_data("sample.sdk") + "[State]\n" + rows_of(kSolution, 9));
    REQUIRE(with_state.ok());
    CHECK(format_line(with_state->grid) == kPuzzle3);
  }
  SECTION("an .sdk whose puzzle is one line") {
    Result<ParsedPuzzle> one_line = parse_puzzle("#AAnon\n" + kPuzzle + "\n");
    REQUIRE(one_line.ok());
    CHECK(one_line->format == "sdk");
    CHECK(one_line->metadata.at("author") == "Anon");
  }
}

TEST_CASE("Format: lists give one entry per line, with the line number", "[format]") {
  SECTION(".sdm with CRLF line ends") {
    const std::vector<ListEntry> entries = parse_puzzle_list(read_data("puzzles.sdm"));
    REQUIRE(entries.size() == 4);
    for (int i = 0; i < 4; ++i) {
      CHECK(entries[i].line == i + 1);
      CHECK(entries[i].puzzle.ok());
    }
    CHECK(format_line(entries[0].puzzle->grid) == kPuzzle);
    CHECK(format_line(entries[2].puzzle->grid) == kPuzzle3);
  }
  SECTION("blank and '#' lines are skipped; bad lines are entries with their own error") {
    const std::vector<ListEntry> entries =
        parse_puzzle_list("# list\n\n" + kPuzzle + "\n" + kPuzzle.substr(2) + "\n" + kPuzzle3);
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].line == 3);
    CHECK(entries[1].line == 4);
    CHECK(entries[1].puzzle.error().message ==
          "line 4: 79 cells, but a 9x9 puzzle needs 81 (the line ends after r9c7)");
    CHECK(entries[2].line == 5);
    CHECK(entries[2].puzzle.ok());
  }
}

TEST_CASE("Format: Sudoku Exchange bank lines keep id and rating", "[format]") {
  const std::vector<ListEntry> entries = parse_puzzle_list(read_data("sudoku_exchange_bank.txt"));
  REQUIRE(entries.size() == 3);
  REQUIRE(entries[0].puzzle.ok());
  const ParsedPuzzle& first = *entries[0].puzzle;
  CHECK(first.format == "sudoku-exchange");
  CHECK(first.grid == line_grid(kPuzzle));
  CHECK(first.metadata.at("id") == "00a3f19c2b7e");
  CHECK(first.metadata.at("rating") == "3.4");
  SECTION("a broken puzzle field is reported at its own column") {
    std::string digits = replace_all(kPuzzle, '.', '0');
    digits[10] = '?';
    CHECK(error_of(parse_puzzle_line("00a3f19c2b7e " + digits + " 3.4")) ==
          "line 1, column 24, r2c2: '?' is not a digit or a blank ('.' or '0')");
  }
}

TEST_CASE("Format: qqwing CSV maps its columns", "[format]") {
  const std::vector<ListEntry> entries = parse_puzzle_list(read_data("qqwing_solutions.csv"));
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].line == 2);
  REQUIRE(entries[0].puzzle.ok());
  const ParsedPuzzle& first = *entries[0].puzzle;
  CHECK(first.format == "qqwing-csv");
  CHECK(first.grid == line_grid(kPuzzle));
  REQUIRE(first.expected_solution);
  CHECK(format_line(*first.expected_solution) == kSolution);
  CHECK(first.expected_count == 1);
  CHECK(first.metadata.at("difficulty") == "Expert");
  CHECK(first.metadata.at("givens") == "23");
  SECTION("qqwing --csv without --solution, read one line at a time") {
    Result<ParsedPuzzle> line = parse_puzzle_line(kPuzzle + ",");
    REQUIRE(line.ok());
    CHECK(line->format == "qqwing-csv");
    CHECK_FALSE(line->expected_solution);
    Result<ParsedPuzzle> text = parse_puzzle("Puzzle,\n" + kPuzzle + ",\n");
    REQUIRE(text.ok());
    CHECK(text->grid == line_grid(kPuzzle));
  }
  SECTION("the header alone is not a puzzle") {
    CHECK(error_of(parse_puzzle_line("Puzzle,Solution,")) ==
          "line 1: this is the header of a qqwing CSV file, not a puzzle; import the file as a list");
  }
}

TEST_CASE("Format: test lines carry the solution count and the solution", "[format]") {
  const std::vector<ListEntry> entries = parse_puzzle_list(read_data("test_lines.txt"));
  REQUIRE(entries.size() == 4);
  REQUIRE(entries[0].puzzle.ok());
  CHECK(entries[0].puzzle->format == "test-line");
  CHECK(entries[0].puzzle->expected_count == 1);
  CHECK(format_line(*entries[0].puzzle->expected_solution) == kSolution);
  REQUIRE(entries[2].puzzle.ok());
  CHECK(entries[2].line == 4);
  CHECK(entries[2].puzzle->expected_count == 2);
  CHECK_FALSE(entries[2].puzzle->expected_solution);
  CHECK(entries[3].line == 6);
  SECTION("errors in the count and the solution") {
    CHECK(error_of(parse_puzzle_line(kPuzzle + ":one:")) ==
          "line 1, column 83: the solution count 'one' is not a whole number (test lines read puzzle:count:solution)");
    CHECK(error_of(parse_puzzle_line(kPuzzle + ":1:" + kSolution.substr(1))) ==
          "line 1: 80 cells, but a 9x9 puzzle needs 81 (the line ends after r9c8)");
    CHECK(error_of(parse_puzzle_line(kPuzzle + ":1:1234123412341234")) ==
          "line 1, column 85: the solution is 4x4 but the puzzle is 9x9");
    CHECK(error_of(parse_puzzle_line(kPuzzle + ":1:2:3")) ==
          "line 1: a test line reads puzzle:count:solution, but this one has 4 fields");
  }
}

TEST_CASE("Format: SudokuWiki links, 81 digits or 162 characters with candidates", "[format]") {
  Result<ParsedPuzzle> digits = parse_puzzle_line(sudokuwiki_link(line_grid(kPuzzle)));
  REQUIRE(digits.ok());
  CHECK(digits->format == "sudokuwiki");
  CHECK(digits->grid == line_grid(kPuzzle));
  CHECK(digits->candidates.empty());
  // SudokuWiki's own example of the 162-character form (Sudoku_String_Definitions page).
  const std::string example =
      "https://www.sudokuwiki.org/sudoku.htm?bd=vu4804032o1508g080030k10o888882647046888g06828060k10029k260b90478go003"
      "g0g95090b0b6a2c00g0bcg038ga8g9ao1506601oh847063a2ag288gg8g0626c082c2k20b159818920k9ag9462044";
  Result<ParsedPuzzle> candidates = parse_puzzle_line(example);
  REQUIRE(candidates.ok());
  CHECK(candidates->format == "sudokuwiki-candidates");
  REQUIRE(candidates->candidates.size() == 81);
  CHECK(candidates->candidates[0] == 0x1FF);                    // "vu": every digit, no clue
  CHECK(candidates->candidates[1] == ((1u << 2) | (1u << 6)));  // "48": 3 or 7
  CHECK(candidates->candidates[2] == (1u << 1));                // "04": solved as 2, not a clue
  CHECK(candidates->grid[2] == 0);
  CHECK(candidates->candidates[3] == 1u);  // "03": clue 1
  CHECK(candidates->grid[3] == 1);
  CHECK(candidates->grid[9] == 1);  // "03" again at r2c1
  CHECK(candidates->grid[5] == 0);  // "15": clue bit, but candidates 2 and 5
  CHECK(candidates->grid.filled_count() == 4);
  SECTION("a character that is no base-32 digit") {
    std::string broken = example;
    broken[45] = 'w';
    CHECK(error_of(parse_puzzle_line(broken)) ==
          "line 1, column 46, r1c3: 'w' is not a base-32 digit (0-9, a-v) of SudokuWiki's 162-character form");
  }
  SECTION("a bd= value of the wrong length") {
    CHECK(error_of(parse_puzzle_line("https://www.sudokuwiki.org/sudoku.htm?bd=" +
                                     replace_all(kPuzzle, '.', '0').substr(1))) ==
          "line 1: 80 cells, but a 9x9 puzzle needs 81 (the line ends after r9c8)");
  }
  CHECK(sudokuwiki_link(sample_grid(*Shape::make(2, 2))).empty());
}

TEST_CASE("Format: Sudoku Exchange and share links", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  Result<ParsedPuzzle> exchange =
      parse_puzzle_line("https://sudokuexchange.com/play/?s=" + replace_all(kPuzzle, '.', '0'));
  REQUIRE(exchange.ok());
  CHECK(exchange->format == "sudoku-exchange-link");
  CHECK(exchange->grid == expected);
  Result<ParsedPuzzle> share = parse_puzzle_line("https://example.org/dlx/index.html#puzzle=" + kPuzzle);
  REQUIRE(share.ok());
  CHECK(share->format == "share-link");
  CHECK(share->grid == expected);
  Result<ParsedPuzzle> extra =
      parse_puzzle_line("http://localhost:8080/?s=1#mode=play&puzzle=" + kPuzzle + "&moves=r1c1");
  REQUIRE(extra.ok());
  CHECK(extra->format == "share-link");
  CHECK(extra->grid == expected);
  SECTION("sizes other than 9x9 travel in share links too") {
    const Grid big = sample_grid(*Shape::make(4, 4));
    CHECK(line_grid("index.html#puzzle=" + format_line(big)) == big);
  }
  SECTION("a link without a puzzle") {
    CHECK(error_of(parse_puzzle_line("https://www.sudokuwiki.org/Main_Page")) ==
          "line 1, column 1: this link carries no puzzle: expected a SudokuWiki link (?bd=...), a Sudoku Exchange "
          "link (?s=...) or a share link (#puzzle=...)");
  }
  SECTION("a bad cell in a link is located in the line") {
    std::string line = "index.html#puzzle=" + kPuzzle;
    line[18 + 4] = '%';
    CHECK(error_of(parse_puzzle_line(line)) == "line 1, column 23, r1c5: '%' is not a digit or a blank ('.' or '0')");
  }
}

TEST_CASE("Format: Solo descriptive game IDs", "[format]") {
  const Grid expected = line_grid(kPuzzle);
  const std::string id = solo_game_id(expected);
  CHECK(id == "3x3:c2b1_8d7_6e3a5c7a7c3c1_3e2d2_4a1a5b5b4f7g4_3c6b");
  Result<ParsedPuzzle> parsed = parse_puzzle_line(id);
  REQUIRE(parsed.ok());
  CHECK(parsed->format == "solo");
  CHECK(parsed->grid == expected);
  SECTION("difficulty and symmetry letters in the params are tolerated") {
    CHECK(line_grid("3x3dh:" + id.substr(4)) == expected);
    CHECK(line_grid("3x3r2du:" + id.substr(4)) == expected);
    CHECK(line_grid("3:" + id.substr(4)) == expected);
  }
  SECTION("params are c x r: boxes c rows tall and r columns wide, as Solo draws them") {
    Result<ParsedPuzzle> narrow = parse_puzzle_line("3x2:1e2e3e4e5e6e");
    REQUIRE(narrow.ok());
    CHECK(narrow->grid.shape() == *Shape::make(3, 2));
    CHECK(parse_puzzle_line("2x3:1e2e3e4e5e6e")->grid.shape() == *Shape::make(2, 3));
    CHECK(solo_game_id(narrow->grid).substr(0, 4) == "3x2:");
    CHECK(narrow->grid[0] == 1);
    CHECK(narrow->grid[6] == 2);
    CHECK(narrow->grid[30] == 6);
  }
  SECTION("numbers above 9 in decimal, '_' between touching numbers, 'z' runs") {
    Result<ParsedPuzzle> big = parse_puzzle_line("4x4:16_10_1zzzzzzzzzs");
    REQUIRE(big.ok());
    CHECK(big->grid[0] == 16);
    CHECK(big->grid[1] == 10);
    CHECK(big->grid[2] == 1);
    CHECK(big->grid.filled_count() == 3);
    Grid empty(*Shape::make(5, 5));
    CHECK(solo_game_id(empty) == "5x5:" + std::string(24, 'z') + "a");
  }
  SECTION("description errors") {
    CHECK(error_of(parse_puzzle_line(id + "5")) ==
          "line 1: the Solo ID's description fills 82 cells but a 3x3 board has 81");
    CHECK(error_of(parse_puzzle_line(id + "bc")) ==
          "line 1: the Solo ID's description fills 86 cells but a 3x3 board has 81");
    CHECK(error_of(parse_puzzle_line("3x3:b7d2")) ==
          "line 1: the Solo ID's description fills only 8 cells but a 3x3 board has 81");
    CHECK(error_of(parse_puzzle_line("3x3:b17")) ==
          "line 1, column 6, r1c3: the Solo ID gives '17', but a 3x3 board only has digits 1-9");
    CHECK(error_of(parse_puzzle_line("3x3:aa0")) ==
          "line 1, column 7: '0' cannot appear in a Solo description (letters a-z are runs of 1-26 empty cells, "
          "numbers are givens, '_' separates two numbers)");
  }
  SECTION("seed IDs and unsupported sizes are refused with the reason (variants: variant_format_tests.cpp)") {
    const std::string seed = error_of(parse_puzzle_line("3x3dh#458232109877653"));
    CHECK_THAT(seed, Contains("line 1: '3x3dh#458232109877653' is a Solo random-seed ID"));
    CHECK_THAT(seed, Contains("not stable across Solo versions"));
    CHECK_THAT(seed, Contains("use the descriptive game ID"));
    CHECK(error_of(parse_puzzle_line("6x5:a")) ==
          "line 1: the Solo ID's params '6x5' give 30 digits; supported sizes are 4 to 25");
    CHECK(parse_puzzle_line("6x5:a").error().code == "size");
    CHECK(error_of(parse_puzzle_line("3x1:a")) ==
          "line 1: the Solo ID's params '3x1' give boxes 3 tall and 1 wide; boxes must be at least 2x2");
  }
}

TEST_CASE("Format: parse_puzzle refuses texts with several puzzles", "[format]") {
  CHECK(error_of(parse_puzzle(read_data("puzzles.sdm"))) ==
        "the text holds 4 puzzles, one per line (lines 1, 2, 3, 4); take one puzzle at a time");
  CHECK(error_of(parse_puzzle(read_data("qqwing_solutions.csv"))) ==
        "the text holds 2 puzzles, one per line (lines 2, 3); take one puzzle at a time");
  CHECK(error_of(parse_puzzle(kPuzzle + "\nRating: 3.4\n")) ==
        "line 2 is not part of the puzzle on line 1 (start comment lines with '#'); read as a puzzle of its own: "
        "line 2, column 1: 'Rating' is not a puzzle (expected a line of 81 cells: digits 1-9, and '.' or '0' for "
        "empty cells)");
  CHECK(error_of(parse_puzzle(kPuzzle + "\n" + kPuzzle3.substr(1) + "\n")) ==
        "line 2 is not part of the puzzle on line 1 (start comment lines with '#'); read as a puzzle of its own: "
        "line 2: 80 cells, but a 9x9 puzzle needs 81 (the line ends after r9c8)");
  CHECK(error_of(parse_puzzle("")) == "no puzzle found: the text is empty");
  CHECK(error_of(parse_puzzle("# nothing\n#Aauthor\n")) ==
        "no puzzle found: the text has only comment and metadata lines ('#')");
}

TEST_CASE("Format: input over 1 MB is refused with a size error", "[format]") {
  const std::string huge(kMaxPuzzleTextBytes + 1, '.');
  for (const Result<ParsedPuzzle>& parsed : {parse_puzzle(huge), parse_puzzle_line(huge)}) {
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().code == "size");
    CHECK(parsed.error().message ==
          "the text is 1048577 bytes, over the 1 MB limit (1048576 bytes) for puzzle "
          "text: split it into smaller files");
  }
  const std::vector<ListEntry> entries = parse_puzzle_list(huge);
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].puzzle.error().code == "size");
}

TEST_CASE("Format: writers round-trip through the parsers for every size", "[format]") {
  for (int side : {4, 6, 9, 12, 16, 25}) {
    INFO("side " << side);
    const Grid grid = sample_grid(*Shape::for_size(side));
    CHECK(line_grid(format_line(grid)) == grid);
    CHECK(line_grid(format_line(grid, '0')) == grid);
    CHECK(line_grid(format_line(grid, '-')) == grid);
    CHECK(line_grid(format_line(grid, 'Z')) == grid);
    CHECK(line_grid(solo_game_id(grid)) == grid);
    Result<ParsedPuzzle> boxed = parse_puzzle(format_grid(grid));
    REQUIRE(boxed.ok());
    CHECK(boxed->format == "boxed");
    CHECK(boxed->grid == grid);
    CHECK(parse_puzzle(format_line(grid))->grid == grid);
  }
  SECTION("SudokuWiki links for 9x9") {
    const Grid grid = sample_grid(Shape::classic());
    CHECK(line_grid(sudokuwiki_link(grid)) == grid);
  }
  SECTION("box shapes other than the conventional one keep their shape in Solo IDs and boxed grids") {
    for (Shape shape : {*Shape::make(3, 2), *Shape::make(4, 2), *Shape::make(4, 3), *Shape::make(5, 4)}) {
      const Grid grid = sample_grid(shape);
      CHECK(line_grid(solo_game_id(grid)) == grid);
      CHECK(parse_puzzle(format_grid(grid))->grid == grid);
      CHECK(line_grid(format_line(grid)).cells() == grid.cells());  // the cells alone have no shape
      CHECK(line_grid(format_line_with_box(grid)) == grid);
    }
  }
  SECTION("a blank the parser could not read back is replaced by '.'") {
    const Grid grid = sample_grid(Shape::classic());
    CHECK(format_line(grid, '5') == format_line(grid));
    CHECK(format_line(grid, ' ') == format_line(grid));
    CHECK(format_line(grid, ':') == format_line(grid));
  }
}

TEST_CASE("Format: share links keep a non-default box shape and may be a bare fragment", "[format]") {
  const std::string cells =
      "123456"
      "456123"
      "231564"
      "564231"
      "312645"
      "645312";
  SECTION("&box=3x2 reshapes a 6x6") {
    const Result<ParsedPuzzle> p = parse_puzzle("https://x.test/index.html#puzzle=" + cells + "&box=3x2");
    REQUIRE(p.ok());
    CHECK(p->format == "share-link");
    CHECK(p->grid.shape().box_rows() == 3);
    CHECK(p->grid.shape().box_cols() == 2);
  }
  SECTION("a box that does not fit the side is an error that says so") {
    const Result<ParsedPuzzle> p = parse_puzzle_line("index.html#puzzle=" + cells + "&box=3x3");
    REQUIRE_FALSE(p.ok());
    CHECK_THAT(p.error().message, Catch::Contains("box=3x3 holds 9 digits, but the puzzle is 6x6"));
    CHECK_THAT(parse_puzzle_line("#puzzle=" + cells + "&box=axb").error().message, Catch::Contains("not a box shape"));
  }
  SECTION("a bare #puzzle= fragment is a link, not a comment") {
    const Result<ParsedPuzzle> text = parse_puzzle("#puzzle=" + cells);
    REQUIRE(text.ok());
    CHECK(text->grid.size() == 6);
    const std::vector<ListEntry> list = parse_puzzle_list("# a real comment\n#puzzle=" + cells + "\n");
    REQUIRE(list.size() == 1);
    CHECK(list[0].puzzle.ok());
  }
}

TEST_CASE("Format: the line form with its box field reads back every box shape", "[format]") {
  for (int rows = 2; rows <= 12; ++rows) {
    for (int cols = 2; rows * cols <= kMaxSize; ++cols) {
      const Result<Shape> shape = Shape::make(rows, cols);
      if (!shape) continue;
      INFO(rows << "x" << cols);
      const Grid grid = sample_grid(*shape);
      const std::string line = format_line_with_box(grid);
      const bool usual = *Shape::for_size(rows * cols) == *shape;
      CHECK((box_field(grid).empty()) == usual);
      CHECK(line_grid(line) == grid);
      CHECK(parse_puzzle(line)->grid == grid);
      // Fields may follow: a solution (as generate --with-solution writes), then a comment.
      const Result<ParsedPuzzle> with_more =
          parse_puzzle_line(format_line(grid) + " " + format_line(grid) + box_field(grid) + " # note");
      REQUIRE(with_more.ok());
      CHECK(with_more->grid == grid);
      CHECK(with_more->comment == format_line(grid) + " # note");
      const std::vector<ListEntry> list = parse_puzzle_list(line + "\n" + line + "\r\n");
      REQUIRE(list.size() == 2);
      CHECK(list[1].puzzle->grid == grid);
    }
  }
  SECTION("the field names the shape or the error says why") {
    const std::string six = format_line(sample_grid(*Shape::make(2, 3)));
    CHECK(parse_puzzle_line(six + " box=3x2 # tall boxes")->comment == "tall boxes");
    CHECK_THAT(error_of(parse_puzzle_line(six + " box=3x3")),
               Catch::Contains("line 1, column 42: box=3x3 holds 9 digits"));
    CHECK_THAT(error_of(parse_puzzle_line(six + " box=1x6")), Catch::Contains("at least two rows and two columns"));
    CHECK_THAT(error_of(parse_puzzle_line(six + " box=3by2")), Catch::Contains("not a box shape like 2x3"));
    // After a comment it is part of the comment.
    CHECK(parse_puzzle_line(six + " # box=3x2")->grid.shape() == *Shape::make(2, 3));
  }
}

TEST_CASE("Format: 1xN boxes are refused by every reader", "[format]") {
  CHECK_FALSE(Shape::make(1, 9).ok());
  CHECK_FALSE(Shape::make(9, 1).ok());
  CHECK_THAT(Shape::make(1, 9).error().message, Catch::Contains("at least two rows and two columns"));
  CHECK_FALSE(parse_puzzle_line("#puzzle=" + std::string(81, '.') + "&box=1x9").ok());
  CHECK_FALSE(parse_puzzle_line("9x1:" + std::string(1, 'z') + "zzz").ok());
  CHECK_FALSE(parse_puzzle_line(std::string(81, '.') + " box=9x1").ok());
}
