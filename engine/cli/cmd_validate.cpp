// `dlx-sudoku validate`: one verdict per puzzle line, as a player's board is checked: conflicts
// (houses and killer cages named), solved, or how far from a solution.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/formats/puzzle_format.hpp"

namespace dlx::cli {
namespace {

struct ValidateOptions {
  std::vector<std::string> files;
  BudgetOption budget;
};

constexpr const char* kValidateHelp =
    "Check boards, one per line (the formats `solve` reads, variants included). Output, one line per\n"
    "input line:\n"
    "  solved: <why>        every cell filled, no rule broken\n"
    "  ok: <how far>        no conflict, and the digits can still be completed\n"
    "  stuck: <why>         no conflict yet, but no completion exists\n"
    "  conflict: <which>    two equal digits in a house, or a killer cage that repeats a digit or\n"
    "                       cannot reach (or passes) its sum; the first is named, with a count\n"
    "  undecided: <reason>  no conflict, but the search for a completion ran out of its budget\n"
    "                       first (--budget; default 1e7 nodes above 9x9)\n"
    "  invalid: <reason>    the line could not be read\n"
    "Exit status 2 if any line could not be read, else 3 if any was undecided.";

int run_validate(const ValidateOptions& options) {
  return run_puzzle_lines(options.files, [&](SudokuSolver& solver, const Grid& grid) -> Result<std::string> {
    const SearchLimit limit = options.budget.for_board(grid.size());
    const Validation v = validate(solver, grid, limit.budget);
    if (!v.conflicts.empty() || !v.cage_problems.empty()) return "conflict: " + v.message;
    if (!v.decided) {
      return make_error("budget",
                        "no conflicts; whether the " + std::to_string(grid.cell_count() - grid.filled_count()) +
                            " empty cells can all be filled is not known: " + limit.ran_out(Counters{v.nodes, 0}));
    }
    if (v.complete) return "solved: " + v.message.substr(v.message.find(':') + 2);
    return (v.solvable ? "ok: " : "stuck: ") + v.message;
  });
}

}  // namespace

Command add_validate_command(CLI::App& app) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* sub = app.add_subcommand("validate", "Check boards for conflicts (houses and cages), one per line");
  sub->footer(kValidateHelp);
  sub->add_option("FILE", options->files, "Puzzle files; none or '-' reads stdin");
  options->budget.add_to(*sub, kBudgetHelp);
  return {sub, [options] { return run_validate(*options); }};
}

}  // namespace dlx::cli
