// dlx-sudoku: the native command line front end of the engine. This file is the composition root:
// it registers the subcommands (one cmd_*.cpp file each), parses, and maps outcomes to exit codes.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <exception>
#include <iostream>
#include <new>
#include <string_view>
#include <vector>

#include "cli_common.hpp"
#include "cli_output.hpp"

namespace {

constexpr const char* kVersion = "dlx-sudoku " DLX_VERSION " (Dancing Links, DLX1 layout)";

constexpr const char* kFooter =
    "Exit status: 0 success; 1 failure (unreadable file, DLX1 parse error, engine error, wrong\n"
    "benchmark answer, generate's budget ran out, a problem too big for exact-cover's engine,\n"
    "the output could not be written (full disk, closed pipe), out of memory); 2 solve/count/\n"
    "rate/validate met a line it could not read (all lines are still answered) or explain's\n"
    "puzzle is invalid; 3 undecided: a search budget ran out before an answer (solve/count/rate/\n"
    "validate lines saying \"undecided: ...\", explain, exact-cover); 64 usage error (unknown\n"
    "option, bad value, missing subcommand). When several apply, the smallest non-zero status is\n"
    "reported.\n"
    "Budgets: every command that searches takes --budget: a time (10s, 500ms, 2m) or DLX nodes\n"
    "(1e6n) per search, or none; boards over 9x9 get 1e7 nodes by default.\n"
    "Input: lines end with LF, CR LF or a lone CR; a UTF-8 byte-order mark is skipped; a puzzle\n"
    "line longer than 1 MiB is refused without being held in memory.\n"
    "Run `dlx-sudoku SUBCOMMAND --help` for each subcommand's formats.";

// Edits (insert, delete, substitute) between two short words, for "did you mean".
std::size_t distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const bool same =
          std::tolower(static_cast<unsigned char>(a[i - 1])) == std::tolower(static_cast<unsigned char>(b[j - 1]));
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// CLI11 answers a first word that names no subcommand with "A subcommand is required", which
// sends the user looking for a missing word rather than a misspelt one: say which it is.
std::string unknown_subcommand(const std::string& word, const std::vector<dlx::cli::Command>& commands) {
  std::string names, nearest;
  std::size_t best = 3;  // suggest within two edits
  for (const dlx::cli::Command& command : commands) {
    const std::string& name = command.app->get_name();
    names += (names.empty() ? "" : ", ") + name;
    const std::size_t d = distance(word, name);
    if (d < best) best = d, nearest = name;
  }
  return "dlx-sudoku: '" + dlx::cli::printable(word.substr(0, 40)) + "' is not a subcommand" +
         (nearest.empty() ? "" : "; did you mean '" + nearest + "'?") + "\nThe subcommands are " + names +
         ". Run `dlx-sudoku --help` for what each does.";
}

// Runs a parsed subcommand, and turns an exception that escapes it into words and exit status 1:
// the engine reports what it can foresee as values, but memory can still run out (std::bad_alloc)
// on an input no limit caught, and abort()'s status 134 with "terminate called..." tells a user
// nothing.
int run_command(const dlx::cli::Command& command) {
  int status = dlx::cli::kExitFailure;
  try {
    status = command.run();
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    dlx::cli::report_error(command.app->get_name() +
                           ": out of memory: the input needs more memory than this process may have");
  } catch (const std::exception& e) {
    std::cout.flush();
    dlx::cli::report_error(command.app->get_name() + ": internal error: " + e.what());
  }
  return status;
}

// The command line parsed and run; the exit status before the output's own check.
int run_main(int argc, char** argv) {
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
      dlx::cli::add_estimate_command(app),
  };

  if (argc >= 2 && argv[1][0] != '-' &&
      std::none_of(commands.begin(), commands.end(), [&](const auto& c) { return c.app->get_name() == argv[1]; })) {
    std::cerr << unknown_subcommand(argv[1], commands) << '\n';
    return dlx::cli::kExitUsage;
  }
  const std::string_view first = argc >= 2 ? argv[1] : "";
  if (!first.empty() && first[0] == '-' && first != "-h" && first != "--help" && first != "--version") {
    std::cerr << "dlx-sudoku: '" << dlx::cli::printable(first.substr(0, 40))
              << "' is not an option of dlx-sudoku itself: options follow a subcommand, as in\n"
                 "dlx-sudoku solve --budget 10s FILE. Run `dlx-sudoku --help` for the subcommands.\n";
    return dlx::cli::kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version arrive here too, as "errors" with exit code 0; everything else is misuse.
    const int code = app.exit(e);
    return code == 0 ? dlx::cli::kExitOk : dlx::cli::kExitUsage;
  }
  for (const dlx::cli::Command& command : commands) {
    if (command.app->parsed()) return run_command(command);
  }
  return dlx::cli::kExitUsage;  // unreachable: require_subcommand(1) guarantees one parsed
}

}  // namespace

int main(int argc, char** argv) {
  // Everything printed on stdout, --help and --version included, goes through the checked buffer,
  // and whether it arrived decides the exit status last (cli_output.hpp).
  // Puzzle lists run to tens of thousands of lines: unsynchronised streams avoid a flush per line.
  // First: it gives the standard streams new buffers, which would replace the checked one.
  std::ios::sync_with_stdio(false);
  dlx::cli::install_checked_output();
  return dlx::cli::finish_output(run_main(argc, argv));
}
