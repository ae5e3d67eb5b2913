// Shared checks for the libFuzzer targets in this folder (fuzz_*.cpp): a failed invariant traps, so
// libFuzzer saves the input; messages cross into JavaScript as strings, so they must be UTF-8.
#pragma once

#include <cstddef>
#include <string_view>

namespace fuzz_support {

inline void check(bool invariant) {
  if (!invariant) __builtin_trap();
}

inline bool valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80                    ? 1
                               : lead >= 0xC2 && lead <= 0xDF ? 2
                               : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                              : 0;
    if (length == 0 || i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    }
    i += length;
  }
  return true;
}

}  // namespace fuzz_support
