// --budget: the one way every command that searches (solve, count, rate, explain, exact-cover,
// generate) is told how much it may search before it gives up and says "undecided". One syntax:
//
//   --budget 10s | 500ms | 2m | 1h    a time for each search (each puzzle line), on the steady clock
//   --budget 1e6n | 250000n           DLX nodes for each search: the same answer on every machine
//   --budget none                     no limit
//
// Without the option, boards over 9x9 get kDefaultNodes (about ten seconds of a 25x25 search
// here) and 9x9 and smaller boards none: their hardest puzzles take milliseconds.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "dlx/base/budget.hpp"
#include "dlx/base/result.hpp"
#include "dlx/cover/exact_cover.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace dlx::cli {

constexpr std::uint64_t kDefaultNodes = 10'000'000;
// The --help line of commands that search once per puzzle (solve, count, rate, explain).
constexpr const char* kBudgetHelp =
    "Search budget per puzzle: a time (10s, 500ms, 2m) or nodes (1e6n), or none; default 1e7n above 9x9";
constexpr int kDefaultAbove = 9;  // boards with a side above this get kDefaultNodes by default

struct BudgetSpec {
  enum class Kind { none, nodes, time } kind = Kind::none;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string text;  // for messages: "10s", "1000000 nodes"
};

// "10s", "500ms", "1e6n", "none"... (see above). The error says which forms are accepted.
Result<BudgetSpec> parse_budget(std::string_view text);

// One search's budget, and how messages name it.
struct SearchLimit {
  Budget budget;
  std::string name;  // "the budget of 10s", "the default budget of 10000000 nodes (boards over 9x9)"
  // "<name> ran out after 4012345 nodes"
  std::string ran_out(const Counters& counters) const;
};

class BudgetOption {
 public:
  // Registers --budget on `app` with this help line.
  CLI::Option* add_to(CLI::App& app, const std::string& help);
  // For a search on a side x side board (the default applies above 9x9); a deadline starts now.
  SearchLimit for_board(int side) const;
  // For a search with no board (exact cover): no default.
  SearchLimit for_search() const;
  bool given() const { return !text_.empty(); }
  BudgetSpec spec() const;

 private:
  SearchLimit make(const BudgetSpec& spec, bool by_default) const;
  std::string text_;
};

}  // namespace dlx::cli
