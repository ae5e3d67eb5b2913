// Shared plumbing of the dlx-sudoku CLI: exit codes, reading inputs, one solver per board shape,
// and the registration hooks each subcommand file (cmd_*.cpp) provides to cli_main.cpp.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/solver_context.hpp"  // the solvers a command keeps, as the bindings do
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"

namespace CLI {
class App;
class Validator;
}  // namespace CLI

namespace dlx {
class Matrix;
}  // namespace dlx

namespace dlx::cli {

// The identifiers of a list of the engine's values (kLevels, kSymmetries), for CLI::IsMember: the
// CLI's choices come from the engine's one list.
template <class List>
std::vector<std::string> names_of(const List& list) {
  std::vector<std::string> names;
  for (const auto& item : list) names.emplace_back(to_string(item));
  return names;
}

// Exit statuses, documented in the top-level --help. Usage errors get sysexits' EX_USAGE so a
// script can tell "you called me wrongly" from "the input was bad" and "something failed".
constexpr int kExitOk = 0;
// 1: unreadable file, DLX1 parse error, wrong bench answer, engine error, a problem too big for
// the chosen exact-cover engine, output that could not be written, out of memory
constexpr int kExitFailure = 1;
constexpr int kExitInvalidLine = 2;  // solve/count/rate/validate: a puzzle line was invalid; explain
constexpr int kExitUndecided = 3;    // a search budget ran out before an answer (--budget)
constexpr int kExitUsage = 64;       // bad options or arguments (EX_USAGE)

// A subcommand registers itself and its options on `app` and returns the code to run once parsing
// succeeded; `run` returns the process exit status. Options live in state captured by `run`, so
// nothing runs inside CLI11's parse and no subcommand shares globals with another.
struct Command {
  CLI::App* app;
  std::function<int()> run;
};
Command add_solve_command(CLI::App& app);
Command add_count_command(CLI::App& app);
Command add_exact_cover_command(CLI::App& app);
Command add_generate_command(CLI::App& app);
Command add_bench_command(CLI::App& app);
Command add_rate_command(CLI::App& app);
Command add_explain_command(CLI::App& app);
Command add_bench_levels_command(CLI::App& app);
Command add_validate_command(CLI::App& app);
Command add_bench_variants_command(CLI::App& app);
Command add_estimate_command(CLI::App& app);

// Accepts digits only, from `least` to `most` (default: any up to 2^64-1), read as decimal (leading
// zeros dropped). Counts, limits, sizes and seeds are unsigned, and CLI11 would otherwise read "-1"
// as 2^64-1 (an endless count), "010" as octal 8 and "0x10" as 16, and saturate 2^64 to 2^64-1
// without a word, where CLI::NonNegativeNumber's message prints DBL_MAX in full.
CLI::Validator whole_number(std::uint64_t least = 0, std::uint64_t most = UINT64_MAX);
// A time in seconds, decimal, from 0 to `most`: no nan, inf or hex, one message for all of them.
CLI::Validator seconds_up_to(double most);

// `text` safe to print on a terminal: printable ASCII and well-formed UTF-8 as they are; C1
// controls and format controls (bidirectional overrides such as U+202E, zero-width characters,
// U+FEFF...) as \u202E; every other byte (escape sequences, C0 controls, DEL, broken UTF-8) as
// \x1B. So text from the input, echoed or quoted in a message, can never drive the terminal or
// reorder the line around it. Tabs::keep lets tabs through (an echoed comment keeps its layout).
enum class Tabs { escape, keep };
std::string printable(std::string_view text, Tabs tabs = Tabs::escape);

// Prints "dlx-sudoku: <message>" on stderr, through printable().
void report_error(std::string_view message);

// Inputs larger than this are refused by read_input's callers unless they say otherwise.
constexpr std::size_t kMaxInputBytes = std::size_t{1} << 20;

// The whole contents of a file, or of stdin for "-", up to `max_bytes`. Prints the reason and
// returns nullopt when the file cannot be opened or read (a directory, an I/O error) or is larger
// than `max_bytes` (reading stops there: a huge input is never held in memory).
std::optional<std::string> read_input(const std::string& path, std::size_t max_bytes = kMaxInputBytes);

// One line of input as for_each_line delivers it.
struct InputLine {
  std::string_view text;  // without its line end; at most kMaxInputBytes (see too_long)
  int number;             // 1-based, restarting at 1 for each input
  bool too_long;          // the line was longer than kMaxInputBytes: `text` is only its start
};

// Calls on_line for every line of each input in turn (stdin when `paths` is empty) until it
// returns false. Lines end with "\n", "\r\n" or a lone "\r" (old Mac files); a UTF-8 byte-order
// mark at the start of an input is skipped. Memory stays bounded: of a line longer than
// kMaxInputBytes only the start is kept, stderr says at once that it is being skipped, and the
// rest is skipped up to its end; a line that goes on for over 64 MiB ends the reading of that
// input (after on_line has seen it as too long). Returns false if some input could not be opened
// or read to its end (the reason is printed; the other inputs are still read).
bool for_each_line(const std::vector<std::string>& paths, const std::function<bool(const InputLine& line)>& on_line);

// True for lines that solve/count echo instead of parsing: blank, or '#' as first non-blank.
bool is_passthrough_line(std::string_view line);

// What solve/count/rate do with one valid puzzle: the text of its output line, or an Error whose
// message becomes "invalid: line N: <message>" (or "undecided: <message>" for code "budget").
using PuzzleAction = std::function<Result<std::string>(SudokuSolver&, const Grid&)>;

// The line loop shared by solve, count and rate: one output line per input line (passthrough
// lines echoed, parse errors and engine errors as "invalid: ...", budgets that ran out as
// "undecided: ..."). Returns the exit status: kExitFailure if an input could not be read, else
// kExitInvalidLine if a line was invalid, else kExitUndecided if a line was undecided.
int run_puzzle_lines(const std::vector<std::string>& paths, const PuzzleAction& action);

// Whether the exact-cover engine `engine` (--engine: dlx, cells, bits) can take `matrix`: the
// bitset engine's memory is items x depth (BitsetMatrix::bytes_needed), so a problem for which it
// could pass 256 MiB is refused here, with words naming `file`, before anything is allocated.
// Used by exact-cover and bench --exact-cover (defined in cmd_exact_cover.cpp).
bool cover_engine_fits(std::string_view engine, const Matrix& matrix, const std::string& file);

// " nodes=N updates=N", the --stats suffix.
std::string stats_suffix(const Counters& counters);

// `value` with exactly `decimals` digits after the point (benchmark figures).
std::string fixed(double value, int decimals);

// "level score hardest-technique" ("hard 3.4 hidden pair"; "none" when no step was needed): the
// one form rate, explain and generate --with-rating print.
std::string rating_text(const Rating& rating);

// Seconds since `start` on the steady clock (benchmarks never use the wall clock).
inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace dlx::cli
