// `dlx-sudoku generate`: puzzles from the seeded generator, one per line. Puzzle i of a run uses
// seed S+i, so any single line can be reproduced on its own with `--seed S+i --count 1`.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include "cli_common.hpp"
#include "dlx/generator.hpp"
#include "dlx/grader.hpp"
#include "dlx/puzzle_format.hpp"

namespace dlx::cli {
namespace {

struct GenerateCliOptions {
  int count = 1;
  std::optional<std::uint64_t> seed;
  std::string symmetry = "none";
  bool minimal = false;
  int clues = 0;
  std::optional<int> size;
  std::string box;  // "RxC"
  bool with_solution = false;
  std::string difficulty;
  int attempts = 0;
  double budget_ms = 0;
  bool with_rating = false;
};

constexpr const char* kGenerateHelp =
    "Output: one puzzle per line as N*N symbols ('.' = empty, 10..25 as A..P); with\n"
    "--with-solution a space and the solution follow. Puzzle i (0-based) uses seed S+i, so\n"
    "`--seed S+i --count 1` reproduces line i alone. Without --seed a time-based seed is chosen\n"
    "and printed on stderr. Every puzzle has exactly one solution.\n"
    "--difficulty LEVEL (easy, medium, hard, expert, extreme, diabolical; 9x9 and smaller) makes\n"
    "every puzzle rate exactly at that level (see `rate --help` for the scale); each puzzle may\n"
    "take several full grids (--attempts per puzzle, default per level) within --budget ms per\n"
    "puzzle (default none). When a budget runs out the run stops with exit status 1 and says which\n"
    "level was missed and the closest level reached. --with-rating appends ' <level> <score>\n"
    "<hardest technique>' to each line.";

// "3x4" -> Shape::make(3, 4): boxes 3 rows tall and 4 columns wide (a 12x12 board).
Result<Shape> parse_box(const std::string& text) {
  const size_t x = text.find_first_of("xX");
  int rows = 0, cols = 0;
  try {
    size_t used_rows = 0, used_cols = 0;
    if (x == std::string::npos) throw std::invalid_argument("no x");
    rows = std::stoi(text.substr(0, x), &used_rows);
    cols = std::stoi(text.substr(x + 1), &used_cols);
    if (used_rows != x || used_cols != text.size() - x - 1) throw std::invalid_argument("trailing");
  } catch (const std::exception&) {
    return make_error("argument", "--box expects ROWSxCOLS, e.g. 2x3, not '" + text + "'");
  }
  return Shape::make(rows, cols);
}

Result<Shape> chosen_shape(const GenerateCliOptions& options) {
  if (!options.box.empty()) return parse_box(options.box);
  if (options.size) return Shape::for_size(*options.size);
  return Shape::classic();
}

std::uint64_t time_seed() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::microseconds>(now).count());
}

int run_generate(const GenerateCliOptions& cli) {
  Result<Shape> shape = chosen_shape(cli);
  if (!shape) {
    report_error(shape.error().message);
    return kExitUsage;
  }
  Result<Symmetry> symmetry = parse_symmetry(cli.symmetry);
  if (!symmetry) {
    report_error(symmetry.error().message);
    return kExitUsage;
  }
  std::uint64_t seed = 0;
  if (cli.seed) {
    seed = *cli.seed;
  } else {
    seed = time_seed();
    std::cerr << "dlx-sudoku: seed " << seed << " (pass --seed " << seed << " to reproduce)\n";
  }
  GenerateOptions options;
  options.shape = *shape;
  options.symmetry = *symmetry;
  options.target_clues = cli.clues;
  options.minimal = cli.minimal;
  if (!cli.difficulty.empty()) {
    Result<Level> level = parse_level(cli.difficulty);
    if (!level) {
      report_error(level.error().message);
      return kExitUsage;
    }
    options.difficulty = *level;
  }
  options.max_attempts = cli.attempts;
  options.time_budget_ms = cli.budget_ms;
  for (int i = 0; i < cli.count; ++i) {
    options.seed = seed + static_cast<std::uint64_t>(i);
    Result<Generated> generated = generate(options);
    if (!generated) {
      std::cout.flush();
      report_error(generated.error().message);
      return generated.error().code == "argument" ? kExitUsage : kExitFailure;
    }
    std::cout << format_line(generated->puzzle);
    if (cli.with_solution) std::cout << ' ' << format_line(generated->solution);
    if (cli.with_rating) {
      std::cout << ' ' << rating_text(generated->rating ? *generated->rating : rate(generated->puzzle));
    }
    std::cout << '\n';
  }
  std::cout.flush();
  return kExitOk;
}

}  // namespace

Command add_generate_command(CLI::App& app) {
  auto options = std::make_shared<GenerateCliOptions>();
  CLI::App* sub = app.add_subcommand("generate", "Generate puzzles with a unique solution");
  sub->footer(kGenerateHelp);
  sub->add_option("--count", options->count, "How many puzzles")
      ->type_name("N")
      ->check(whole_number())
      ->capture_default_str();
  sub->add_option("--seed", options->seed, "Seed of the first puzzle (puzzle i uses S+i)")
      ->type_name("S")
      ->check(whole_number());
  sub->add_option("--symmetry", options->symmetry, "Clue pattern symmetry")
      ->check(CLI::IsMember({"none", "rot180", "mirror", "rot90", "diagonal"}))
      ->capture_default_str();
  sub->add_flag("--minimal", options->minimal,
                "Guarantee no single clue can be removed (ignores --clues; not with a symmetry)");
  sub->add_option("--clues", options->clues, "Stop digging at K clues (0 = dig as far as uniqueness allows)")
      ->type_name("K")
      ->check(whole_number())
      ->capture_default_str();
  CLI::Option* size =
      sub->add_option("--size", options->size, "Side N with its usual boxes (4, 6, 8, 9, 12, 16, ...)")->type_name("N");
  CLI::Option* box =
      sub->add_option("--box", options->box, "Box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default 3x3)")->type_name("RxC");
  size->excludes(box);
  sub->add_flag("--with-solution", options->with_solution, "Append ' <solution>' to each line");
  sub->add_option("--difficulty", options->difficulty, "Rate every puzzle exactly at LEVEL")
      ->type_name("LEVEL")
      ->check(CLI::IsMember({"easy", "medium", "hard", "expert", "extreme", "diabolical"}, CLI::ignore_case));
  sub->add_option("--attempts", options->attempts, "Full grids to try per puzzle for a difficulty (0 = default)")
      ->type_name("N")
      ->check(whole_number())
      ->capture_default_str();
  sub->add_option("--budget", options->budget_ms, "Time budget per puzzle for a difficulty, in ms (0 = none)")
      ->type_name("MS")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  sub->add_flag("--with-rating", options->with_rating, "Append ' <level> <score> <hardest technique>' to each line");
  return {sub, [options] { return run_generate(*options); }};
}

}  // namespace dlx::cli
