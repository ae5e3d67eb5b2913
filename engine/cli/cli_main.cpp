// dlx-sudoku: the native command line front end of the engine. This file is the composition root:
// it registers the subcommands (one cmd_*.cpp file each), parses, and maps outcomes to exit codes.
#include <CLI/CLI.hpp>
#include <iostream>
#include <vector>

#include "cli_common.hpp"

namespace {

constexpr const char* kVersion = "dlx-sudoku " DLX_VERSION " (Dancing Links, DLX1 layout)";

constexpr const char* kFooter =
    "Exit status: 0 success; 1 failure (unreadable file, DLX1 parse error, engine error, wrong\n"
    "benchmark answer, generate's budget ran out); 2 solve/count/rate met an invalid puzzle line\n"
    "(all lines are still answered) or explain's puzzle is invalid; 3 undecided: a search budget\n"
    "ran out before an answer (solve/count/rate lines saying \"undecided: ...\", explain, exact-cover);\n"
    "64 usage error (unknown option, bad value, missing subcommand). When several apply, the\n"
    "smallest non-zero status is reported.\n"
    "Budgets: every command that searches takes --budget: a time (10s, 500ms, 2m) or DLX nodes\n"
    "(1e6n) per search, or none; boards over 9x9 get 1e7 nodes by default.\n"
    "Input: lines end with LF, CR LF or a lone CR; a UTF-8 byte-order mark is skipped; a puzzle\n"
    "line longer than 1 MiB is refused without being held in memory.\n"
    "Run `dlx-sudoku SUBCOMMAND --help` for each subcommand's formats.";

}  // namespace

int main(int argc, char** argv) {
  // Puzzle lists run to tens of thousands of lines: unsynchronised streams avoid a flush per line.
  std::ios::sync_with_stdio(false);

  CLI::App app{"Sudoku and exact cover with Knuth's Dancing Links.", "dlx-sudoku"};
  app.set_version_flag("--version", kVersion);
  app.footer(kFooter);
  app.require_subcommand(1);

  const std::vector<dlx::cli::Command> commands = {
      dlx::cli::add_solve_command(app),       dlx::cli::add_count_command(app),
      dlx::cli::add_exact_cover_command(app), dlx::cli::add_generate_command(app),
      dlx::cli::add_bench_command(app),       dlx::cli::add_rate_command(app),
      dlx::cli::add_explain_command(app),     dlx::cli::add_bench_levels_command(app),
      dlx::cli::add_validate_command(app),    dlx::cli::add_bench_variants_command(app),
  };

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version arrive here too, as "errors" with exit code 0; everything else is misuse.
    const int code = app.exit(e);
    return code == 0 ? dlx::cli::kExitOk : dlx::cli::kExitUsage;
  }
  for (const dlx::cli::Command& command : commands) {
    if (command.app->parsed()) return command.run();
  }
  return dlx::cli::kExitUsage;  // unreachable: require_subcommand(1) guarantees one parsed
}
