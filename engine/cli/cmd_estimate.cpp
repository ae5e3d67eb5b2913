// `dlx-sudoku estimate`: how big is this search? Knuth's estimate of the Dancing Links tree by
// random probes (engine: dlx/cover/estimate.hpp), for a DLX1 problem or a Sudoku; with --run, the
// real search's counters beside it.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "dlx/cover/estimate.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/formats/puzzle_format.hpp"

namespace dlx::cli {
namespace {

struct EstimateOptions {
  std::string file = "-";
  bool dlx1 = false;
  std::uint64_t probes = 1000;
  std::uint64_t seed = 1;
  bool run = false;
  BudgetOption budget;
};

constexpr std::uint64_t kMaxProbes = 10'000'000;

constexpr const char* kEstimateHelp =
    "Estimate the size of the Dancing Links search tree before running it (Knuth 1975, \"Estimating\n"
    "the efficiency of backtrack programs\"): each probe walks one random path down the tree the\n"
    "search would explore, taking the item the search would choose and one of its d options at\n"
    "random, and counts each node it meets as many times as the product of the degrees above it.\n"
    "The mean of many probes is an unbiased estimate of DLX1's nodes, updates and solutions.\n"
    "Input: a Sudoku in any format `parse` reads, or with --dlx1 an exact cover problem in Knuth's\n"
    "DLX1 format. Output, one line per figure:\n"
    "  nodes: <mean> +- <standard error> (<P> probes, seed <S>)\n"
    "  updates: ...\n"
    "  solutions: ...\n"
    "With --run the whole search is run too (all solutions) and each line ends with\n"
    "  , real <count> (estimate/real <ratio>)\n"
    "--budget bounds that run: when it runs out, stderr says \"undecided: ...\", exit status 3.\n"
    "The same seed gives the same probes on every machine.";

struct Target {
  Matrix matrix;
  int side = 0;  // the board's side for a Sudoku (the budget's default), 0 for DLX1
};

std::optional<Target> read_target(const EstimateOptions& options) {
  const std::optional<std::string> text = read_input(options.file, kMaxDlx1TextBytes);
  if (!text) return std::nullopt;
  Target target;
  if (options.dlx1) {
    const Result<ExactCoverProblem> problem = parse_dlx1(*text);
    if (!problem) {
      report_error(options.file + ": " + problem.error().message);
      return std::nullopt;
    }
    build_matrix(*problem, target.matrix);
    return target;
  }
  const Result<ParsedPuzzle> parsed = parse_puzzle(*text);
  if (!parsed) {
    report_error(options.file + ": " + parsed.error().message + " (for a DLX1 problem, add --dlx1)");
    return std::nullopt;
  }
  SolverContext pool;
  SudokuSolver& solver = pool.for_rules(parsed->grid.shape(), parsed->variant);
  const Result<bool> loaded = solver.load(parsed->grid);
  if (!loaded) {
    report_error(options.file + ": " + loaded.error().message);
    return std::nullopt;
  }
  target.matrix = solver.matrix();
  target.side = parsed->grid.size();
  return target;
}

std::string number(double x) {
  char buffer[64];
  // Small figures keep two decimals: a spread of 0.03 must not read as none.
  std::snprintf(buffer, sizeof buffer, x < 100 ? "%.2f" : x < 1e15 ? "%.1f" : "%.4g", x);
  return buffer;
}

std::string ratio(double x) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3f", x);
  return buffer;
}

int run_estimate(const EstimateOptions& options) {
  std::optional<Target> target = read_target(options);
  if (!target) return kExitFailure;
  const EstimateReport report = estimate_search(target->matrix, static_cast<int>(options.probes), options.seed);
  Counters real;
  bool undecided = false;
  SearchLimit limit;
  if (options.run) {
    limit = target->side ? options.budget.for_board(target->side) : options.budget.for_search();
    SearchOptions search_options;
    search_options.solution_limit = 0;
    search_options.node_budget = limit.budget.nodes;
    Search search(target->matrix, search_options);
    QuietObserver quiet;
    undecided = run_within(search, quiet, limit.budget) == SearchStatus::budget_exhausted;
    real = search.counters();
  }
  const auto line = [&](const char* name, double mean, double spread, std::uint64_t exact) {
    std::cout << name << ": " << number(mean) << " +- " << number(spread) << " (" << options.probes << " probes, seed "
              << options.seed << ")";
    if (options.run && !undecided) {
      std::cout << ", real " << exact << " (estimate/real ";
      std::cout << (exact ? ratio(mean / static_cast<double>(exact)) : std::string("-")) << ")";
    }
    std::cout << '\n';
  };
  line("nodes", report.mean.nodes, report.standard_error.nodes, real.nodes);
  line("updates", report.mean.updates, report.standard_error.updates, real.updates);
  line("solutions", report.mean.solutions, report.standard_error.solutions, real.solutions);
  std::cout.flush();
  if (!undecided) return kExitOk;
  report_error("undecided: the search was not finished, so there is no real count to compare; " + limit.ran_out(real));
  return kExitUndecided;
}

}  // namespace

Command add_estimate_command(CLI::App& app) {
  auto options = std::make_shared<EstimateOptions>();
  CLI::App* sub = app.add_subcommand("estimate", "Estimate the size of the search tree by random probes (Knuth)");
  sub->footer(kEstimateHelp);
  sub->add_option("FILE", options->file, "Sudoku or DLX1 file, or '-' for stdin (the default)");
  sub->add_flag("--dlx1", options->dlx1, "FILE is an exact cover problem in Knuth's DLX1 format");
  sub->add_option("--probes", options->probes, "Number of random probes")
      ->type_name("N")
      ->transform(whole_number(1, kMaxProbes))
      ->capture_default_str();
  sub->add_option("--seed", options->seed, "Seed of the probes' random choices")
      ->type_name("S")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_flag("--run", options->run, "Also run the whole search and print the real counts beside the estimate");
  options->budget.add_to(*sub, "Budget of the --run search: a time (10s, 500ms, 2m) or nodes (1e6n); default none");
  return {sub, [options] { return run_estimate(*options); }};
}

}  // namespace dlx::cli
