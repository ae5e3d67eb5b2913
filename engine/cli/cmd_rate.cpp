// `dlx-sudoku rate`: one rating line per puzzle line, `level score hardest-technique`, using the
// grader (engine/include/dlx/grader/grader.hpp). The line loop is shared with solve/count (cli_common.cpp).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/uniqueness.hpp"

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
    "score: Sudoku Explainer 1.2.1's rating (ER), one decimal: its techniques, weights and order of\n"
    "steps. level: its range of the score: easy 1.0-1.5, medium 1.6-2.5, hard 2.6-4.0, expert\n"
    "4.1-6.4, extreme 6.5-7.9, diabolical 8.0 and up. The technique is the last field and may hold\n"
    "spaces; `none` when the grid is already full. --stats appends ` steps=N` (the steps of the\n"
    "path). Blank and '#' lines are echoed.\n"
    "Exit status 2 if any line was invalid, else 3 if any was undecided (after answering every line).";

int run_rate(const RateOptions& options) {
  return run_puzzle_lines(options.files, [&](SudokuSolver& solver, const Grid& grid) -> Result<std::string> {
    const SearchLimit limit = options.budget.for_board(grid.size());
    Result<UniquenessCheck> check = check_uniqueness(solver, grid, limit.budget);
    if (!check) return check.error();
    switch (check->verdict) {
      case UniquenessCheck::Verdict::unique:
        break;
      case UniquenessCheck::Verdict::undecided:
        return make_error(
            "budget", "cannot tell yet whether the puzzle has exactly one solution; " + limit.ran_out(check->counters));
      case UniquenessCheck::Verdict::no_solution:
        return make_error("no_solution", "the puzzle has no solution, so it has no rating");
      case UniquenessCheck::Verdict::several:
        return make_error("not_unique", "the puzzle has more than one solution; a rating needs exactly one");
    }
    // --stats needs the path; the rating alone skips its records (rate(): the same score).
    if (!options.stats) return rating_text(rate(solver.rules(), grid));
    const GradeResult graded = grade(solver.rules(), grid);
    return rating_text(rating_of(graded)) + " steps=" + std::to_string(graded.steps.size());
  });
}

}  // namespace

Command add_rate_command(CLI::App& app) {
  auto options = std::make_shared<RateOptions>();
  CLI::App* sub = app.add_subcommand("rate", "Rate puzzles by the techniques a person needs, one per line");
  sub->footer(kRateHelp);
  sub->add_option("FILE", options->files, "Puzzle files; none or '-' reads stdin");
  sub->add_flag("--stats", options->stats, "Append ' steps=N' to each rating");
  options->budget.add_to(*sub, kBudgetHelp);
  return {sub, [options] { return run_rate(*options); }};
}

}  // namespace dlx::cli
