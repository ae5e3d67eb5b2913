// libFuzzer target for the engine's name parsers, which read text the CLI and the JS page pass in
// (generate options): parse_symmetry (generator.hpp) and parse_level (grader.hpp). Any bytes give a
// value or an "argument" Error, never a crash; a value read back through to_string() is the same
// value and the canonical name of the input (exact for symmetries, case-insensitive for levels);
// an error message says what was wrong and stays UTF-8 whenever the input was.
// Siblings: fuzz_dlx1.cpp (DLX1 text), fuzz_puzzle_format.cpp (every puzzle format).
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>

#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "fuzz_support.hpp"

namespace {

using fuzz_support::check;
using fuzz_support::valid_utf8;

std::string lower(const std::string& text) {
  std::string out;
  for (char ch : text) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

void check_error(const dlx::Error& error, const std::string& input) {
  check(error.code == "argument");
  check(!error.message.empty());
  if (valid_utf8(input)) check(valid_utf8(error.message));
}

void check_symmetry(const std::string& text) {
  const auto parsed = dlx::parse_symmetry(text);
  if (!parsed.ok()) return check_error(parsed.error(), text);
  check(text == dlx::to_string(*parsed));
  const auto again = dlx::parse_symmetry(dlx::to_string(*parsed));
  check(again.ok() && *again == *parsed);
}

void check_level(const std::string& text) {
  const auto parsed = dlx::parse_level(text);
  if (!parsed.ok()) return check_error(parsed.error(), text);
  check(static_cast<int>(*parsed) >= 0 && static_cast<int>(*parsed) < dlx::kLevelCount);
  check(lower(text) == dlx::to_string(*parsed));
  const auto again = dlx::parse_level(dlx::to_string(*parsed));
  check(again.ok() && *again == *parsed);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  check_symmetry(text);
  check_level(text);
  return 0;
}
