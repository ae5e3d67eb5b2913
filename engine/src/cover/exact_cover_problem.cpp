// DLX1 text format: parsing with located errors, validation, formatting, loading into a Matrix.
// Parsing is linear in the text: one hash lookup per name, and a stamp per item (the option that
// last named it) instead of a scan of the option for repeats.
#include "dlx/cover/exact_cover_problem.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace dlx {
namespace {

constexpr size_t kMaxNameLength = 8;

struct Token {
  std::string_view text;
  int column;  // 1-based
};

void split_tokens(std::string_view line, std::vector<Token>& tokens) {
  tokens.clear();
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) tokens.push_back(Token{line.substr(start, i - start), static_cast<int>(start) + 1});
  }
}

std::string where(int line, int column) {
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// A name as messages show it: printable ASCII as is, anything else as \xNN, so an error never
// carries a terminal escape sequence or broken UTF-8 from the input; long names are cut short.
std::string quoted(std::string_view name) {
  constexpr size_t kShown = 24;
  static const char* const kHex = "0123456789ABCDEF";
  std::string out = "'";
  for (size_t i = 0; i < name.size() && i < kShown; ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out + (name.size() > kShown ? "...'" : "'");
}

// Why a name is not acceptable, or empty when it is.
std::string name_problem(std::string_view name) {
  if (name.size() > kMaxNameLength) return "is longer than 8 characters";
  // U+FEFF is invisible, and at the start of a text it is read as a byte-order mark and skipped,
  // so a name holding it would not survive format_dlx1 and parse_dlx1.
  if (name.find("\xEF\xBB\xBF") != std::string_view::npos) return "contains U+FEFF, an invisible byte-order mark";
  for (char c : name) {
    if (c == ':') return "contains ':' (colours are a DLX2 feature, not supported)";
    if (static_cast<unsigned char>(c) < 0x21 || c == 0x7f) return "contains a control character";
  }
  return {};
}

// The next line of `text` from `pos`, which moves past its end: "\r\n", "\n" and a lone "\r" (old
// Mac files) each end one line.
std::string_view next_line(std::string_view text, size_t& pos) {
  const size_t end = std::min(text.find_first_of("\r\n", pos), text.size());
  const std::string_view line = text.substr(pos, end - pos);
  pos = end;
  if (pos < text.size()) pos += text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n' ? 2 : 1;
  return line;
}

}  // namespace

Result<ExactCoverProblem> parse_dlx1(std::string_view text) {
  if (text.size() > kMaxDlx1TextBytes) {
    return make_error("size", "the problem is " + std::to_string(text.size()) + " bytes long; at most " +
                                  std::to_string(kMaxDlx1TextBytes) + " bytes (" +
                                  std::to_string(kMaxDlx1TextBytes >> 20) + " MiB) are read");
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark (Windows editors)
  ExactCoverProblem problem;
  std::unordered_map<std::string_view, int> index;  // views into `text`, which outlives the map
  std::vector<int> last_option;                     // per item: the last option that named it (+1)
  std::vector<Token> tokens;
  bool have_items = false;
  int line_number = 0;
  for (size_t pos = 0; pos < text.size();) {
    const std::string_view line = next_line(text, pos);
    ++line_number;
    split_tokens(line, tokens);
    if (tokens.empty() || tokens[0].text[0] == '|') continue;  // blank line or comment, as in DLX1
    if (!have_items) {
      have_items = true;
      bool secondary = false;
      for (const Token& t : tokens) {
        if (t.text == "|") {
          if (secondary)
            return make_error("parse",
                              where(line_number, t.column) +
                                  ": a second '|' in the item line; only one separates primary from secondary items");
          secondary = true;
          continue;
        }
        if (t.text.find('|') != std::string_view::npos) {
          return make_error("parse", where(line_number, t.column) + ": item name " + quoted(t.text) +
                                         " contains '|'; put spaces around the '|' that starts the secondary items");
        }
        const std::string why = name_problem(t.text);
        if (!why.empty())
          return make_error("parse", where(line_number, t.column) + ": item name " + quoted(t.text) + " " + why);
        if (!index.emplace(t.text, static_cast<int>(problem.item_names.size())).second) {
          return make_error("parse", where(line_number, t.column) + ": item " + quoted(t.text) + " is listed twice");
        }
        problem.item_names.emplace_back(t.text);
        if (!secondary) ++problem.primary_count;
      }
      if (problem.primary_count == 0)
        return make_error("parse", "line " + std::to_string(line_number) +
                                       ": the item line names no primary items, so there is nothing to cover");
      last_option.assign(problem.item_names.size(), 0);
      continue;
    }
    const int stamp = static_cast<int>(problem.options.size()) + 1;
    std::vector<int> option;
    option.reserve(tokens.size());
    bool has_primary = false;
    for (const Token& t : tokens) {
      const auto found = index.find(t.text);
      if (found == index.end())
        return make_error(
            "parse", where(line_number, t.column) + ": unknown item " + quoted(t.text) + " (not in the item line)");
      if (last_option[found->second] == stamp) {
        return make_error("parse",
                          where(line_number, t.column) + ": item " + quoted(t.text) + " appears twice in this option");
      }
      last_option[found->second] = stamp;
      option.push_back(found->second);
      has_primary |= found->second < problem.primary_count;
    }
    if (!has_primary)
      return make_error("parse", "line " + std::to_string(line_number) +
                                     ": option names only secondary items; it could never be chosen");
    problem.options.push_back(std::move(option));
  }
  if (!have_items) return make_error("parse", "empty input: expected a line of item names, then one option per line");
  return problem;
}

Result<bool> validate_problem(const ExactCoverProblem& p) {
  const int n = static_cast<int>(p.item_names.size());
  if (p.primary_count <= 0 || p.primary_count > n)
    return make_error("argument", "the problem has no primary items, so there is nothing to cover");
  for (size_t k = 0; k < p.options.size(); ++k) {
    const std::vector<int>& option = p.options[k];
    const std::string which = "option " + std::to_string(k + 1);
    if (option.empty()) return make_error("argument", which + " is empty: every option must cover at least one item");
    std::vector<bool> seen(n, false);
    for (int item : option) {
      if (item < 0 || item >= n)
        return make_error("argument", which + " refers to item " + std::to_string(item + 1) + ", but there are only " +
                                          std::to_string(n) + " items");
      if (seen[item]) return make_error("argument", which + " names item '" + p.item_names[item] + "' twice");
      seen[item] = true;
    }
  }
  return true;
}

std::string format_dlx1(const ExactCoverProblem& p) {
  std::string out;
  for (int i = 0; i < static_cast<int>(p.item_names.size()); ++i) {
    if (i) out += ' ';
    if (i == p.primary_count) out += "| ";
    out += p.item_names[i];
  }
  out += '\n';
  for (size_t k = 0; k < p.options.size(); ++k) out += option_text(p, static_cast<int>(k)) + '\n';
  return out;
}

void build_matrix(const ExactCoverProblem& p, Matrix& m) {
  m.reset(p.primary_count, static_cast<int>(p.item_names.size()) - p.primary_count);
  std::vector<int> items;
  for (const std::vector<int>& option : p.options) {
    items.clear();
    for (int i : option) items.push_back(i + 1);
    m.add_option(items);
  }
}

std::string option_text(const ExactCoverProblem& p, int option) {
  std::string out;
  for (int i : p.options[option]) {
    if (!out.empty()) out += ' ';
    out += p.item_names[i];
  }
  return out;
}

}  // namespace dlx
