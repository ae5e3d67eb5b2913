// --budget for every command that searches (see cli_budget.hpp): parsing the one syntax, and
// turning it into an engine Budget with the steady clock (the engine reads no clock itself).
#include "cli_budget.hpp"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cmath>
#include <cstdlib>

namespace dlx::cli {
namespace {

constexpr double kMaxSeconds = 1e7;  // about four months: anything longer is a typo
constexpr double kMaxNodes = 1e18;

double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// "1e6", "2.5", "10": digits, an optional fraction, an optional exponent; nothing else.
bool plain_number(std::string_view text) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i > start;
  };
  if (!digits()) return false;
  if (i < text.size() && text[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && text[i] == '+') ++i;
    if (!digits()) return false;
  }
  return i == text.size();
}

std::string shown(std::string_view text) {
  std::string out;
  for (char c : text.substr(0, 40)) out += static_cast<unsigned char>(c) >= 0x20 && c != 0x7F ? c : '?';
  return out;
}

}  // namespace

Result<BudgetSpec> parse_budget(std::string_view text) {
  const std::string forms = "a time (10s, 500ms, 2m, 1h), a number of nodes (1e6n, 250000n) or none";
  BudgetSpec spec;
  if (text == "none") {
    spec.text = "none";
    return spec;
  }
  std::string_view number = text, suffix;
  for (const std::string_view unit : {"ms", "s", "m", "h", "n"}) {  // "ms" before "s" and "m"
    if (text.size() > unit.size() && text.substr(text.size() - unit.size()) == unit) {
      number = text.substr(0, text.size() - unit.size());
      suffix = unit;
      break;
    }
  }
  if (!plain_number(number)) return make_error("argument", "expected " + forms + ", not '" + shown(text) + "'");
  if (suffix.empty()) {
    return make_error("argument", "'" + shown(text) + "' needs a unit: " + shown(text) + "s for seconds, " +
                                      shown(text) + "ms for milliseconds, or " + shown(text) + "n for nodes");
  }
  const double value = std::strtod(std::string(number).c_str(), nullptr);
  if (suffix == "n") {
    if (!(value >= 1) || value > kMaxNodes || std::floor(value) != value) {
      return make_error("argument", "'" + shown(text) + "': a node budget is a whole number from 1 to 1e18");
    }
    spec.kind = BudgetSpec::Kind::nodes;
    spec.nodes = static_cast<std::uint64_t>(value);
    spec.text = std::to_string(spec.nodes) + (spec.nodes == 1 ? " node" : " nodes");
    return spec;
  }
  const double scale = suffix == "ms" ? 1e-3 : suffix == "s" ? 1 : suffix == "m" ? 60 : 3600;
  spec.seconds = value * scale;
  if (!(spec.seconds > 0) || spec.seconds > kMaxSeconds) {
    return make_error("argument", "'" + shown(text) + "': a time budget must be above 0 and at most 1e7 s");
  }
  spec.kind = BudgetSpec::Kind::time;
  spec.text = std::string(text);
  return spec;
}

std::string SearchLimit::ran_out(const Counters& counters) const {
  if (budget.nodes && !budget.out_of_time()) return name + " ran out";
  return name + " ran out after " + std::to_string(counters.nodes) + " nodes";
}

CLI::Option* BudgetOption::add_to(CLI::App& app, const std::string& help) {
  return app.add_option("--budget", text_, help)
      ->type_name("B")
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            const Result<BudgetSpec> spec = parse_budget(text);
            return spec ? std::string() : spec.error().message;
          },
          ""));
}

BudgetSpec BudgetOption::spec() const {
  if (text_.empty()) return BudgetSpec{};
  const Result<BudgetSpec> spec = parse_budget(text_);
  return spec ? *spec : BudgetSpec{};  // validated when parsed: never fails here
}

SearchLimit BudgetOption::make(const BudgetSpec& spec, bool by_default) const {
  SearchLimit limit;
  switch (spec.kind) {
    case BudgetSpec::Kind::none:
      break;
    case BudgetSpec::Kind::nodes:
      limit.budget = Budget::of_nodes(spec.nodes);
      break;
    case BudgetSpec::Kind::time:
      limit.budget = Budget::of_time(steady_seconds, spec.seconds);
      break;
  }
  limit.name = by_default ? "the default budget of " + spec.text + " (boards over " + std::to_string(kDefaultAbove) +
                                "x" + std::to_string(kDefaultAbove) + "; see --budget)"
                          : "the budget of " + spec.text;
  return limit;
}

SearchLimit BudgetOption::for_board(int side) const {
  if (given() || side <= kDefaultAbove) return make(spec(), false);
  BudgetSpec fallback;
  fallback.kind = BudgetSpec::Kind::nodes;
  fallback.nodes = kDefaultNodes;
  fallback.text = std::to_string(kDefaultNodes) + " nodes";
  return make(fallback, true);
}

SearchLimit BudgetOption::for_search() const { return make(spec(), false); }

}  // namespace dlx::cli
