// `dlx-sudoku rate`: one rating line per puzzle line, `level score hardest-technique`, using the
// grader (engine/include/dlx/grader.hpp). The line loop is shared with solve/count (cli_common.cpp).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/grader.hpp"

namespace dlx::cli {
namespace {

struct RateOptions {
  std::vector<std::string> files;
  bool stats = false;
  BudgetOption budget;
};

constexpr const char* kRateHelp =
    "Rate puzzles, one per line (the formats `solve` reads). Output, one line per input line:\n"
    "  <level> <score> <hardest technique>   e.g. `hard 3.4 hidden pair`, `easy 1.2 hidden single box`\n"
    "  invalid: <reason>                     unreadable, conflicting, or not exactly one solution\n"
    "  undecided: <reason>                   the uniqueness check ran out of --budget first\n"
    "level: easy, medium, hard, expert, extreme or diabolical (needs guessing). score: the Sudoku\n"
    "Explainer-like scale, one decimal (easy <= 1.2 < medium <= 2.3 < hard <= 3.4 < expert <= 5.6\n"
    "< extreme <= 8.9 < diabolical 9.0-9.9). The technique is the last field and may hold spaces;\n"
    "`none` when the grid is already full. For a diabolical puzzle it is the hardest step taken\n"
    "before logic got stuck. --stats appends ` steps=N nodes=N` (logical steps; DLX nodes from\n"
    "the stuck position, 0 when solved logically). Blank and '#' lines are echoed.\n"
    "Exit status 2 if any line was invalid, else 3 if any was undecided (after answering every line).";

int run_rate(const RateOptions& options) {
  return run_puzzle_lines(options.files, [&](SudokuSolver& solver, const Grid& grid) -> Result<std::string> {
    const SearchLimit limit = options.budget.for_board(grid.size());
    Result<CountResult> counted = solver.count(grid, 2, limit.budget);
    if (!counted) return counted.error();
    if (counted->budget_exhausted && counted->count < 2) {
      return make_error("budget", "cannot tell yet whether the puzzle has exactly one solution; " +
                                      limit.ran_out(counted->counters));
    }
    if (counted->count != 1) {
      return make_error("argument", counted->count == 0 ? "the puzzle has no solution, so it has no rating"
                                                        : "the puzzle has more than one solution; a rating needs "
                                                          "exactly one");
    }
    const GradeResult graded = grade(solver.rules(), grid);
    const Rating rating = rating_of(solver.rules(), graded);
    std::string line = rating_text(rating);
    if (options.stats) {
      line += " steps=" + std::to_string(graded.steps.size()) + " nodes=" + std::to_string(rating.search_nodes);
    }
    return line;
  });
}

}  // namespace

Command add_rate_command(CLI::App& app) {
  auto options = std::make_shared<RateOptions>();
  CLI::App* sub = app.add_subcommand("rate", "Rate puzzles by the techniques a person needs, one per line");
  sub->footer(kRateHelp);
  sub->add_option("FILE", options->files, "Puzzle files; none or '-' reads stdin");
  sub->add_flag("--stats", options->stats, "Append ' steps=N nodes=N' to each rating");
  options->budget.add_to(*sub, "Search budget per puzzle line, for the uniqueness check: a time (10s, 500ms, 2m) or nodes (1e6n), or none; default 1e7n above 9x9");
  return {sub, [options] { return run_rate(*options); }};
}

}  // namespace dlx::cli
