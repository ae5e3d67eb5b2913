// `dlx-sudoku solve`: one answer line per puzzle line (the first solution in DLX order, `none`, or
// `invalid: <reason>`). The line loop itself is shared with `count` (cli_common.cpp).
#include <CLI/CLI.hpp>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/formats/puzzle_format.hpp"

namespace dlx::cli {
namespace {

struct SolveOptions {
  std::vector<std::string> files;
  bool stats = false;
  BudgetOption budget;
};

constexpr const char* kSolveHelp =
    "Solve puzzles, one per line. Input: any single-line puzzle format (81 symbols, .sdm, Sudoku\n"
    "Exchange bank lines, qqwing CSV, puzzle:count:solution lines, SudokuWiki/Sudoku Exchange\n"
    "links, Solo game IDs; sizes 4x4 to 25x25; variants: X, Windoku, jigsaw, killer as Solo IDs or\n"
    "the line form's rules=/regions=/cages= fields). Output, one line per input line:\n"
    "  <N*N symbols>        the first solution in DLX order (deterministic), with the puzzle's\n"
    "                       box= and variant fields\n"
    "  none                 the givens are consistent but cannot be completed\n"
    "  invalid: <reason>    the line could not be read, or two givens conflict (cells named)\n"
    "  undecided: <reason>  the search budget ran out first (--budget; default 1e7 nodes above 9x9)\n"
    "Blank lines and '#' lines are echoed, so output line k answers input line k.\n"
    "Exit status 2 if any line was invalid, else 3 if any was undecided (after answering every line).";

int run_solve(const SolveOptions& options) {
  return run_puzzle_lines(options.files, [&](SudokuSolver& solver, const Grid& grid) -> Result<std::string> {
    const SearchLimit limit = options.budget.for_board(grid.size());
    Result<SolveResult> result = solver.solve(grid, limit.budget);
    if (!result) return result.error();
    if (result->status == SolveStatus::budget_exhausted) {
      return make_error("budget", "no solution found yet; " + limit.ran_out(result->counters));
    }
    std::string line = result->status == SolveStatus::solved
                           ? format_line_with_rules(*result->solution, solver.rules().variant())
                           : "none";
    if (options.stats) line += stats_suffix(result->counters);
    return line;
  });
}

}  // namespace

Command add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* sub = app.add_subcommand("solve", "Solve puzzles, one per line");
  sub->footer(kSolveHelp);
  sub->add_option("FILE", options->files, "Puzzle files; none or '-' reads stdin");
  sub->add_flag("--stats", options->stats, "Append ' nodes=N updates=N' (DLX1's counters) to each answer");
  options->budget.add_to(*sub, kBudgetHelp);
  return {sub, [options] { return run_solve(*options); }};
}

}  // namespace dlx::cli
