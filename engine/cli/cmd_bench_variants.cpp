// `dlx-sudoku bench-variants`: per variant, generates --count 9x9 puzzles (seeds S, S+1, ...),
// timing each generate() call, then times the first solution and the uniqueness check of each
// puzzle (µs), and for killer the options per cage of the exact-cover encoding. Every puzzle is
// checked (exactly one solution, the solution obeys every house and cage; a failure is exit 1).
// bench/variants.sh runs it beside Solo's own generator for the same variants.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "cli_common.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/variants/variant.hpp"

namespace dlx::cli {
namespace {

struct BenchVariantsOptions {
  int count = 10;
  std::uint64_t seed = 1;
  std::vector<std::string> variants;
  std::uint64_t max_fillings = kMaxCageFillings;
};

constexpr const char* kBenchVariantsHelp =
    "Per variant (default: x windoku jigsaw killer killer+x jigsaw+x), --count 9x9 puzzles from\n"
    "seeds S, S+1, ...: median and mean ms per generated puzzle, mean clues (and cages), then µs per\n"
    "puzzle for the first solution and for the uniqueness check (count to 2, median of 5 runs each;\n"
    "median and mean over the puzzles, as a few slow killers weigh on the mean),\n"
    "and for killer the options per cage (mean, max) and how many cages were encoded by their\n"
    "combinations. Every puzzle is checked (unique; the solution breaks no house or cage).";

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double mean(const std::vector<double>& v) {
  double total = 0;
  for (double x : v) total += x;
  return v.empty() ? 0 : total / static_cast<double>(v.size());
}

template <class F>
double micros(F f) {
  std::vector<double> runs;
  for (int r = 0; r < 5; ++r) {
    const auto start = std::chrono::steady_clock::now();
    f();
    runs.push_back(seconds_since(start) * 1e6);
  }
  return median(runs);
}

int run_bench_variants(const BenchVariantsOptions& options) {
  std::vector<std::string> variants = options.variants;
  if (variants.empty()) variants = {"x", "windoku", "jigsaw", "killer", "killer+x", "jigsaw+x"};
  std::printf("%-10s %9s %9s %7s %7s %10s %10s %10s %10s %15s %9s\n", "variant", "gen med", "gen mean", "clues",
              "cages", "solve µs", "(mean)", "unique µs", "(mean)", "opts/cage mean", "max/combo");
  for (const std::string& name : variants) {
    Result<VariantRequest> request = parse_variant_request(name);
    if (!request) {
      report_error(request.error().message);
      return kExitUsage;
    }
    std::vector<double> gen_ms, solve_us, unique_us, clues, cages, options_per_cage;
    int most_options = 0, by_combinations = 0;
    for (int i = 0; i < options.count; ++i) {
      GenerateOptions g;
      g.variant = *request;
      g.seed = options.seed + static_cast<std::uint64_t>(i);
      const auto start = std::chrono::steady_clock::now();
      Result<Generated> made = generate(g);
      gen_ms.push_back(seconds_since(start) * 1e3);
      if (!made) {
        report_error(name + " seed " + std::to_string(g.seed) + ": " + made.error().message);
        return kExitFailure;
      }
      const Rules rules = Rules::make(made->puzzle.shape(), made->variant).value();
      SudokuSolver solver(rules);
      solver.set_max_cage_fillings(options.max_fillings);
      Result<CountResult> counted = solver.count(made->puzzle, 2);
      if (!counted || counted->count != 1 || !find_conflicts(rules, *counted->first).empty() ||
          !find_cage_problems(rules, *counted->first).empty()) {
        report_error(name + " seed " + std::to_string(g.seed) +
                     ": WRONG: the puzzle is not unique or its solution breaks a rule");
        return kExitFailure;
      }
      solve_us.push_back(micros([&] { (void)solver.solve(made->puzzle); }));
      unique_us.push_back(micros([&] { (void)solver.count(made->puzzle, 2); }));
      clues.push_back(made->clues);
      cages.push_back(static_cast<double>(made->variant.cages.size()));
      (void)solver.count(made->puzzle, 2);
      for (std::size_t k = 0; k < solver.cage_option_counts().size(); ++k) {
        options_per_cage.push_back(solver.cage_option_counts()[k]);
        most_options = std::max(most_options, solver.cage_option_counts()[k]);
        by_combinations += solver.cage_by_combinations()[k];
      }
    }
    char per_cage[64] = "-";
    if (!options_per_cage.empty()) std::snprintf(per_cage, sizeof per_cage, "%.1f", mean(options_per_cage));
    char most[64] = "-";
    if (!options_per_cage.empty()) std::snprintf(most, sizeof most, "%d/%d", most_options, by_combinations);
    std::printf("%-10s %9.2f %9.2f %7.1f %7.1f %10.1f %10.1f %10.1f %10.1f %15s %9s\n", name.c_str(), median(gen_ms),
                mean(gen_ms), mean(clues), mean(cages), median(solve_us), mean(solve_us), median(unique_us),
                mean(unique_us), per_cage, most);
  }
  return kExitOk;
}

}  // namespace

Command add_bench_variants_command(CLI::App& app) {
  auto options = std::make_shared<BenchVariantsOptions>();
  CLI::App* sub = app.add_subcommand("bench-variants", "Time variant generation, solving and uniqueness (9x9)");
  sub->footer(kBenchVariantsHelp);
  sub->add_option("--count", options->count, "Puzzles per variant")
      ->transform(whole_number(0, 1000000))
      ->capture_default_str();
  sub->add_option("--seed", options->seed, "Seed of the first puzzle")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_option("--max-fillings", options->max_fillings,
                  "Solve and check with cages of more fillings than this encoded by combinations")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_option("VARIANT", options->variants, "Variants: x, windoku, jigsaw, killer, killer+x, jigsaw+x, ...");
  return {sub, [options] { return run_bench_variants(*options); }};
}

}  // namespace dlx::cli
