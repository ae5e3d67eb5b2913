// `dlx-sudoku generate`: puzzles from the seeded generator, one per line. Puzzle i of a run uses
// seed S+i, so any single line can be reproduced on its own with `--seed S+i --count 1`.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "cli_output.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"

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
  BudgetOption budget;
  bool with_rating = false;
  std::string variant = "classic";
};

constexpr const char* kGenerateHelp =
    "Output: one puzzle per line as N*N symbols ('.' = empty, 10..25 as A..P), followed by\n"
    "' box=RxC' when the boxes are not the usual shape for the side (--box 3x2: 3 rows by 2\n"
    "columns), so every command reads the line back as the same puzzle; with --with-solution a\n"
    "space and the solution come before the box field. Puzzle i (0-based) uses seed S+i, so\n"
    "`--seed S+i --count 1` reproduces line i alone (S+count-1 must stay below 2^64). Without\n"
    "--seed a time-based seed is chosen and printed on stderr. Every puzzle has exactly one\n"
    "solution.\n"
    "--difficulty LEVEL (easy, medium, hard, expert, extreme, diabolical; 9x9 and smaller) makes\n"
    "every puzzle rate exactly at that level (see `rate --help` for the scale); each puzzle may\n"
    "take several full grids (--attempts per puzzle, default per level).\n"
    "--budget TIME (10s, 500ms, 2m; default none) bounds the time per puzzle, with or without a\n"
    "difficulty. When a budget runs out the run stops with exit status 1 and says how far it got\n"
    "(for a difficulty: the level missed and the closest level reached). --with-rating appends\n"
    "' <level> <score> <hardest technique>' to each line.\n"
    "--variant x|windoku|jigsaw|killer (or joined: killer+x, jigsaw+x) makes X-Sudoku (both\n"
    "diagonals), Windoku (four extra windows), jigsaw (random connected regions instead of boxes)\n"
    "or killer (random cages with sums; givens dug out, then cages merged while unique); the line\n"
    "then carries the rules as fields: rules=x|windoku, regions=<N*N>, cages=<sum>:<cells>,...\n"
    "Variants take --difficulty too (README: which levels exist per variant): X, Windoku and\n"
    "jigsaw every level; killer hard and up (every cage technique weighs 2.6 or more).";

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
    if (cli.count > 0 && seed > UINT64_MAX - static_cast<std::uint64_t>(cli.count - 1)) {
      report_error("--seed " + std::to_string(seed) + " with --count " + std::to_string(cli.count) +
                   " would need seeds beyond 2^64-1 (puzzle i uses seed S+i); choose a smaller seed");
      return kExitUsage;
    }
  } else {
    seed = time_seed();
    std::cerr << "dlx-sudoku: seed " << seed << " (pass --seed " << seed << " to reproduce)\n";
  }
  const BudgetSpec budget = cli.budget.spec();
  if (budget.kind == BudgetSpec::Kind::nodes) {
    report_error(
        "generate's --budget is a time (10s, 500ms, 2m): a node count would stop each of its many "
        "searches, not the whole puzzle");
    return kExitUsage;
  }
  Result<VariantRequest> variant = parse_variant_request(cli.variant);
  if (!variant) {
    report_error(variant.error().message);
    return kExitUsage;
  }
  GenerateOptions options;
  options.shape = *shape;
  options.variant = *variant;
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
  options.time_budget_ms = budget.kind == BudgetSpec::Kind::time ? budget.seconds * 1000 : 0;
  options.clock_ms = [] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
  };
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
    std::cout << box_field(generated->puzzle) << variant_fields(generated->puzzle, generated->variant);
    if (cli.with_rating) {
      Result<Rules> rules = Rules::make(generated->puzzle.shape(), generated->variant);
      std::cout << ' ' << rating_text(generated->rating ? *generated->rating : rate(*rules, generated->puzzle));
    }
    // A line at a time: each puzzle takes milliseconds, so the flush costs nothing, a reader sees
    // each puzzle as it comes, and a closed pipe stops the run at the next puzzle.
    std::cout << '\n' << std::flush;
    if (!output_ok()) return kExitFailure;  // finish_output (cli_main.cpp) says why
  }
  return kExitOk;
}

}  // namespace

Command add_generate_command(CLI::App& app) {
  auto options = std::make_shared<GenerateCliOptions>();
  CLI::App* sub = app.add_subcommand("generate", "Generate puzzles with a unique solution");
  sub->footer(kGenerateHelp);
  sub->add_option("--count", options->count, "How many puzzles")
      ->type_name("N")
      ->transform(whole_number())
      ->capture_default_str();
  sub->add_option("--seed", options->seed, "Seed of the first puzzle (puzzle i uses S+i)")
      ->type_name("S")
      ->transform(whole_number());
  sub->add_option("--symmetry", options->symmetry, "Clue pattern symmetry")
      ->check(CLI::IsMember(names_of(kSymmetries)))
      ->capture_default_str();
  sub->add_flag("--minimal", options->minimal,
                "Guarantee no single clue can be removed (ignores --clues; not with a symmetry)");
  sub->add_option("--clues", options->clues, "Stop digging at K clues (0 = dig as far as uniqueness allows)")
      ->type_name("K")
      ->transform(whole_number())
      ->capture_default_str();
  CLI::Option* size = sub->add_option("--size", options->size, "Side N with its usual boxes (4, 6, 8, 9, 12, 16, ...)")
                          ->type_name("N")
                          ->transform(whole_number(kMinSize, kMaxSize));
  CLI::Option* box =
      sub->add_option("--box", options->box, "Box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default 3x3)")->type_name("RxC");
  size->excludes(box);
  sub->add_flag("--with-solution", options->with_solution, "Append ' <solution>' to each line");
  sub->add_option("--difficulty", options->difficulty, "Rate every puzzle exactly at LEVEL")
      ->type_name("LEVEL")
      ->check(CLI::IsMember(names_of(kLevels), CLI::ignore_case));
  sub->add_option("--attempts", options->attempts, "Full grids to try per puzzle for a difficulty (0 = default)")
      ->type_name("N")
      ->transform(whole_number())
      ->capture_default_str();
  options->budget.add_to(*sub, "Time budget per puzzle: 10s, 500ms, 2m (default none)");
  sub->add_option("--variant", options->variant, "classic, x, windoku, jigsaw, killer, or joined with '+' (killer+x)")
      ->type_name("VARIANT")
      ->capture_default_str();
  sub->add_flag("--with-rating", options->with_rating, "Append ' <level> <score> <hardest technique>' to each line");
  return {sub, [options] { return run_generate(*options); }};
}

}  // namespace dlx::cli
