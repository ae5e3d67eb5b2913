// `dlx-sudoku explain`: the grader's whole path for one puzzle, step by step in words, then where
// the path ended (the solution) and the rating.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/uniqueness.hpp"

namespace dlx::cli {
namespace {

struct ExplainOptions {
  std::string file = "-";
  BudgetOption budget;
};

constexpr const char* kExplainHelp =
    "Explain how a person solves one puzzle (any format `parse` reads: one line, 9 lines, boxed\n"
    "text, .sdk, links). Output:\n"
    "  puzzle <N*N symbols>\n"
    "  1. <step in words>              every step, easiest first, numbered from 1\n"
    "  ...\n"
    "  solved <N*N symbols>            the path reaches the solution (every puzzle with one solution:\n"
    "                                  steps above 8.5 are trials said as logic, dynamic forcing chains)\n"
    "  rating <level> <score> <hardest technique>   as `rate` prints it\n"
    "Exit status 2 when the puzzle cannot be read or does not have exactly one solution; 3 when\n"
    "the uniqueness check ran out of --budget first (undecided).";

int run_explain(const ExplainOptions& options) {
  const std::optional<std::string> text = read_input(options.file);
  if (!text) return kExitFailure;
  const Result<ParsedPuzzle> parsed = parse_puzzle(*text);
  if (!parsed) {
    report_error(parsed.error().message);
    return kExitInvalidLine;
  }
  const Grid& grid = parsed->grid;
  SolverContext pool;
  SudokuSolver& solver = pool.for_rules(grid.shape(), parsed->variant);
  const SearchLimit limit = options.budget.for_board(grid.size());
  const Result<UniquenessCheck> check = check_uniqueness(solver, grid, limit.budget);
  if (!check) {
    report_error(check.error().message);
    return kExitInvalidLine;
  }
  switch (check->verdict) {
    case UniquenessCheck::Verdict::unique:
      break;
    case UniquenessCheck::Verdict::undecided:
      report_error("undecided: cannot tell yet whether the puzzle has exactly one solution; " +
                   limit.ran_out(check->counters));
      return kExitUndecided;
    case UniquenessCheck::Verdict::no_solution:
      report_error("the puzzle has no solution, so there is nothing to explain");
      return kExitInvalidLine;
    case UniquenessCheck::Verdict::several:
      report_error("the puzzle has more than one solution, so no logical path reaches one");
      return kExitInvalidLine;
  }
  const GradeResult graded = grade(solver.rules(), grid);
  const Rating rating = rating_of(graded);
  std::cout << "puzzle " << format_line_with_rules(grid, parsed->variant) << '\n';
  for (std::size_t i = 0; i < graded.steps.size(); ++i) std::cout << i + 1 << ". " << graded.steps[i].text << '\n';
  // "stuck" only if a safety-net budget ran out (boards far larger than 9x9).
  std::cout << (graded.solved_logically ? "solved " : "stuck ")
            << format_line_with_rules(graded.final_grid, parsed->variant) << '\n';
  std::cout << "rating " << rating_text(rating) << '\n';
  std::cout.flush();
  return kExitOk;
}

}  // namespace

Command add_explain_command(CLI::App& app) {
  auto options = std::make_shared<ExplainOptions>();
  CLI::App* sub = app.add_subcommand("explain", "Explain one puzzle's logical solution step by step");
  sub->footer(kExplainHelp);
  sub->add_option("FILE", options->file, "Puzzle file; none or '-' reads stdin");
  options->budget.add_to(*sub, kBudgetHelp);
  return {sub, [options] { return run_explain(*options); }};
}

}  // namespace dlx::cli
