// DLX1 text format: parsing with located errors, validation, formatting, loading into a Matrix.
#include "dlx/exact_cover_problem.hpp"

#include <unordered_map>

namespace dlx {
namespace {

constexpr size_t kMaxNameLength = 8;

struct Token {
  std::string_view text;
  int column;  // 1-based
};

std::vector<Token> split_tokens(std::string_view line) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) tokens.push_back(Token{line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return tokens;
}

std::string where(int line, int column) {
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Why a name is not acceptable, or empty when it is.
std::string name_problem(std::string_view name) {
  if (name.size() > kMaxNameLength) return "is longer than 8 characters";
  for (char c : name) {
    if (c == ':') return "contains ':' (colours are a DLX2 feature, not supported)";
    if (static_cast<unsigned char>(c) < 0x21 || c == 0x7f) return "contains a control character";
  }
  return {};
}

}  // namespace

Result<ExactCoverProblem> parse_dlx1(std::string_view text) {
  ExactCoverProblem problem;
  std::unordered_map<std::string, int> index;
  bool have_items = false;
  int line_number = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_number;
    const std::vector<Token> tokens = split_tokens(line);
    if (tokens.empty() || tokens[0].text[0] == '|') {
      if (end == text.size()) break;
      continue;  // blank line or comment, as in DLX1
    }
    if (!have_items) {
      have_items = true;
      bool secondary = false;
      for (const Token& t : tokens) {
        if (t.text == "|") {
          if (secondary) return make_error("parse", where(line_number, t.column) + ": a second '|' in the item line; only one separates primary from secondary items");
          secondary = true;
          continue;
        }
        if (t.text.find('|') != std::string_view::npos) {
          return make_error("parse", where(line_number, t.column) + ": item name '" + std::string(t.text) + "' contains '|'; put spaces around the '|' that starts the secondary items");
        }
        const std::string why = name_problem(t.text);
        if (!why.empty()) return make_error("parse", where(line_number, t.column) + ": item name '" + std::string(t.text) + "' " + why);
        const std::string name(t.text);
        if (index.count(name)) return make_error("parse", where(line_number, t.column) + ": item '" + name + "' is listed twice");
        index[name] = static_cast<int>(problem.item_names.size());
        problem.item_names.push_back(name);
        if (!secondary) ++problem.primary_count;
      }
      if (problem.primary_count == 0) return make_error("parse", "line " + std::to_string(line_number) + ": the item line names no primary items, so there is nothing to cover");
    } else {
      std::vector<int> option;
      bool has_primary = false;
      for (const Token& t : tokens) {
        const auto found = index.find(std::string(t.text));
        if (found == index.end()) return make_error("parse", where(line_number, t.column) + ": unknown item '" + std::string(t.text) + "' (not in the item line)");
        for (int earlier : option) {
          if (earlier == found->second) return make_error("parse", where(line_number, t.column) + ": item '" + std::string(t.text) + "' appears twice in this option");
        }
        option.push_back(found->second);
        has_primary |= found->second < problem.primary_count;
      }
      if (!has_primary) return make_error("parse", "line " + std::to_string(line_number) + ": option names only secondary items; it could never be chosen");
      problem.options.push_back(std::move(option));
    }
    if (end == text.size()) break;
  }
  if (!have_items) return make_error("parse", "empty input: expected a line of item names, then one option per line");
  return problem;
}

Result<bool> validate_problem(const ExactCoverProblem& p) {
  const int n = static_cast<int>(p.item_names.size());
  if (p.primary_count <= 0 || p.primary_count > n) return make_error("argument", "the problem has no primary items, so there is nothing to cover");
  for (size_t k = 0; k < p.options.size(); ++k) {
    const std::vector<int>& option = p.options[k];
    const std::string which = "option " + std::to_string(k + 1);
    if (option.empty()) return make_error("argument", which + " is empty: every option must cover at least one item");
    std::vector<bool> seen(n, false);
    for (int item : option) {
      if (item < 0 || item >= n) return make_error("argument", which + " refers to item " + std::to_string(item + 1) + ", but there are only " + std::to_string(n) + " items");
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
