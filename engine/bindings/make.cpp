// The call that makes puzzles: generate(options), and the reading of its options object (full
// module only). What combinations are valid (minimal with a symmetry, square boxes for rot90,
// levels up to 9x9, the clue target's range) is the generator's own policy (generate() in
// generator.hpp); this file reads JS values into GenerateOptions. Siblings: calls.hpp,
// convert.hpp, records.hpp, play.cpp, grade.cpp, teach.cpp, embind.cpp.
#include <algorithm>
#include <iterator>
#include <string>

#include "calls.hpp"
#include "dlx/generator/generator.hpp"
#include "records.hpp"

namespace dlx::bindings {
namespace {

// Every option name: a misspelt one ("sise: 16") would otherwise be ignored, and another puzzle
// made than asked.
constexpr const char* kOptions[] = {"seed",    "size",    "boxRows",    "boxCols",     "symmetry",    "clues",
                                    "minimal", "variant", "difficulty", "maxAttempts", "timeBudgetMs"};

Result<bool> known_options(const val& options) {
  const val keys = val::global("Object").call<val>("keys", options);
  for (unsigned k = 0, n = keys["length"].as<unsigned>(); k < n; ++k) {
    const std::string key = keys[k].as<std::string>();
    if (std::none_of(std::begin(kOptions), std::end(kOptions), [&](const char* known) { return key == known; })) {
      std::string list;
      for (const char* known : kOptions) list += (list.empty() ? "" : ", ") + std::string(known);
      return make_error("argument",
                        "generate options: '" + key.substr(0, 40) + "' is not an option; the options are " + list);
    }
  }
  return true;
}

// A name option (undefined/null: unset) read by the engine's own parser of that name.
template <class T, class Parse>
Result<bool> name_option(const val& v, const char* name, const char* expected, Parse parse, T& into) {
  if (v.isUndefined() || v.isNull()) return false;
  if (!v.isString()) return argument_error(name, expected, v);
  auto parsed = parse(v.as<std::string>());
  if (!parsed) return parsed.error();
  into = *parsed;
  return true;
}

// The shape: boxRows and boxCols together, or a side length alone; default 3x3.
Result<Shape> shape_option(const val& options) {
  const bool has_rows = !options["boxRows"].isUndefined(), has_cols = !options["boxCols"].isUndefined();
  if (has_rows != has_cols) {
    return make_error("argument",
                      "give boxRows and boxCols together (for example boxRows: 2, "
                      "boxCols: 3 for 6x6), or size alone");
  }
  if (has_rows) {
    auto rows = count_arg(options["boxRows"], "boxRows", 3, kMaxSize);
    if (!rows) return rows.error();
    auto cols = count_arg(options["boxCols"], "boxCols", 3, kMaxSize);
    if (!cols) return cols.error();
    auto shape = Shape::make(static_cast<int>(*rows), static_cast<int>(*cols));
    if (!shape) return shape.error();
    const val size = options["size"];
    if (!size.isUndefined() && !(size.isNumber() && size.as<double>() == shape->size())) {
      return make_error("argument", "give size, or boxRows and boxCols: a " + std::to_string(*rows) + "x" +
                                        std::to_string(*cols) + " box makes a side of " +
                                        std::to_string(shape->size()) + ", not size " + describe_value(size));
    }
    return shape;
  }
  if (options["size"].isUndefined()) return Shape::classic();
  auto size = count_arg(options["size"], "size", 9, kMaxSize);
  if (!size) return size.error();
  return Shape::for_size(static_cast<int>(*size));
}

Result<GenerateOptions> generate_options(val options) {
  if (options.isUndefined() || options.isNull()) options = val::object();
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return argument_error("generate options", "an object like {seed: 42}", options);
  }
  if (auto known = known_options(options); !known) return known.error();
  GenerateOptions settings;
  if (options["seed"].isUndefined() || options["seed"].isNull()) {
    return make_error("argument",
                      "generate options need a seed (a whole number from 0 to 2^53), "
                      "so that the same seed gives the same puzzle");
  }
  auto seed = count_arg(options["seed"], "seed", 0);
  if (!seed) return seed.error();
  settings.seed = *seed;
  auto symmetry =
      name_option(options["symmetry"], "symmetry", "\"none\", \"rot180\", \"mirror\", \"rot90\" or \"diagonal\"",
                  parse_symmetry, settings.symmetry);
  if (!symmetry) return symmetry.error();
  auto clues = count_arg(options["clues"], "clues", 0, kMaxSize * kMaxSize);
  if (!clues) return clues.error();
  settings.target_clues = static_cast<int>(*clues);
  auto minimal = bool_arg(options["minimal"], "minimal", false);
  if (!minimal) return minimal.error();
  settings.minimal = *minimal;
  Level level{};
  auto difficulty = name_option(options["difficulty"], "difficulty", "a level name (\"easy\" ... \"diabolical\")",
                                parse_level, level);
  if (!difficulty) return difficulty.error();
  if (*difficulty) settings.difficulty = level;
  auto attempts = count_arg(options["maxAttempts"], "maxAttempts", 0, kMaxGenerateAttempts);
  if (!attempts) return attempts.error();
  settings.max_attempts = static_cast<int>(*attempts);
  auto budget_ms = count_arg(options["timeBudgetMs"], "timeBudgetMs", 0, kMaxGenerateTimeMs);
  if (!budget_ms) return budget_ms.error();
  settings.time_budget_ms = static_cast<double>(*budget_ms);
  auto shape = shape_option(options);
  if (!shape) return shape.error();
  settings.shape = *shape;
  // variant: "x", "windoku", "jigsaw", "killer" or joined by '+' (the CLI's --variant).
  auto variant =
      name_option(options["variant"], "variant", "\"x\", \"windoku\", \"jigsaw\", \"killer\" or several joined by '+'",
                  parse_variant_request, settings.variant);
  if (!variant) return variant.error();
  return settings;
}

}  // namespace

// Full module only: the first load never generates (new games start from web/game/starter_pool.js),
// and every result up to 9x9 carries the grader's rating.
val generate(val options) {
  auto settings = generate_options(options);
  if (!settings) return failure(settings.error());
  auto generated = dlx::generate(*settings);
  if (!generated) return failure(generated.error());
  val out = success();
  set_shape(out, generated->puzzle.shape());
  out.set("puzzle", format_line(generated->puzzle));
  out.set("solution", format_line(generated->solution));
  out.set("seed", as_number(generated->seed));
  out.set("clues", generated->clues);
  out.set("symmetry", std::string(to_string(settings->symmetry)));
  set_variant(out, generated->puzzle, generated->variant);
  out.set("attempts", generated->attempts);
  // The rating the page files the puzzle under: the one a levelled puzzle met (no second
  // grading), else the grader's for a classic board up to 9x9 (grading a 16x16 costs more than
  // generating it, and the levels are calibrated on 9x9). A variant puzzle has no level here.
  if (generated->variant.classic() && generated->rating) {
    set_rating(out, *generated->rating);
  } else if (generated->variant.classic() && generated->puzzle.size() <= 9) {
    set_rating(out, dlx::rate(generated->puzzle));
  } else {
    out.set("level", val::null());
  }
  return out;
}

}  // namespace dlx::bindings
