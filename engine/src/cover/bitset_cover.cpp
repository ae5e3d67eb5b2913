// Building the bitsets of the bitset engine; the non-template parts of BitsetSearch.
#include "dlx/cover/bitset_cover.hpp"

#include <algorithm>
#include <cstdint>

namespace dlx {

namespace {
int bits_for(int value) {
  int bits = 0;
  while ((1 << bits) <= value) ++bits;
  return bits;
}
}  // namespace

void BitsetMatrix::reset(int primary, int secondary) {
  primary_ = primary;
  items_count_ = primary + secondary;
  items_.clear();
  option_start_.assign(1, 0);
  prepared_ = false;
}

void BitsetMatrix::add_option(const int* items, int count) {
  items_.insert(items_.end(), items, items + count);
  option_start_.push_back(static_cast<int>(items_.size()));
  prepared_ = false;
}

void BitsetMatrix::assign(const Matrix& matrix) {
  reset(matrix.primary_count(), matrix.item_count() - matrix.primary_count());
  for (int k = 0; k < matrix.option_count(); ++k) add_option(matrix.option_items(k));
  prepare();
}

std::size_t BitsetMatrix::bytes_needed(const Matrix& matrix) {
  const std::size_t n = static_cast<std::size_t>(matrix.item_count());
  const std::size_t options = static_cast<std::size_t>(matrix.option_count());
  const std::size_t words = (options + 63) / 64;
  // The bitsets span, per item, the words from its first option's to its last's (as prepare()).
  std::vector<std::size_t> lo(n + 1, SIZE_MAX), hi(n + 1, 0);
  std::size_t nodes = 0;
  for (std::size_t k = 0; k < options; ++k) {
    for (const int i : matrix.option_items(static_cast<int>(k))) {
      lo[i] = std::min(lo[i], k / 64);
      hi[i] = k / 64;
      ++nodes;
    }
  }
  std::size_t bitset_words = 0;
  for (std::size_t i = 1; i <= n; ++i) bitset_words += lo[i] == SIZE_MAX ? 0 : hi[i] - lo[i] + 1;
  const std::size_t primary = static_cast<std::size_t>(matrix.primary_count());
  const std::size_t levels = std::min(primary, options) + 2;  // as ensure_level allocates at most
  const std::size_t level = (n + 1) * sizeof(int) + words * sizeof(Word);
  // The matrix's own arrays (options' items and starts, keys, three per-item ints) and the
  // search's per-level ints and options to try (each option once per path, doubled as it grows).
  const std::size_t ints = nodes + options + 1 + 4 * (n + 1) + 4 * (primary + 3) + 2 * options + 64;
  return bitset_words * sizeof(Word) + levels * level + ints * sizeof(int);
}

void BitsetMatrix::prepare() {
  const int n = items_count_;
  const int options = option_count();
  words_ = (options + 63) / 64;
  // Sizes must fit beside the item number below kSecondary; otherwise plain sizes (as Matrix).
  shift_ = bits_for(n);
  if (shift_ > 20 || (options + 1) >= (kSecondary >> shift_)) shift_ = 0;
  key_.assign(n + 1, 0);
  for (int i = 1; i <= n; ++i) key_[i] = (shift_ ? i : 0) + (i > primary_ ? kSecondary : 0);
  // Each item's bitset spans only the words between its first and last option.
  word_lo_.assign(n + 1, words_);
  std::vector<int> word_hi(n + 1, -1);
  for (int k = 0; k < options; ++k) {
    for (int j = option_start_[k]; j < option_start_[k + 1]; ++j) {
      const int i = items_[j];
      word_lo_[i] = std::min(word_lo_[i], k / 64);
      word_hi[i] = k / 64;
      key_[i] += 1 << shift_;
    }
  }
  bits_at_.assign(n + 1, 0);
  word_count_.assign(n + 1, 0);
  std::size_t total = 0;
  for (int i = 1; i <= n; ++i) {
    if (word_hi[i] < 0) word_lo_[i] = 0;  // an item without options: an empty bitset
    word_count_[i] = word_hi[i] < 0 ? 0 : word_hi[i] - word_lo_[i] + 1;
    bits_at_[i] = static_cast<int>(total);
    total += static_cast<std::size_t>(word_count_[i]);
  }
  bits_.assign(total, 0);
  for (int k = 0; k < options; ++k) {
    for (int j = option_start_[k]; j < option_start_[k + 1]; ++j) {
      const int i = items_[j];
      bits_[bits_at_[i] + k / 64 - word_lo_[i]] |= Word{1} << (k % 64);
    }
  }
  prepared_ = true;
}

BitsetSearch::BitsetSearch(BitsetMatrix& matrix, SearchOptions options, bool stop_at_dead_ends)
    : SearchDriver(options, matrix.primary_count() + 2), m_(&matrix), stop_at_dead_ends_(stop_at_dead_ends) {
  if (!matrix.prepared_) matrix.prepare();
  const int levels = matrix.primary_count() + 2;
  best_.assign(levels, 0);
  first_.assign(levels + 1, 0);
  end_.assign(levels, 0);
  cur_.assign(levels, 0);
  key_stride_ = matrix.key_.size();
  ensure_level(0);
  std::copy(matrix.key_.begin(), matrix.key_.end(), keys(0));
  Word* alive = this->alive(0);
  const int options_count = matrix.option_count();
  for (int w = 0; w < matrix.words_; ++w) {
    const int left = options_count - 64 * w;
    alive[w] = left >= 64 ? ~Word{0} : (Word{1} << left) - 1;
  }
}

void BitsetSearch::ensure_level(int level) {
  if (level < levels_) return;
  // Levels are allocated as the search first reaches them: most searches stay far shallower
  // than the number of primary items.
  // A cover holds at most one option per primary item and no option twice: no deeper than that
  // (bytes_needed counts on this bound).
  const int most = std::min(m_->primary_count(), m_->option_count()) + 2;
  levels_ = std::min(std::max(level + 1, 2 * levels_ + 8), most);
  key_state_.resize(static_cast<std::size_t>(levels_) * key_stride_);
  alive_state_.resize(static_cast<std::size_t>(levels_) * static_cast<std::size_t>(m_->words_));
}

}  // namespace dlx
