// Seeded randomness that gives the same numbers on every compiler and platform (native and WASM),
// so a seed reproduces a puzzle everywhere. std::uniform_int_distribution is implementation-defined
// and therefore not used.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dlx {

// xoshiro256** seeded through splitmix64 (Blackman & Vigna).
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
  void reseed(std::uint64_t seed) {
    for (auto& word : s_) {
      seed += 0x9e3779b97f4a7c15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      word = z ^ (z >> 31);
    }
  }
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t m = (next() >> 32) * bound;
    if (static_cast<std::uint32_t>(m) < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (static_cast<std::uint32_t>(m) < threshold) m = (next() >> 32) * bound;
    }
    return static_cast<std::uint32_t>(m >> 32);
  }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<std::uint32_t>(i))]);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

}  // namespace dlx
