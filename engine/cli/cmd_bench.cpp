// `dlx-sudoku bench`: times the engine on puzzle lists (first solution, then the uniqueness check)
// and on DLX1 exact cover problems (count every cover). Every answer is verified, because a fast
// wrong solver is worthless; timings use steady_clock and repeat small inputs to a minimum time.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <type_traits>

#include "cli_common.hpp"
#include "dlx/cover/cover_engines.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/formats/puzzle_format.hpp"

namespace dlx::cli {
namespace {

struct BenchOptions {
  std::vector<std::string> files;
  bool limit_only = false;
  bool exact_cover = false;
  bool json = false;
  double min_seconds = 0.5;
  std::string engine = "dlx";
};

constexpr const char* kBenchHelp =
    "For each puzzle file: reads and parses every line (blank and '#' lines skipped, invalid lines\n"
    "counted and skipped), solves every puzzle (first solution) and checks the answer completes\n"
    "the givens without conflict (a wrong answer is a hard error: exit status 1), then runs the\n"
    "uniqueness check (count with limit 2). Each pass is repeated until it has run --min-time\n"
    "seconds. Printed per file: puzzles, µs/puzzle and puzzles/s for both passes, their ratio,\n"
    "average DLX nodes and updates per puzzle, and whole-process figures (read + parse + one\n"
    "solving pass, measured in one go).\n"
    "With --exact-cover the files are DLX1 problems and every cover is counted, by Dancing Links\n"
    "(DLX1's counters) or, with --engine cells, by dancing cells (SSXC1's counters), or with\n"
    "--engine bits on bitsets.\n"
    "With --json each file gives one JSON object on one line instead.";

// The puzzles of one file, parsed once; `solver[k]` is the pooled solver of puzzle k's shape, so the
// timed loops do no map lookups.
struct PuzzleSet {
  std::vector<Grid> grids;  // parsed, without conflicting givens
  std::vector<int> lines;   // input line of each puzzle, for error messages
  std::vector<SudokuSolver*> solver;
  int invalid = 0;
  double read_seconds = 0, parse_seconds = 0;
};

bool load_puzzles(const std::string& path, SolverContext& pool, PuzzleSet& set) {
  const auto start = std::chrono::steady_clock::now();
  // Benchmark lists are big (17clue.txt is 4 MB), but not without bound.
  std::optional<std::string> text = read_input(path, std::size_t{256} << 20);
  if (!text) return false;
  set.read_seconds = seconds_since(start);
  const auto parse_start = std::chrono::steady_clock::now();
  std::string_view rest = *text;
  for (int number = 1; !rest.empty(); ++number) {
    // "\n", "\r\n" and a lone "\r" each end a line, as for solve.
    const size_t end = std::min(rest.find_first_of("\r\n"), rest.size());
    std::string_view line = rest.substr(0, end);
    rest.remove_prefix(std::min(end + (rest.substr(end, 2) == "\r\n" ? 2 : 1), rest.size()));
    if (is_passthrough_line(line)) continue;
    Result<ParsedPuzzle> parsed = parse_puzzle_line(line, number);
    if (!parsed) {
      ++set.invalid;
      continue;
    }
    set.grids.push_back(std::move(parsed.value().grid));
    set.lines.push_back(number);
  }
  // Conflicting givens make a line invalid (as in `solve`); dropping them here means any engine
  // error during the timed passes is a real failure.
  std::vector<Grid> grids;
  std::vector<int> lines;
  for (size_t k = 0; k < set.grids.size(); ++k) {
    SudokuSolver& solver = pool.for_shape(set.grids[k].shape());
    if (!find_conflicts(solver.rules(), set.grids[k]).empty()) {
      ++set.invalid;
      continue;
    }
    grids.push_back(std::move(set.grids[k]));
    lines.push_back(set.lines[k]);
    set.solver.push_back(&solver);
  }
  set.grids = std::move(grids);
  set.lines = std::move(lines);
  set.parse_seconds = seconds_since(parse_start);
  return true;
}

// Empty when `solution` is a full grid that keeps every given and breaks no rule; else why not.
std::string check_solution(const Rules& rules, const Grid& givens, const Grid& solution) {
  if (solution.shape() != givens.shape()) return "the solution has another shape";
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (solution[cell] < 1 || solution[cell] > givens.size())
      return "cell " + cell_name(givens.shape(), cell) + " is empty";
    if (givens[cell] != 0 && solution[cell] != givens[cell])
      return "given " + cell_name(givens.shape(), cell) + " was changed";
  }
  const std::vector<Conflict> conflicts = find_conflicts(rules, solution);
  if (!conflicts.empty()) return describe(rules, conflicts.front());
  return {};
}

struct PassFigures {
  double seconds = 0;  // all passes
  int passes = 0;
  double first_pass_seconds = 0;
  double nodes = 0, updates = 0;  // totals of the first pass
};

struct Tally {
  int unique = 0, multiple = 0, none = 0;
};

// Runs `solve_one(k, first_pass)` over every puzzle until min_seconds have passed. The first pass
// records what the checks need; the checks run after timing so they do not count as solving.
template <class SolveOne>
void timed_passes(const PuzzleSet& set, double min_seconds, PassFigures& figures, SolveOne solve_one) {
  const auto start = std::chrono::steady_clock::now();
  do {
    const bool first_pass = figures.passes == 0;
    for (size_t k = 0; k < set.grids.size(); ++k) solve_one(k, first_pass);
    if (first_pass) figures.first_pass_seconds = seconds_since(start);
    ++figures.passes;
  } while (seconds_since(start) < min_seconds && !set.grids.empty());
  figures.seconds = seconds_since(start);
}

// What the first pass of either kind saw for puzzle k.
struct Answers {
  std::vector<std::optional<Grid>> solution;  // the (first) solution, if any
  std::vector<std::uint64_t> count;           // solve: 0 or 1; count: 0, 1 or 2
  std::vector<std::string> error;             // engine errors: none are expected after load_puzzles
  explicit Answers(size_t n) : solution(n), count(n, 0), error(n) {}
};

bool wrong(const std::string& path, int line, const std::string& why) {
  report_error(path + ":" + std::to_string(line) + ": WRONG ANSWER: " + why);
  return false;
}

// Every recorded answer is a valid completion of its puzzle; a second pass's answers (if given)
// agree on which puzzles have a solution.
bool verify(const std::string& path, const PuzzleSet& set, const Answers& answers, const Answers* other) {
  for (size_t k = 0; k < set.grids.size(); ++k) {
    if (!answers.error[k].empty()) return wrong(path, set.lines[k], "engine error: " + answers.error[k]);
    if (other && (answers.count[k] > 0) != (other->count[k] > 0)) {
      return wrong(path, set.lines[k], "solve and count disagree on whether the puzzle has a solution");
    }
    if (answers.count[k] == 0) continue;
    if (!answers.solution[k]) return wrong(path, set.lines[k], "solutions were reported but none returned");
    const std::string why = check_solution(set.solver[k]->rules(), set.grids[k], *answers.solution[k]);
    if (!why.empty()) return wrong(path, set.lines[k], why);
  }
  return true;
}

template <class Outcome>
void record(Answers& answers, PassFigures& figures, size_t k, Result<Outcome>& result, std::uint64_t count,
            std::optional<Grid>& solution) {
  figures.nodes += static_cast<double>(result->counters.nodes);
  figures.updates += static_cast<double>(result->counters.updates);
  answers.count[k] = count;
  answers.solution[k] = std::move(solution);
}

void bench_first_solution(const PuzzleSet& set, double min_seconds, PassFigures& figures, Answers& answers) {
  timed_passes(set, min_seconds, figures, [&](size_t k, bool first_pass) {
    Result<SolveResult> result = set.solver[k]->solve(set.grids[k]);
    if (!first_pass) return;  // later passes only repeat the timing
    if (!result) {
      answers.error[k] = result.error().message;
      return;
    }
    const bool solved = result->status == SolveStatus::solved;
    record(answers, figures, k, result, solved ? 1 : 0, result.value().solution);
  });
}

void bench_uniqueness(const PuzzleSet& set, double min_seconds, PassFigures& figures, Answers& answers) {
  timed_passes(set, min_seconds, figures, [&](size_t k, bool first_pass) {
    Result<CountResult> result = set.solver[k]->count(set.grids[k], 2);
    if (!first_pass) return;
    if (!result) {
      answers.error[k] = result.error().message;
      return;
    }
    record(answers, figures, k, result, result->count, result.value().first);
  });
}

Tally tally_of(const Answers& answers) {
  Tally tally;
  for (std::uint64_t n : answers.count) (n == 0 ? tally.none : n == 1 ? tally.unique : tally.multiple) += 1;
  return tally;
}

double micros_per(double seconds, double count) { return count > 0 ? seconds * 1e6 / count : 0; }

void print_pass(const char* name, const PassFigures& f, size_t puzzles) {
  const double n = static_cast<double>(puzzles);
  const double us = micros_per(f.seconds, n * f.passes);
  std::cout << "  " << name << fixed(us, 2) << " µs/puzzle  " << fixed(us > 0 ? 1e6 / us : 0, 0) << " puzzles/s  nodes "
            << fixed(n ? f.nodes / n : 0, 1) << "  updates " << fixed(n ? f.updates / n : 0, 1) << "  (" << f.passes
            << " pass" << (f.passes == 1 ? "" : "es") << ", " << fixed(f.seconds, 2) << " s)\n";
}

void json_pass(const char* key, const PassFigures& f, size_t puzzles) {
  const double n = static_cast<double>(puzzles);
  std::cout << ",\"" << key << "_us\":" << fixed(micros_per(f.seconds, n * f.passes), 3) << ",\"" << key
            << "_nodes\":" << fixed(n ? f.nodes / n : 0, 2) << ",\"" << key
            << "_updates\":" << fixed(n ? f.updates / n : 0, 2) << ",\"" << key << "_passes\":" << f.passes;
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + '"';
}

void report_puzzles(const std::string& path, const BenchOptions& options, const PuzzleSet& set, const Tally& tally,
                    const PassFigures* first, const PassFigures& uniq) {
  const size_t n = set.grids.size();
  const double load = set.read_seconds + set.parse_seconds;
  const double whole_uniq = micros_per(load + uniq.first_pass_seconds, static_cast<double>(n));
  const double whole_first = first ? micros_per(load + first->first_pass_seconds, static_cast<double>(n)) : 0;
  const double uniq_us = micros_per(uniq.seconds, static_cast<double>(n) * uniq.passes);
  const double first_us = first ? micros_per(first->seconds, static_cast<double>(n) * first->passes) : 0;
  const double ratio = first_us > 0 ? uniq_us / first_us : 0;
  if (options.json) {
    std::cout << "{\"file\":" << json_string(path) << ",\"puzzles\":" << n << ",\"invalid\":" << set.invalid
              << ",\"unique\":" << tally.unique << ",\"multiple\":" << tally.multiple << ",\"none\":" << tally.none;
    if (first) json_pass("first", *first, n);
    json_pass("uniq", uniq, n);
    if (first) std::cout << ",\"ratio\":" << fixed(ratio, 3) << ",\"whole_first_us\":" << fixed(whole_first, 3);
    std::cout << ",\"whole_uniq_us\":" << fixed(whole_uniq, 3)
              << ",\"read_us\":" << fixed(micros_per(set.read_seconds, static_cast<double>(n)), 3)
              << ",\"parse_us\":" << fixed(micros_per(set.parse_seconds, static_cast<double>(n)), 3) << "}\n";
    return;
  }
  std::cout << path << ": " << n << " puzzles (" << set.invalid << " invalid lines skipped): " << tally.unique
            << " unique, " << tally.multiple << " with several solutions, " << tally.none << " with none\n";
  if (first) print_pass("first solution    ", *first, n);
  print_pass("uniqueness (<=2)  ", uniq, n);
  if (first) std::cout << "  ratio uniqueness/first " << fixed(ratio, 2) << '\n';
  std::cout << "  whole process, one pass (read " << fixed(micros_per(set.read_seconds, static_cast<double>(n)), 2)
            << " + parse/check " << fixed(micros_per(set.parse_seconds, static_cast<double>(n)), 2)
            << " µs/puzzle + solving): ";
  if (first) std::cout << "first " << fixed(whole_first, 2) << " µs/puzzle, ";
  std::cout << "uniqueness " << fixed(whole_uniq, 2) << " µs/puzzle\n";
}

int bench_puzzle_file(const std::string& path, const BenchOptions& options, SolverContext& pool) {
  PuzzleSet set;
  if (!load_puzzles(path, pool, set)) return kExitFailure;
  const size_t n = set.grids.size();
  if (n == 0) {  // "0.00 µs/puzzle" would read as a figure
    report_error(path + ": no puzzle to time: " +
                 (set.invalid == 0
                      ? std::string("the file has no puzzle lines (blank and '#' lines are skipped)")
                      : "its " + std::to_string(set.invalid) + " puzzle line" + (set.invalid == 1 ? " is" : "s are") +
                            " invalid (`dlx-sudoku solve " + path + "` says why)"));
    return kExitFailure;
  }
  PassFigures first, uniq;
  Answers first_answers(n), uniq_answers(n);
  if (!options.limit_only) bench_first_solution(set, options.min_seconds, first, first_answers);
  bench_uniqueness(set, options.min_seconds, uniq, uniq_answers);
  if (!options.limit_only && !verify(path, set, first_answers, &uniq_answers)) return kExitFailure;
  if (!verify(path, set, uniq_answers, nullptr)) return kExitFailure;
  report_puzzles(path, options, set, tally_of(uniq_answers), options.limit_only ? nullptr : &first, uniq);
  return kExitOk;
}

int bench_exact_cover_file(const std::string& path, const BenchOptions& options) {
  std::optional<std::string> text = read_input(path, kMaxDlx1TextBytes);
  if (!text) return kExitFailure;
  Result<ExactCoverProblem> problem = parse_dlx1(*text);
  if (!problem) {
    report_error(path + ": " + problem.error().message);
    return kExitFailure;
  }
  Matrix matrix;
  build_matrix(*problem, matrix);
  if (!cover_engine_fits(options.engine, matrix, path)) return kExitFailure;
  const SearchOptions count_all{0, 0, Branching::fewest_options, nullptr};
  Counters counters;
  int runs = 0;
  const auto start = std::chrono::steady_clock::now();
  with_cover_engine(options.engine, matrix, [&](auto& engine_matrix) {
    do {  // a finished search leaves the structure ready for another (restored links, or laid out afresh)
      SearchFor<std::decay_t<decltype(engine_matrix)>> search(engine_matrix, count_all);
      search.run();
      counters = search.counters();
      ++runs;
    } while (seconds_since(start) < options.min_seconds);
  });
  const double seconds = seconds_since(start) / runs;
  if (options.json) {
    std::cout << "{\"file\":" << json_string(path) << ",\"engine\":" << json_string(options.engine)
              << ",\"items\":" << problem->item_names.size() << ",\"options\":" << problem->options.size()
              << ",\"solutions\":" << counters.solutions << ",\"nodes\":" << counters.nodes
              << ",\"updates\":" << counters.updates << ",\"seconds\":" << fixed(seconds, 6) << ",\"runs\":" << runs
              << "}\n";
    return kExitOk;
  }
  std::cout << path << ": " << problem->item_names.size() << " items, " << problem->options.size()
            << " options, engine " << options.engine
            << (options.engine == "cells"  ? " (dancing cells; SSXC1's counters)\n"
                : options.engine == "bits" ? " (bitsets)\n"
                                           : " (Dancing Links; DLX1's counters)\n")
            << "  solutions=" << counters.solutions << " nodes=" << counters.nodes << " updates=" << counters.updates
            << '\n'
            << "  " << fixed(seconds * 1e3, 3) << " ms per full count (" << runs << " run" << (runs == 1 ? "" : "s")
            << "), " << fixed(static_cast<double>(counters.updates) / seconds / 1e6, 1) << " M updates/s\n";
  return kExitOk;
}

// Every file is timed and every failure reported, as `solve` reads on past a file it cannot; the
// exit status is the first failure's.
int run_bench(const BenchOptions& options) {
  SolverContext pool;
  int first_failure = kExitOk;
  for (const std::string& path : options.files) {
    const int status =
        options.exact_cover ? bench_exact_cover_file(path, options) : bench_puzzle_file(path, options, pool);
    std::cout.flush();
    if (first_failure == kExitOk) first_failure = status;
  }
  return first_failure;
}

}  // namespace

Command add_bench_command(CLI::App& app) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* sub = app.add_subcommand("bench", "Time the solver on puzzle lists or DLX1 problems");
  sub->footer(kBenchHelp);
  sub->add_option("FILE", options->files, "Puzzle list files (or DLX1 files with --exact-cover)")->required();
  sub->add_flag("--limit-only", options->limit_only, "Skip the first-solution pass: time only the uniqueness check");
  sub->add_flag("--exact-cover", options->exact_cover, "FILEs are DLX1 problems: time counting every cover");
  sub->add_flag("--json", options->json, "One JSON object per file instead of text");
  sub->add_option("--engine", options->engine, "With --exact-cover: dlx (Dancing Links), cells (dancing cells) or bits")
      ->check(CLI::IsMember({"dlx", "cells", "bits"}))
      ->capture_default_str();
  sub->add_option("--min-time", options->min_seconds, "Repeat each pass until it has run this long")
      ->type_name("SECONDS")
      ->check(seconds_up_to(3600))
      ->capture_default_str();
  return {sub, [options] { return run_bench(*options); }};
}

}  // namespace dlx::cli
