// Shared plumbing of the dlx-sudoku CLI (see cli_common.hpp): input reading, the solver pool and
// the one-line-in, one-line-out loop of `solve` and `count`.
#include "cli_common.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include <CLI/CLI.hpp>

#include "dlx/puzzle_format.hpp"

namespace dlx::cli {

CLI::Validator whole_number() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos) return {};
        return "expected a whole number >= 0, not '" + text + "'";
      },
      "");
}

void report_error(std::string_view message) { std::cerr << "dlx-sudoku: " << message << '\n'; }

std::optional<std::string> read_input(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    report_error("cannot open " + path + ": " + std::strerror(errno));
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return std::move(text).str();
}

namespace {

void read_lines(std::istream& in, const std::function<void(std::string_view, int)>& on_line) {
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    on_line(line, ++number);
  }
}

}  // namespace

bool for_each_line(const std::vector<std::string>& paths,
                   const std::function<void(std::string_view, int)>& on_line) {
  if (paths.empty()) {
    read_lines(std::cin, on_line);
    return true;
  }
  bool all_read = true;
  for (const std::string& path : paths) {
    if (path == "-") {
      read_lines(std::cin, on_line);
      continue;
    }
    std::ifstream in(path);
    if (!in) {
      report_error("cannot open " + path + ": " + std::strerror(errno));
      all_read = false;
      continue;
    }
    read_lines(in, on_line);
  }
  return all_read;
}

bool is_passthrough_line(std::string_view line) {
  const size_t first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#';
}

SudokuSolver& SolverPool::for_shape(const Shape& shape) {
  auto& slot = solvers_[{shape.box_rows(), shape.box_cols()}];
  if (!slot) slot = std::make_unique<SudokuSolver>(Rules(shape));
  return *slot;
}

int run_puzzle_lines(const std::vector<std::string>& paths, const PuzzleAction& action) {
  SolverPool pool;
  bool any_invalid = false;
  const bool all_read = for_each_line(paths, [&](std::string_view line, int number) {
    if (is_passthrough_line(line)) {
      std::cout << line << '\n';
      return;
    }
    Result<ParsedPuzzle> parsed = parse_puzzle_line(line, number);
    if (!parsed) {
      any_invalid = true;
      std::cout << "invalid: " << parsed.error().message << '\n';
      return;
    }
    const Grid& grid = parsed->grid;
    Result<std::string> out = action(pool.for_shape(grid.shape()), grid);
    if (!out) {
      // Parse messages carry their line number; say it for engine errors (conflicts) too.
      any_invalid = true;
      std::cout << "invalid: line " << number << ": " << out.error().message << '\n';
      return;
    }
    std::cout << *out << '\n';
  });
  std::cout.flush();
  if (!all_read) return kExitFailure;
  return any_invalid ? kExitInvalidLine : kExitOk;
}

std::string stats_suffix(const Counters& counters) {
  return " nodes=" + std::to_string(counters.nodes) + " updates=" + std::to_string(counters.updates);
}

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string rating_text(const Rating& rating) {
  return std::string(to_string(rating.level)) + " " + fixed(rating.score, 1) + " " +
         (rating.hardest ? to_string(*rating.hardest) : "none");
}

}  // namespace dlx::cli
