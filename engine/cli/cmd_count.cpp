// `dlx-sudoku count`: the number of solutions of each puzzle line, stopping at a limit, so the
// default answers "is it unique?" (1) without enumerating a puzzle with millions of solutions.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"

namespace dlx::cli {
namespace {

struct CountOptions {
  std::vector<std::string> files;
  std::uint64_t limit = 2;
  bool verbose = false;
  bool stats = false;
  BudgetOption budget;
};

constexpr const char* kCountHelp =
    "Count the solutions of puzzles, one per line (same input formats as `solve`). Output, one\n"
    "line per input line:\n"
    "  <count>              solutions found; counting stops at --limit, so with the default limit 2\n"
    "                       the answers mean 0 = no solution, 1 = unique, 2 = two or more\n"
    "  invalid: <reason>    the line could not be read, or two givens conflict\n"
    "  undecided: <reason>  the search budget ran out first: how many were found so far, and the\n"
    "                       nodes searched (--budget; default 1e7 nodes above 9x9)\n"
    "With --verbose the count is followed by ' complete' (exact: the whole search tree was\n"
    "explored) or ' at-limit' (counting stopped at --limit; there may be more).\n"
    "Blank lines and '#' lines are echoed; exit status 2 if any line was invalid, else 3 if any was\n"
    "undecided.";

int run_count(const CountOptions& options) {
  return run_puzzle_lines(options.files, [&](SudokuSolver& solver, const Grid& grid) -> Result<std::string> {
    const SearchLimit limit = options.budget.for_board(grid.size());
    Result<CountResult> result = solver.count(grid, options.limit, limit.budget);
    if (!result) return result.error();
    if (result->budget_exhausted) {
      const std::uint64_t k = result->count;
      return make_error("budget", (k == 0 ? std::string("no solution found yet")
                                          : "at least " + std::to_string(k) + (k == 1 ? " solution" : " solutions")) +
                                      "; " + limit.ran_out(result->counters));
    }
    std::string line = std::to_string(result->count);
    if (options.verbose) line += result->complete ? " complete" : " at-limit";
    if (options.stats) line += stats_suffix(result->counters);
    return line;
  });
}

}  // namespace

Command add_count_command(CLI::App& app) {
  auto options = std::make_shared<CountOptions>();
  CLI::App* sub = app.add_subcommand("count", "Count solutions of puzzles, one per line");
  sub->footer(kCountHelp);
  sub->add_option("FILE", options->files, "Puzzle files; none or '-' reads stdin");
  sub->add_option("--limit", options->limit, "Stop counting at K solutions (0 = count them all)")
      ->type_name("K")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_flag("--verbose", options->verbose, "Say whether each count is complete or stopped at the limit");
  sub->add_flag("--stats", options->stats, "Append ' nodes=N updates=N' (DLX1's counters) to each answer");
  options->budget.add_to(*sub, kBudgetHelp);
  return {sub, [options] { return run_count(*options); }};
}

}  // namespace dlx::cli
