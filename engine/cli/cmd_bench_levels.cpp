// `dlx-sudoku bench-levels`: times levelled generation, N puzzles per level (seeds S..S+N-1), and
// checks each one (unique, rated at its level) so a fast wrong generator cannot pass. bench/levels.sh
// runs it beside qqwing and Simon Tatham's Solo and prints the comparison table.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "cli_common.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/uniqueness.hpp"

namespace dlx::cli {
namespace {

struct BenchLevelsOptions {
  int count = 20;
  std::uint64_t seed = 1;
  std::string symmetry = "none";
  std::vector<std::string> levels;
  bool json = false;
};

constexpr const char* kBenchLevelsHelp =
    "Generates --count 9x9 puzzles per level (seeds S, S+1, ...), timing each generate() call on\n"
    "the steady clock, then checks every puzzle: exactly one solution (DLX) and rated at its level\n"
    "(a failed check is a hard error: exit status 1; the check is not timed). Prints per level the\n"
    "median, mean and 90th percentile milliseconds per puzzle, the mean full grids tried per puzzle\n"
    "and the mean clues. With --json one JSON object per level, one per line.";

struct LevelFigures {
  std::vector<double> ms;
  double attempts = 0, clues = 0;
};

double percentile(std::vector<double> values, double p) {
  std::sort(values.begin(), values.end());
  const std::size_t at = std::min(values.size() - 1, static_cast<std::size_t>(p * static_cast<double>(values.size())));
  return values[at];
}

int run_bench_levels(const BenchLevelsOptions& options) {
  const Result<Symmetry> symmetry = parse_symmetry(options.symmetry);
  if (!symmetry) {
    report_error(symmetry.error().message);
    return kExitUsage;
  }
  std::vector<Level> levels;
  for (const std::string& name : options.levels) {
    const Result<Level> level = parse_level(name);
    if (!level) {
      report_error(level.error().message);
      return kExitUsage;
    }
    levels.push_back(*level);
  }
  if (levels.empty()) {
    levels.assign(kLevels.begin(), kLevels.end());
  }
  SudokuSolver checker{Rules(Shape::classic())};
  for (Level level : levels) {
    LevelFigures figures;
    for (int i = 0; i < options.count; ++i) {
      GenerateOptions generate_options;
      generate_options.seed = options.seed + static_cast<std::uint64_t>(i);
      generate_options.symmetry = *symmetry;
      generate_options.difficulty = level;
      const auto start = std::chrono::steady_clock::now();
      const Result<Generated> generated = generate(generate_options);
      figures.ms.push_back(seconds_since(start) * 1000.0);
      if (!generated) {
        report_error(std::string(to_string(level)) + " seed " + std::to_string(generate_options.seed) + ": " +
                     generated.error().message);
        return kExitFailure;
      }
      const Result<UniquenessCheck> check = check_uniqueness(checker, generated->puzzle, Budget{});
      if (!check || check->verdict != UniquenessCheck::Verdict::unique || rate(generated->puzzle).level != level) {
        report_error(std::string(to_string(level)) + " seed " + std::to_string(generate_options.seed) +
                     ": the puzzle is not unique or not rated at its level");
        return kExitFailure;
      }
      figures.attempts += generated->attempts;
      figures.clues += generated->clues;
    }
    const double n = static_cast<double>(options.count);
    double total = 0;
    for (double ms : figures.ms) total += ms;
    const std::string name = to_string(level);
    if (options.json) {
      std::cout << "{\"level\":\"" << name << "\",\"puzzles\":" << options.count
                << ",\"median_ms\":" << fixed(percentile(figures.ms, 0.5), 4) << ",\"mean_ms\":" << fixed(total / n, 4)
                << ",\"p90_ms\":" << fixed(percentile(figures.ms, 0.9), 4)
                << ",\"attempts\":" << fixed(figures.attempts / n, 2) << ",\"clues\":" << fixed(figures.clues / n, 1)
                << "}\n";
    } else {
      std::cout << name << ": " << options.count << " puzzles, median " << fixed(percentile(figures.ms, 0.5), 3)
                << " ms, mean " << fixed(total / n, 3) << " ms, p90 " << fixed(percentile(figures.ms, 0.9), 3)
                << " ms, " << fixed(figures.attempts / n, 2) << " grids/puzzle, " << fixed(figures.clues / n, 1)
                << " clues\n";
    }
    std::cout.flush();
  }
  return kExitOk;
}

}  // namespace

Command add_bench_levels_command(CLI::App& app) {
  auto options = std::make_shared<BenchLevelsOptions>();
  CLI::App* sub = app.add_subcommand("bench-levels", "Time levelled generation per level (checked)");
  sub->footer(kBenchLevelsHelp);
  sub->add_option("--count", options->count, "Puzzles per level")
      ->type_name("N")
      ->transform(whole_number(1, 1000000))
      ->capture_default_str();
  sub->add_option("--seed", options->seed, "Seed of the first puzzle")
      ->type_name("S")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_option("--symmetry", options->symmetry, "Clue pattern symmetry")
      ->check(CLI::IsMember(names_of(kSymmetries)))
      ->capture_default_str();
  sub->add_option("--level", options->levels, "Only these levels (repeatable; default all six)")->type_name("LEVEL");
  sub->add_flag("--json", options->json, "One JSON object per level instead of text");
  return {sub, [options] { return run_bench_levels(*options); }};
}

}  // namespace dlx::cli
