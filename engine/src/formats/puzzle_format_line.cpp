// One puzzle per line: recognising which single-line format a line is in (plain line, test line,
// qqwing CSV, Sudoku Exchange bank, links, Solo IDs) and reading lists of such lines.
// Siblings: puzzle_format.cpp (cells, writers), puzzle_format_links.cpp, puzzle_format_text.cpp.
#include <algorithm>

#include "puzzle_format_detail.hpp"

namespace dlx {
namespace format_detail {

Token next_token(std::string_view line, std::size_t from) {
  Token token;
  token.begin = from;
  while (token.begin < line.size() && is_space(line[token.begin])) ++token.begin;
  token.end = token.begin;
  while (token.end < line.size() && !is_space(line[token.end])) ++token.end;
  return token;
}

namespace {

Result<ParsedPuzzle> cells_as(std::string_view line, Token token, int line_number, const char* format) {
  Result<Grid> grid = decode_line_cells(line, token.begin, token.end, line_number);
  if (!grid) return grid.error();
  ParsedPuzzle parsed = make_parsed(std::move(grid).value(), format);
  parsed.comment = rest_as_comment(line, token.end);
  return parsed;
}

// ---- "puzzle:count:solution" (tdoku's test files) -----------------------------------------------

// Fields between separators, each without surrounding spaces.
std::vector<Token> split_fields(std::string_view line, Token token, char separator) {
  std::vector<Token> fields;
  std::size_t begin = token.begin;
  for (std::size_t i = token.begin; i <= token.end; ++i) {
    if (i < token.end && line[i] != separator) continue;
    Token field{begin, i};
    while (field.begin < field.end && is_space(line[field.begin])) ++field.begin;
    while (field.end > field.begin && is_space(line[field.end - 1])) --field.end;
    fields.push_back(field);
    begin = i + 1;
  }
  return fields;
}

Result<long long> read_count(std::string_view line, Token field, int line_number) {
  const std::string_view text = line.substr(field.begin, field.size());
  const bool digits = !text.empty() && text.size() <= 18 &&
                      std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits) {
    return make_error("parse", at(line_number, column_of(line, field.begin)) + ": the solution count " +
                                   quote_text(text) + " is not a whole number (test lines read puzzle:count:solution)");
  }
  long long count = 0;
  for (char c : text) count = count * 10 + (c - '0');
  return count;
}

// A solution must be the puzzle's size; its digits are not checked here (the solver can compare).
Result<Grid> read_solution(std::string_view line, Token field, int line_number, const Grid& puzzle) {
  Result<Grid> solution = decode_line_cells(line, field.begin, field.end, line_number);
  if (!solution) return solution;
  if (solution->size() != puzzle.size()) {
    return make_error("parse", at(line_number, column_of(line, field.begin)) + ": the solution is " +
                                   board_name(solution->size()) + " but the puzzle is " + board_name(puzzle.size()));
  }
  return Grid(puzzle.shape(), solution->cells());
}

Result<ParsedPuzzle> parse_test_line(std::string_view line, Token token, int line_number) {
  const std::vector<Token> fields = split_fields(line, token, ':');
  if (fields.size() > 3) {
    return make_error("parse", "line " + std::to_string(line_number) +
                                   ": a test line reads puzzle:count:solution, "
                                   "but this one has " +
                                   std::to_string(fields.size()) + " fields");
  }
  Result<ParsedPuzzle> parsed = cells_as(line, fields[0], line_number, "test-line");
  if (!parsed) return parsed;
  ParsedPuzzle& puzzle = parsed.value();
  puzzle.comment = rest_as_comment(line, token.end);
  Result<long long> count = read_count(line, fields[1], line_number);
  if (!count) return count.error();
  puzzle.expected_count = *count;
  if (fields.size() == 3 && !fields[2].empty()) {
    Result<Grid> solution = read_solution(line, fields[2], line_number, puzzle.grid);
    if (!solution) return solution.error();
    puzzle.expected_solution = std::move(solution).value();
  }
  return parsed;
}

// ---- Sudoku Exchange puzzle bank: "<12-character id> <81 digits> <rating>" ---------------------

bool is_bank_line(std::string_view line, Token first, Token second) {
  if (first.size() != 12 || second.size() < 16) return false;
  const std::string_view id = line.substr(first.begin, first.size());
  return std::all_of(id.begin(), id.end(),
                     [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); });
}

Result<ParsedPuzzle> parse_bank_line(std::string_view line, Token id, Token puzzle, int line_number) {
  Result<ParsedPuzzle> parsed = cells_as(line, puzzle, line_number, "sudoku-exchange");
  if (!parsed) return parsed;
  parsed.value().metadata["id"] = std::string(line.substr(id.begin, id.size()));
  const Token rating = next_token(line, puzzle.end);
  if (!rating.empty()) {
    parsed.value().metadata["rating"] = std::string(line.substr(rating.begin, rating.size()));
    parsed.value().comment = rest_as_comment(line, rating.end);
  }
  return parsed;
}

// ---- the plain line form ------------------------------------------------------------------------

// "53..7....6..195... ..." written in groups: only when the groups are all cells and add up.
std::optional<Grid> joined_groups(std::string_view line, Token first, int line_number) {
  std::string joined;
  std::size_t end = first.begin;
  for (Token token = first; !token.empty() && line[token.begin] != '#'; token = next_token(line, token.end)) {
    joined += line.substr(token.begin, token.size());
    end = token.end;
  }
  if (end == first.end) return std::nullopt;
  for (char c : joined) {
    if (digit_for_symbol(c) < 0 && std::string_view("-_*xX").find(c) == std::string_view::npos) return std::nullopt;
  }
  Result<Grid> grid = decode_line_cells(joined, 0, joined.size(), line_number);
  if (!grid) return std::nullopt;
  return std::move(grid).value();
}

// The fields after the cells that change the puzzle (box=, rules=, regions=, cages=) must be
// spelled right and given once: a "rule=x" read as a comment, or a second "box=" ignored, would
// quietly make it another puzzle. Any other word stays a comment (lists carry ids and ratings).
Result<bool> check_fields(std::string_view line, std::size_t from, int line_number) {
  static constexpr std::string_view kKeys[] = {"box", "rules", "regions", "cages"};
  std::size_t seen[std::size(kKeys)] = {};  // 1 + the offset of each key's field, once given
  for (Token token = next_token(line, from); !token.empty() && line[token.begin] != '#';
       token = next_token(line, token.end)) {
    const std::string_view field = line.substr(token.begin, token.size());
    const std::size_t equals = field.find('=');
    if (equals == std::string_view::npos || equals == 0) continue;
    std::string key(field.substr(0, equals));
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
    const std::string where = at(line_number, column_of(line, token.begin)) + ": ";
    for (std::size_t k = 0; k < std::size(kKeys); ++k) {
      const std::string_view known = kKeys[k];
      if (field.substr(0, equals) == known) {
        if (seen[k] != 0) {
          return make_error("parse", where + std::string(known) + "= is given twice (first at column " +
                                         std::to_string(column_of(line, seen[k] - 1)) + "); a puzzle has one");
        }
        seen[k] = token.begin + 1;
      } else if (key == known || key + "s" == known || key == std::string(known) + "es" ||
                 key == std::string(known) + "s") {
        return make_error("parse", where + quote_text(field.substr(0, equals + 1)) +
                                       " is not a field this app reads; did you mean '" + std::string(known) +
                                       "='? (the fields are box=, rules=, regions= and cages=)");
      }
    }
  }
  return true;
}

// A "box=RxC" field among the fields after the cells (before a '#' comment) gives the box shape
// (format_line_with_box writes one after the cells, or after a solution that follows them); the
// field is not part of the comment.
Result<ParsedPuzzle> apply_box_field(ParsedPuzzle parsed, std::string_view line, std::size_t from, int line_number) {
  for (Token token = next_token(line, from); !token.empty() && line[token.begin] != '#';
       token = next_token(line, token.end)) {
    const std::string_view field = line.substr(token.begin, token.size());
    if (field.substr(0, 4) != "box=") continue;
    Result<Shape> shape =
        box_shape(field.substr(4), at(line_number, column_of(line, token.begin + 4)), parsed.grid.size());
    if (!shape) return shape.error();
    parsed.grid = Grid(*shape, parsed.grid.cells());
    std::string before(trim(line.substr(from, token.begin - from))), after(trim(line.substr(token.end)));
    if (before.empty() && !after.empty() && after[0] == '#') after = std::string(trim(after.substr(1)));
    parsed.comment = before.empty() ? after : after.empty() ? before : before + " " + after;
    return parsed;
  }
  return parsed;
}

Result<ParsedPuzzle> parse_plain_line(std::string_view line, Token token, int line_number) {
  Result<ParsedPuzzle> parsed = cells_as(line, token, line_number, "line");
  if (parsed) {
    Result<bool> fields = check_fields(line, token.end, line_number);
    if (!fields) return fields.error();
  }
  if (parsed) parsed = apply_box_field(std::move(parsed).value(), line, token.end, line_number);
  if (parsed) return apply_variant_fields(std::move(parsed).value(), line, token.end, line_number);
  // "<puzzle>#comment" with no space before the '#'.
  const std::size_t hash = line.substr(token.begin, token.size()).find('#');
  if (hash != std::string_view::npos && hash > 0) {
    Result<ParsedPuzzle> before_hash = cells_as(line, Token{token.begin, token.begin + hash}, line_number, "line");
    if (before_hash) return before_hash;
  }
  if (std::optional<Grid> grid = joined_groups(line, token, line_number)) return make_parsed(std::move(*grid), "line");
  return parsed;
}

}  // namespace

// ---- qqwing CSV ---------------------------------------------------------------------------------

bool is_csv_header(std::string_view line) {
  const std::string_view text = trim(line);
  const std::size_t comma = text.find(',');
  return comma != std::string_view::npos && lower_case(trim(text.substr(0, comma))) == "puzzle";
}

std::vector<std::string> csv_columns(std::string_view header) {
  std::vector<std::string> columns;
  const std::string_view text = trim(header);
  for (Token field : split_fields(text, Token{0, text.size()}, ',')) {
    columns.push_back(lower_case(text.substr(field.begin, field.size())));
  }
  return columns;
}

Result<ParsedPuzzle> parse_csv_line(std::string_view line, int line_number, const std::vector<std::string>& columns) {
  const std::vector<Token> fields = split_fields(line, Token{0, line.size()}, ',');
  const auto column = [&](std::size_t i) { return i < columns.size() ? columns[i] : std::string(); };
  const std::size_t puzzle_field =
      columns.empty() ? 0 : std::find(columns.begin(), columns.end(), "puzzle") - columns.begin();
  if (puzzle_field >= fields.size()) {
    return make_error("parse", "line " + std::to_string(line_number) + ": this CSV line has " +
                                   std::to_string(fields.size()) + " fields, but the header puts the puzzle in field " +
                                   std::to_string(puzzle_field + 1));
  }
  Result<ParsedPuzzle> parsed = cells_as(line, fields[puzzle_field], line_number, "qqwing-csv");
  if (!parsed) return parsed;
  ParsedPuzzle& puzzle = parsed.value();
  puzzle.comment.clear();
  for (std::size_t i = 0; i < fields.size(); ++i) {
    const Token field = fields[i];
    const std::string_view text = trim(line.substr(field.begin, field.size()));
    if (i == puzzle_field || text.empty()) continue;
    // Without a header, qqwing's second column is the solution when it has the puzzle's length.
    const bool solution =
        column(i) == "solution" || (columns.empty() && i == 1 && field.size() == fields[puzzle_field].size());
    if (solution) {
      Result<Grid> grid = read_solution(line, field, line_number, puzzle.grid);
      if (!grid) return grid.error();
      puzzle.expected_solution = std::move(grid).value();
    } else if (column(i) == "solution count") {
      Result<long long> count = read_count(line, field, line_number);
      if (!count) return count.error();
      puzzle.expected_count = *count;
    } else if (!column(i).empty()) {
      puzzle.metadata[column(i)] = std::string(text);
    } else {
      puzzle.comment += (puzzle.comment.empty() ? "" : ",") + std::string(text);
    }
  }
  return parsed;
}

}  // namespace format_detail

using namespace format_detail;

Result<ParsedPuzzle> parse_puzzle_line(std::string_view line, int line_number) {
  if (std::optional<ParsedPuzzle> plain = plain_classic_line(line)) return std::move(*plain);
  if (line.size() > kMaxPuzzleTextBytes) return too_large(line.size());
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);  // a UTF-8 byte-order mark
  const Token first = next_token(line, 0);
  if (first.empty()) return make_error("parse", "line " + std::to_string(line_number) + ": empty line, no puzzle");
  const std::string_view token = line.substr(first.begin, first.size());
  if (looks_like_link(token)) return parse_link(line, first.begin, first.end, line_number);
  if (looks_like_solo_id(token)) return parse_solo_id(line, first.begin, first.end, line_number);
  if (is_csv_header(line)) {
    return make_error("parse",
                      "line " + std::to_string(line_number) +
                          ": this is the header of a qqwing CSV file, not a puzzle; import the file as a list");
  }
  if (token.find(':') != std::string_view::npos) return parse_test_line(line, first, line_number);
  if (token.find(',') != std::string_view::npos) return parse_csv_line(line, line_number, {});
  const Token second = next_token(line, first.end);
  if (is_bank_line(line, first, second)) return parse_bank_line(line, first, second, line_number);
  return parse_plain_line(line, first, line_number);
}

std::vector<ListEntry> parse_puzzle_list(std::string_view text) {
  std::vector<ListEntry> entries;
  if (text.size() > kMaxPuzzleTextBytes) {
    entries.push_back(ListEntry{1, too_large(text.size())});
    return entries;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string> columns;  // from a qqwing CSV header, for the lines below it
  const std::vector<std::string_view> lines = split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    const int line_number = static_cast<int>(i) + 1;
    const std::string_view content = trim(line);
    if (content.empty() || is_comment_line(content)) continue;
    if (is_csv_header(content)) {
      columns = csv_columns(content);
      continue;
    }
    const bool csv = !columns.empty() && content.find(',') != std::string_view::npos;
    entries.push_back(ListEntry{
        line_number, csv ? parse_csv_line(line, line_number, columns) : parse_puzzle_line(line, line_number)});
  }
  return entries;
}

}  // namespace dlx
