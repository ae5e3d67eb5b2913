// Variants in text (see puzzle_format.hpp): the "rules=", "regions=" and "cages=" fields of the
// line form and share links, and the jigsaw and killer parts of Simon Tatham's Solo game IDs.
// Siblings: formats/puzzle_format_line.cpp and puzzle_format_links.cpp call in here, across the
// variant seam (variant_seam.hpp; engine/src/variants_classic/ is its classic-only side).
#include <algorithm>
#include <numeric>

#include "dlx/variants/variant.hpp"
#include "formats/puzzle_format_detail.hpp"

namespace dlx {
namespace format_detail {
namespace {

std::string where_field(int line_number, const char* field) {
  return "line " + std::to_string(line_number) + ": " + field + "=";
}

Result<bool> read_rules(std::string_view value, Variant& variant, int line_number) {
  std::size_t start = 0;
  while (start <= value.size()) {
    const std::size_t comma = std::min(value.find(',', start), value.size());
    const std::string word = lower_case(value.substr(start, comma - start));
    if (word == "x" || word == "diagonals") {
      variant.diagonals = true;
    } else if (word == "windoku" || word == "windows" || word == "hyper") {
      variant.windows = true;
    } else {
      return make_error("parse", where_field(line_number, "rules") + quote_text(value) + ": " + quote_text(word) +
                                     " is not a rule here; rules are x (both diagonals) and windoku (the four "
                                     "extra windows); jigsaw and killer come as regions= and cages=");
    }
    start = comma + 1;
  }
  return true;
}

Result<bool> read_regions(std::string_view value, const Shape& shape, Variant& variant, int line_number) {
  if (static_cast<int>(value.size()) != shape.cell_count()) {
    return make_error("parse", where_field(line_number, "regions") + ": " + std::to_string(value.size()) +
                                   " symbols, but " + a_board(shape.size()) + " board needs one per cell (" +
                                   std::to_string(shape.cell_count()) + ")");
  }
  variant.regions.assign(shape.cell_count(), 0);
  for (int c = 0; c < shape.cell_count(); ++c) {
    const int region = digit_for_symbol(value[c]);
    if (region < 1 || region > shape.size()) {
      return make_error("parse", where_field(line_number, "regions") + ", " + cell_name(shape, c) + ": " +
                                     quote_char(value, c) + " is not a region of " + a_board(shape.size()) +
                                     " board (1-" + std::string(1, symbol_for_digit(shape.size())) + ")");
    }
    variant.regions[c] = region - 1;
  }
  return true;
}

// "r1c1" at text[i...], 1-based; advances i.
int read_cell(std::string_view text, std::size_t& i, const Shape& shape) {
  const auto number = [&](int& out) {
    out = 0;
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 3) out = out * 10 + (text[i++] - '0');
    return i > start;
  };
  int r = 0, c = 0;
  if (i >= text.size() || (text[i] != 'r' && text[i] != 'R')) return -1;
  ++i;
  if (!number(r) || i >= text.size() || (text[i] != 'c' && text[i] != 'C')) return -1;
  ++i;
  if (!number(c) || r < 1 || c < 1 || r > shape.size() || c > shape.size()) return -1;
  return shape.cell_at(r - 1, c - 1);
}

Result<bool> read_cages(std::string_view value, const Shape& shape, Variant& variant, int line_number) {
  const std::string where = where_field(line_number, "cages");
  std::size_t i = 0;
  while (i < value.size()) {
    const std::size_t start = i;
    Cage cage;
    while (i < value.size() && value[i] >= '0' && value[i] <= '9' && i - start < 4)
      cage.sum = cage.sum * 10 + (value[i++] - '0');
    if (i == start || i >= value.size() || value[i] != ':') {
      return make_error("parse", where + ", cage " + std::to_string(variant.cages.size() + 1) + " (" +
                                     quote_text(value.substr(start, 12)) +
                                     "): a cage is written <sum>:<cells>, as in 11:r1c1.r2c1");
    }
    ++i;
    for (;;) {
      const std::size_t cell_start = i;
      const int cell = read_cell(value, i, shape);
      if (cell < 0) {
        const std::size_t cell_end = std::min(value.find_first_of(".,", cell_start), value.size());
        return make_error("parse", where + ", cage " + std::to_string(variant.cages.size() + 1) + ": " +
                                       quote_text(value.substr(cell_start, cell_end - cell_start)) +
                                       " is not a cell of " + a_board(shape.size()) + " board like r1c1");
      }
      cage.cells.push_back(cell);
      if (i < value.size() && value[i] == '.') {
        ++i;
        continue;
      }
      break;
    }
    variant.cages.push_back(std::move(cage));
    if (i < value.size()) {
      if (value[i] != ',') {
        return make_error("parse", where + ": " + quote_char(value, i) + " after cage " +
                                       std::to_string(variant.cages.size()) + "; cages are separated by ','");
      }
      ++i;
    }
  }
  return true;
}

// Checks the variant against the grid (regions and cages named in the message) and stores it.
Result<ParsedPuzzle> with_variant(ParsedPuzzle parsed, Variant variant, int line_number) {
  if (variant.classic()) return parsed;
  Result<Rules> rules = Rules::make(parsed.grid.shape(), variant);
  if (!rules)
    return make_error(rules.error().code, "line " + std::to_string(line_number) + ": " + rules.error().message);
  parsed.variant = std::move(variant);
  return parsed;
}

bool is_variant_field(std::string_view field) {
  return field.substr(0, 6) == "rules=" || field.substr(0, 8) == "regions=" || field.substr(0, 6) == "cages=";
}

// ---- Solo's block structures ------------------------------------------------------------------
// Solo writes a partition of the board as the runs of "no border" between borders: first the
// N*(N-1) inner vertical edges in reading order, then the N*(N-1) inner horizontal edges column by
// column, then one virtual border. '_' is a border right after another, 'a'-'y' 1-25 non-borders
// then a border, 'z' 25 non-borders and no border.

// The two cells on either side of inner edge `pos`.
std::pair<int, int> edge_cells(int n, int pos) {
  if (pos < n * (n - 1)) {
    const int y = pos / (n - 1), x = pos % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = pos / (n - 1) - n, y = pos % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

int find_root(std::vector<int>& parent, int x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

// The blocks of a Solo block structure, numbered by their first cell in reading order.
Result<std::vector<int>> read_blocks(std::string_view code, int n, int line_number, const char* what) {
  const int edges = 2 * n * (n - 1);
  std::vector<int> parent(n * n);
  std::iota(parent.begin(), parent.end(), 0);
  int pos = 0;
  const std::string where = "line " + std::to_string(line_number) + ": the Solo ID's " + what;
  for (char ch : code) {
    int run;
    if (ch == '_') {
      run = 0;
    } else if (ch >= 'a' && ch <= 'z') {
      run = ch - 'a' + 1;
    } else {
      return make_error(
          "parse", where + " holds " + quote_text(std::string(1, ch)) + "; borders are written with '_' and 'a'-'z'");
    }
    for (int k = 0; k < run; ++k, ++pos) {
      if (pos >= edges) return make_error("parse", where + " describe more edges than " + a_board(n) + " board has");
      const auto [a, b] = edge_cells(n, pos);
      parent[find_root(parent, a)] = find_root(parent, b);
    }
    if (run != 26) ++pos;
  }
  if (pos != edges + 1) {
    return make_error("parse", where + " describe " + std::to_string(pos) + " edges, but " + a_board(n) +
                                   " board needs " + std::to_string(edges + 1));
  }
  std::vector<int> block(n * n, -1), number_of(n * n, -1);
  int blocks = 0;
  for (int c = 0; c < n * n; ++c) {
    const int root = find_root(parent, c);
    if (number_of[root] < 0) number_of[root] = blocks++;
    block[c] = number_of[root];
  }
  return block;
}

// A grid of numbers in Solo's run-length form ("7a8a13_12..."); values may pass N (cage sums).
Result<std::vector<int>> read_solo_numbers(std::string_view code, int cells, int line_number, const char* what) {
  std::vector<int> out;
  const std::string where = "line " + std::to_string(line_number) + ": the Solo ID's " + what;
  for (std::size_t i = 0; i < code.size();) {
    const char c = code[i];
    if (c >= 'a' && c <= 'z') {
      out.insert(out.end(), c - 'a' + 1, 0);
      ++i;
    } else if (c == '_') {
      ++i;
    } else if (c >= '1' && c <= '9') {
      int value = 0;
      while (i < code.size() && code[i] >= '0' && code[i] <= '9')
        value = std::min(value * 10 + (code[i++] - '0'), 100000);
      out.push_back(value);
    } else {
      return make_error("parse", where + " holds " + quote_text(std::string(1, c)) +
                                     "; numbers, '_' and runs 'a'-'z' of empty cells are expected");
    }
    if (static_cast<int>(out.size()) > cells) break;
  }
  if (static_cast<int>(out.size()) != cells) {
    return make_error(
        "parse", where + " give " + std::to_string(out.size()) + " cells, but the board has " + std::to_string(cells));
  }
  return out;
}

}  // namespace

Result<ParsedPuzzle> apply_variant_fields(ParsedPuzzle parsed, std::string_view line, std::size_t from,
                                          int line_number) {
  Variant variant;
  const Shape& shape = parsed.grid.shape();
  bool any = false;
  for (Token token = next_token(line, from); !token.empty() && line[token.begin] != '#';
       token = next_token(line, token.end)) {
    const std::string_view field = line.substr(token.begin, token.size());
    if (!is_variant_field(field)) continue;
    any = true;
    const std::string_view value = field.substr(field.find('=') + 1);
    Result<bool> read = field[0] == 'r' && field[1] == 'u' ? read_rules(value, variant, line_number)
                        : field[0] == 'r'                  ? read_regions(value, shape, variant, line_number)
                                                           : read_cages(value, shape, variant, line_number);
    if (!read) return read.error();
  }
  if (!any) return parsed;
  // The fields are rules, not a comment.
  std::string comment;
  for (Token token = next_token(parsed.comment, 0); !token.empty(); token = next_token(parsed.comment, token.end)) {
    const std::string_view word = std::string_view(parsed.comment).substr(token.begin, token.size());
    if (is_variant_field(word)) continue;
    comment += (comment.empty() ? "" : " ") + std::string(word);
  }
  if (!comment.empty() && comment[0] == '#') comment = std::string(trim(std::string_view(comment).substr(1)));
  parsed.comment = comment;
  return with_variant(std::move(parsed), std::move(variant), line_number);
}

Result<ParsedPuzzle> apply_variant_parameters(ParsedPuzzle parsed, std::string_view token, int line_number) {
  Variant variant;
  const Shape& shape = parsed.grid.shape();
  for (const char* key : {"rules", "regions", "cages"}) {
    const std::size_t value = find_link_parameter(token, key);
    if (value == std::string_view::npos) continue;
    const std::string_view text = token.substr(value, link_parameter_end(token, value) - value);
    Result<bool> read = key[1] == 'u'   ? read_rules(text, variant, line_number)
                        : key[0] == 'r' ? read_regions(text, shape, variant, line_number)
                                        : read_cages(text, shape, variant, line_number);
    if (!read) return read.error();
  }
  return with_variant(std::move(parsed), std::move(variant), line_number);
}

Result<Variant> read_solo_variant(std::string_view rest, const Shape& shape, bool jigsaw, bool diagonals, bool killer,
                                  int line_number) {
  Variant variant;
  variant.diagonals = diagonals;
  std::vector<std::string_view> parts;
  if (!rest.empty()) {
    // rest starts with ','.
    std::size_t start = 1;
    for (;;) {
      const std::size_t comma = rest.find(',', start);
      parts.push_back(rest.substr(start, (comma == std::string_view::npos ? rest.size() : comma) - start));
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  }
  const std::size_t want = (jigsaw ? 1 : 0) + (killer ? 2 : 0);
  const std::string where = "line " + std::to_string(line_number) + ": the Solo ID";
  if (parts.size() != want) {
    return make_error("parse",
                      where + " has " + std::to_string(parts.size()) + " part" + (parts.size() == 1 ? "" : "s") +
                          " after the grid, but its flags ask for " + std::to_string(want) +
                          (jigsaw ? " (the jigsaw regions" : " (") +
                          (killer ? (jigsaw ? ", the cages and their sums" : "the cages and their sums") : "") + ")");
  }
  const int n = shape.size();
  std::size_t next = 0;
  if (jigsaw) {
    Result<std::vector<int>> regions = read_blocks(parts[next++], n, line_number, "jigsaw regions");
    if (!regions) return regions.error();
    variant.regions = std::move(regions).value();
  }
  if (killer) {
    Result<std::vector<int>> blocks = read_blocks(parts[next++], n, line_number, "killer cages");
    if (!blocks) return blocks.error();
    Result<std::vector<int>> sums = read_solo_numbers(parts[next++], n * n, line_number, "killer sums");
    if (!sums) return sums.error();
    const int count = *std::max_element(blocks->begin(), blocks->end()) + 1;
    variant.cages.assign(count, Cage{});
    for (int c = 0; c < n * n; ++c) {
      Cage& cage = variant.cages[(*blocks)[c]];
      cage.cells.push_back(c);
      if ((*sums)[c] == 0) continue;
      if (cage.sum != 0) {
        return make_error("parse", where + " gives " + cage_name(shape, Cage{0, {cage.cells.front(), c}}).substr(5) +
                                       " two sums (" + std::to_string(cage.sum) + " and " + std::to_string((*sums)[c]) +
                                       "); a cage has one");
      }
      cage.sum = (*sums)[c];
    }
    for (const Cage& cage : variant.cages) {
      if (cage.sum == 0) return make_error("parse", where + " gives no sum for " + cage_name(shape, cage));
    }
  }
  Result<Rules> rules = Rules::make(shape, variant);
  if (!rules) return make_error(rules.error().code, where + ": " + rules.error().message);
  return variant;
}

std::string solo_blocks(const Shape& shape, const std::vector<int>& block_of) {
  const int n = shape.size(), edges = 2 * n * (n - 1);
  std::string out;
  int run = 0;
  for (int pos = 0; pos <= edges; ++pos) {
    bool border = pos == edges;
    if (!border) {
      const auto [a, b] = edge_cells(n, pos);
      border = block_of[a] != block_of[b];
    }
    if (!border) {
      ++run;
      continue;
    }
    // 'z' as Solo's decoder reads it (spec_to_dsf): 26 non-borders and no border. (Solo's encoder
    // writes a 'z' per 25, which its own decoder would read one edge longer; the reader wins.)
    for (; run >= 26; run -= 26) out += 'z';
    out += run ? static_cast<char>('a' + run - 1) : '_';
    run = 0;
  }
  return out;
}

}  // namespace format_detail

using namespace format_detail;

std::string variant_fields(const Grid& grid, const Variant& variant) {
  const Shape& shape = grid.shape();
  std::string out;
  if (variant.diagonals || variant.windows) {
    out += " rules=";
    out += variant.diagonals ? (variant.windows ? "x,windoku" : "x") : "windoku";
  }
  if (variant.jigsaw()) {
    out += " regions=";
    for (int r : variant.regions) out += symbol_for_digit(r + 1);
  }
  if (variant.killer()) {
    out += " cages=";
    for (std::size_t k = 0; k < variant.cages.size(); ++k) {
      if (k) out += ',';
      out += std::to_string(variant.cages[k].sum) + ":";
      for (std::size_t i = 0; i < variant.cages[k].cells.size(); ++i) {
        out += (i ? "." : "") + cell_name(shape, variant.cages[k].cells[i]);
      }
    }
  }
  return out;
}

std::string format_line_with_rules(const Grid& grid, const Variant& variant) {
  return format_line_with_box(grid) + variant_fields(grid, variant);
}

std::string variant_parameters(const Grid& grid, const Variant& variant) {
  std::string fields = variant_fields(grid, variant);
  for (char& c : fields) {
    if (c == ' ') c = '&';
  }
  return fields;
}

Result<std::string> solo_game_id(const Grid& grid, const Variant& variant) {
  if (variant.classic()) return solo_game_id(grid);
  const Shape& shape = grid.shape();
  const int n = shape.size();
  if (variant.windows) {
    return make_error("argument", "Solo has no Windoku: this puzzle's windows cannot be written as a Solo game ID");
  }
  for (const Cage& cage : variant.cages) {
    if (cage.cells.size() < 2) {
      return make_error("argument", cage_name(shape, cage) + " has one cell, and Solo's killer cages have two or more");
    }
  }
  std::string params = variant.jigsaw() ? std::to_string(n) + "j"
                                        : std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_cols());
  if (variant.diagonals) params += 'x';
  if (variant.killer()) params += 'k';
  std::string id = params + ":" + solo_numbers(grid.cells());
  if (variant.jigsaw()) id += "," + solo_blocks(shape, variant.regions);
  if (variant.killer()) {
    std::vector<int> cage_of(n * n, -1), sums(n * n, 0);
    for (std::size_t k = 0; k < variant.cages.size(); ++k) {
      for (int c : variant.cages[k].cells) cage_of[c] = static_cast<int>(k);
      sums[variant.cages[k].cells.front()] = variant.cages[k].sum;
    }
    // Solo's killer cages cover the board; a cell outside every cage would join its neighbours'
    // cage there, so such puzzles cannot be written.
    for (int c = 0; c < n * n; ++c) {
      if (cage_of[c] < 0) {
        return make_error("argument",
                          cell_name(shape, c) + " lies in no cage, and Solo's killer cages cover every cell");
      }
    }
    id += "," + solo_blocks(shape, cage_of) + "," + solo_numbers(sums);
  }
  return id;
}

}  // namespace dlx
