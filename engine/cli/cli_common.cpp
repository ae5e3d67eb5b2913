// Shared plumbing of the dlx-sudoku CLI (see cli_common.hpp): input reading and
// the one-line-in, one-line-out loop of `solve` and `count`.
#include "cli_common.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "cli_output.hpp"
#include "dlx/formats/puzzle_format.hpp"

namespace dlx::cli {

CLI::Validator whole_number(std::uint64_t least, std::uint64_t most) {
  return CLI::Validator(
      [least, most](std::string& text) -> std::string {
        const std::string range = most == UINT64_MAX ? ">= " + std::to_string(least)
                                                     : "from " + std::to_string(least) + " to " + std::to_string(most);
        if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
          return "expected a whole number " + range + ", not '" + printable(text.substr(0, 40)) + "'";
        }
        // Decimal, always: CLI11 would read "010" as octal 8 and "0x10" as 16.
        const std::size_t first = text.find_first_not_of('0');
        text = first == std::string::npos ? "0" : text.substr(first);
        const std::string max = std::to_string(UINT64_MAX);
        if (text.size() > max.size() || (text.size() == max.size() && text > max)) {
          return "'" + printable(text.substr(0, 40)) + "' is too large: at most " + max + " (2^64-1)";
        }
        const std::uint64_t value = std::stoull(text);
        if (value < least || value > most) return "expected a whole number " + range + ", not " + text;
        return {};
      },
      "");
}

CLI::Validator seconds_up_to(double most) {
  return CLI::Validator(
      [most](std::string& text) -> std::string {
        char* end = nullptr;
        errno = 0;
        const double value = std::strtod(text.c_str(), &end);
        const bool number = !text.empty() && end == text.c_str() + text.size() && errno == 0 &&
                            text.find_first_of("xXnNiIpP") == std::string::npos;  // no hex, nan, inf
        if (!number || !(value >= 0 && value <= most)) {
          char limit[32];
          std::snprintf(limit, sizeof limit, "%g", most);
          return "expected seconds from 0 to " + std::string(limit) + ", not '" + printable(text.substr(0, 40)) + "'";
        }
        return {};
      },
      "");
}

namespace {

// Code points that are not controls by category Cc yet change how the text around them shows:
// bidirectional controls (U+202E turns the rest of the line around), invisible joiners and
// spaces, line and paragraph separators, the byte-order mark, interlinear annotation and tag
// characters (Unicode's Cf, Zl and Zp).
bool is_format_control(std::uint32_t code) {
  return code == 0xAD || code == 0x61C || code == 0x180E || (code >= 0x200B && code <= 0x200F) ||
         (code >= 0x2028 && code <= 0x202E) || (code >= 0x2060 && code <= 0x206F) || code == 0xFEFF ||
         (code >= 0xFFF9 && code <= 0xFFFB) || (code >= 0x600 && code <= 0x605) || code == 0x6DD || code == 0x70F ||
         code == 0x8E2 || code == 0x110BD || code == 0x110CD || (code >= 0x13430 && code <= 0x1343F) ||
         (code >= 0x1BCA0 && code <= 0x1BCA3) || (code >= 0x1D173 && code <= 0x1D17A) || code == 0xE0001 ||
         (code >= 0xE0020 && code <= 0xE007F);
}

}  // namespace

std::string printable(std::string_view text, Tabs tabs) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c >= 0x20 && c < 0x7F) || (c == '\t' && tabs == Tabs::keep)) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    // A well-formed UTF-8 sequence (no overlong forms or surrogates) passes as is, unless it is a
    // C1 control or a format control: those are written as \uXXXX (one escape per character).
    std::size_t length = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (length && i + length <= text.size()) {
      std::uint32_t code = c & (0x7F >> length);
      for (std::size_t k = 1; k < length && length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0) != 0x80) length = 0;
        code = code << 6 | (next & 0x3F);
      }
      const std::uint32_t least = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
      if (length && code >= least && code <= 0x10FFFF && (code < 0xD800 || code > 0xDFFF)) {
        if (code < 0xA0 || is_format_control(code)) {
          char escape[16];
          std::snprintf(escape, sizeof escape, code > 0xFFFF ? "\\U%08X" : "\\u%04X", static_cast<unsigned>(code));
          out += escape;
        } else {
          out.append(text.substr(i, length));
        }
        i += length;
        continue;
      }
    }
    out += "\\x";
    out += kHex[c >> 4];
    out += kHex[c & 15];
    ++i;
  }
  return out;
}

void report_error(std::string_view message) { std::cerr << "dlx-sudoku: " << printable(message) << '\n'; }

namespace {

// An open input: stdin for "-", else the file, closed when done.
class InputFile {
 public:
  explicit InputFile(const std::string& path)
      : path_(path), file_(path == "-" ? stdin : std::fopen(path.c_str(), "rb")), error_(file_ ? 0 : errno) {}
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  ~InputFile() {
    if (file_ && file_ != stdin) std::fclose(file_);
  }
  bool opened() const { return file_ != nullptr; }
  // Up to `size` bytes; 0 at the end or on an error (failed() tells which).
  std::size_t read(char* buffer, std::size_t size) {
    const std::size_t got = std::fread(buffer, 1, size, file_);
    if (got == 0 && std::ferror(file_)) {
      error_ = errno;
      std::clearerr(file_);
    }
    return got;
  }
  bool failed() const { return error_ != 0; }
  std::string name() const { return path_ == "-" ? "stdin" : path_; }
  // "cannot open x: No such file or directory", "cannot read /tmp: Is a directory"
  void report(const char* verb) const {
    report_error(std::string("cannot ") + verb + " " + name() + ": " + std::strerror(error_));
  }

 private:
  std::string path_;
  std::FILE* file_;
  int error_;
};

constexpr std::size_t kChunk = 1 << 16;

// An over-long line is skipped to its end, however far that is, up to this: a "line" that goes
// on further is no text (`solve < /dev/zero` never ends one), so the rest of that input is given up.
constexpr std::size_t kMaxSkippedBytes = std::size_t{64} << 20;

enum class LinesEnd { done, stopped, failed };

// Splits one input into lines as for_each_line promises. `failed` when the input could not be
// read to its end (the reason is printed), `stopped` when on_line asked to stop.
LinesEnd read_lines(InputFile& in, const std::function<bool(const InputLine&)>& on_line) {
  std::vector<char> chunk(kChunk);
  std::string line;
  bool too_long = false, after_cr = false, at_start = true, any = false;
  std::size_t skipped = 0;
  int number = 0;
  const auto emit = [&] {
    if (at_start && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
    at_start = false;
    const bool go_on = on_line(InputLine{line, ++number, too_long});
    line.clear();
    too_long = false;
    skipped = 0;
    return go_on;
  };
  for (std::size_t got; (got = in.read(chunk.data(), chunk.size())) > 0;) {
    for (std::size_t i = 0; i < got; ++i) {
      if (too_long) {
        // Skip to the line's end at memchr's speed: a byte loop here kept a CPU busy without a
        // word for as long as the line lasted.
        const char* const from = chunk.data() + i;
        const char* const to = chunk.data() + got;
        const char* const lf = static_cast<const char*>(std::memchr(from, '\n', to - from));
        const char* const cr = static_cast<const char*>(std::memchr(from, '\r', (lf ? lf : to) - from));
        const char* const stop = cr ? cr : lf ? lf : to;
        if (stop != from) after_cr = false;
        skipped += static_cast<std::size_t>(stop - from);
        i = static_cast<std::size_t>(stop - chunk.data());
        if (i == got) break;
      }
      const char c = chunk[i];
      const bool cr_lf = after_cr && c == '\n';
      after_cr = c == '\r';
      if (cr_lf) continue;  // the second half of "\r\n": that line was already ended
      if (c == '\n' || c == '\r') {
        any = false;
        if (!emit()) return LinesEnd::stopped;
        continue;
      }
      any = true;
      if (line.size() < kMaxInputBytes) {
        line += c;
      } else {
        too_long = true;
        // Said at once, on stderr: the answer line comes only when the line ends.
        report_error(in.name() + ": line " + std::to_string(number + 1) + " is longer than " +
                     std::to_string(kMaxInputBytes) + " bytes (1 MiB); skipping it to its end");
      }
    }
    if (skipped > kMaxSkippedBytes) {
      const int long_line = number + 1;
      if (!emit()) return LinesEnd::stopped;
      report_error(in.name() + ": line " + std::to_string(long_line) + " goes on for more than " +
                   std::to_string(kMaxSkippedBytes >> 20) + " MiB without ending; the rest of " + in.name() +
                   " is not read");
      return LinesEnd::failed;
    }
  }
  if (any && !emit()) return LinesEnd::stopped;
  if (in.failed()) {
    in.report("read");
    return LinesEnd::failed;
  }
  return LinesEnd::done;
}

}  // namespace

std::optional<std::string> read_input(const std::string& path, std::size_t max_bytes) {
  InputFile in(path);
  if (!in.opened()) {
    in.report("open");
    return std::nullopt;
  }
  std::string text;
  std::vector<char> chunk(kChunk);
  for (std::size_t got; (got = in.read(chunk.data(), chunk.size())) > 0;) {
    if (text.size() + got > max_bytes) {
      report_error((path == "-" ? std::string("stdin") : path) + " is larger than " + std::to_string(max_bytes) +
                   " bytes (" + std::to_string(max_bytes >> 20) + " MiB), the most this command reads");
      return std::nullopt;
    }
    text.append(chunk.data(), got);
  }
  if (in.failed()) {
    in.report("read");
    return std::nullopt;
  }
  return text;
}

bool for_each_line(const std::vector<std::string>& paths, const std::function<bool(const InputLine&)>& on_line) {
  const std::vector<std::string> inputs = paths.empty() ? std::vector<std::string>{"-"} : paths;
  bool all_read = true;
  for (const std::string& path : inputs) {
    InputFile in(path);
    if (!in.opened()) {
      in.report("open");
      all_read = false;
      continue;
    }
    const LinesEnd end = read_lines(in, on_line);
    if (end == LinesEnd::stopped) return all_read;
    if (end == LinesEnd::failed) all_read = false;
  }
  return all_read;
}

bool is_passthrough_line(std::string_view line) {
  const size_t first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#';
}

int run_puzzle_lines(const std::vector<std::string>& paths, const PuzzleAction& action) {
  SolverContext pool;
  bool any_invalid = false, any_undecided = false;
  // Every line printed goes through printable(): a comment is echoed as it came, and messages
  // may quote the input, so either could carry escape sequences or bidi controls.
  const auto answer = [&](const InputLine& input) {
    const std::string_view line = input.text;
    const int number = input.number;
    if (input.too_long) {
      any_invalid = true;
      std::cout << "invalid: line " << number << ": the line is longer than " << kMaxInputBytes << " bytes ("
                << (kMaxInputBytes >> 20) << " MiB), the most a puzzle line may be; it was skipped\n";
      return;
    }
    if (is_passthrough_line(line)) {
      std::cout << printable(line, Tabs::keep) << '\n';
      return;
    }
    Result<ParsedPuzzle> parsed = parse_puzzle_line(line, number);
    if (!parsed) {
      any_invalid = true;
      std::cout << "invalid: " << printable(parsed.error().message) << '\n';
      return;
    }
    const Grid& grid = parsed->grid;
    Result<std::string> out = action(pool.for_rules(grid.shape(), parsed->variant), grid);
    if (!out && out.error().code == "budget") {
      any_undecided = true;
      std::cout << "undecided: " << printable(out.error().message) << '\n';
      return;
    }
    if (!out) {
      // Parse messages carry their line number; say it for engine errors (conflicts) too.
      any_invalid = true;
      std::cout << "invalid: line " << number << ": " << printable(out.error().message) << '\n';
      return;
    }
    std::cout << printable(*out) << '\n';
  };
  // Reading stops once the output is lost (a full disk, a closed pipe): answers nobody can read.
  const bool all_read = for_each_line(paths, [&](const InputLine& input) {
    answer(input);
    return output_ok();
  });
  std::cout.flush();
  if (!output_ok()) return kExitFailure;  // finish_output (cli_main.cpp) says why
  if (!all_read) return kExitFailure;
  return any_invalid ? kExitInvalidLine : any_undecided ? kExitUndecided : kExitOk;
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
