// Generic exact cover on bitsets: Algorithm X with DLX1's branching rule, where "which options are
// still active" is one bit per option and each item's options are a bitset over the same range.
// The third engine behind Search's interface, beside Dancing Links (exact_cover.hpp) and dancing
// cells (dancing_cells.hpp), and the fastest of the three for counting or listing the covers of
// problems of up to a few thousand items (docs/speed.md has the measurements).
//
// Why it is fast: hiding an option is clearing one bit and decrementing the sizes of its items,
// all in arrays small enough to stay in the first-level cache (the 6x10 pentomino problem needs
// 19 KB of bitsets); there are no links to repair, and going back is copying one level's state
// (sizes and active bits) instead of undoing each change.
//
// Layout:
//   alive:  one bit per option, 1 while the option is active; a copy per level (state_).
//   key:    per item, (active size) << shift | item, plus Matrix::kCovered once covered, plus
//           kSecondary for secondary items: the same keys as Matrix's, so the same vector scan
//           finds "the leftmost primary item of smallest size", and "some active primary item
//           has no option left" is "some key fell below 1 << shift". A copy per level.
//   bits_:  per item, its options as a bitset over the words [word_lo_, word_lo_ + words_) only.
//   items_: the options' items, one option after another (option k at option_start_[k]...).
//
// With stop_at_dead_ends (the default) an option is abandoned as soon as covering its items
// leaves an active primary item without options, as dancing cells does; without it the search
// makes exactly DLX1's choices, and its nodes and updates are DLX1's (tested).
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "dlx/cover/exact_cover.hpp"

namespace dlx {

class BitsetMatrix {
 public:
  using Word = std::uint64_t;
  // Added to a secondary item's key, so that it never looks like an active primary item.
  static constexpr int kSecondary = 1 << 29;

  void reset(int primary, int secondary);
  void add_option(const int* items, int count);
  void add_option(const std::vector<int>& items) { add_option(items.data(), static_cast<int>(items.size())); }
  // The same items and options, in the same order, as a Dancing Links matrix.
  void assign(const Matrix& matrix);
  // Builds the bitsets and the initial keys (a Search calls it when options were added since).
  void prepare();

  int primary_count() const { return primary_; }
  int item_count() const { return items_count_; }
  int option_count() const { return static_cast<int>(option_start_.size()) - 1; }
  // Choices of a BitsetSearch are option numbers already.
  int option_of(int option) const { return option; }
  std::vector<int> option_items(int option) const {
    return {items_.begin() + option_start_[option], items_.begin() + option_start_[option + 1]};
  }
  // Bytes the bitsets take, and those one level of search state takes.
  std::size_t bitset_bytes() const { return bits_.size() * sizeof(Word); }
  std::size_t level_bytes() const { return (key_.size() * sizeof(int) + words_ * sizeof(Word)); }
  // The most bytes this engine may need for `matrix`, computed before anything is allocated: the
  // bitsets, plus one level of state (keys and alive bits) for every level a search can reach (a
  // cover holds at most one option per primary item). Copying a level's state is what makes going
  // back cheap, but it makes this items x depth: 1.6 GB for 20,000 items of one option each, so
  // callers refuse a problem by it (the CLI's exact-cover and bench) rather than fail mid-search.
  static std::size_t bytes_needed(const Matrix& matrix);

 private:
  friend class BitsetSearch;
  int primary_ = 0;
  int items_count_ = 0;
  bool prepared_ = false;
  std::vector<int> items_;
  std::vector<int> option_start_;
  int shift_ = 0;
  int words_ = 0;                // words of one alive bitset
  std::vector<int> key_;         // initial keys, [0] unused
  std::vector<Word> bits_;       // every item's bitset, one after another
  std::vector<int> bits_at_;     // item i's bitset starts at bits_[bits_at_[i]]...
  std::vector<int> word_lo_;     // ...and stands for alive words word_lo_[i] onwards...
  std::vector<int> word_count_;  // ...this many of them
};

class BitsetSearch : public SearchDriver<BitsetSearch> {
 public:
  BitsetSearch(BitsetMatrix& matrix, SearchOptions options = {}, bool stop_at_dead_ends = true);

  // run(), step(), run_in_slices(), set_node_budget(), status(), counters(), level() and
  // choices() come from SearchDriver; choices()[k] is the option chosen at level k.
  bool finished() const { return phase_ == Phase::finished; }
  std::vector<int> options_of(int depth) const { return {choice_.begin(), choice_.begin() + depth}; }
  const BitsetMatrix& matrix() const { return *m_; }
  // Bytes of search state allocated so far (the levels' keys and alive bits, the options to try):
  // with the matrix's bitset_bytes(), what BitsetMatrix::bytes_needed bounds.
  std::size_t state_bytes() const {
    return key_state_.capacity() * sizeof(int) + alive_state_.capacity() * sizeof(Word) +
           (best_.capacity() + first_.capacity() + end_.capacity() + cur_.capacity() + tried_.capacity()) * sizeof(int);
  }

 private:
  friend class SearchDriver<BitsetSearch>;
  using Word = BitsetMatrix::Word;
  enum class Phase : std::uint8_t { forward, advance, backup, next, finished };

  template <class Observer, bool kStep>
#if defined(__GNUC__)
  __attribute__((noinline))
#endif
  Event
  drive(Observer& obs);
  // State of level `level`: keys (item_count + 1 ints) and alive words.
  int* keys(int level) { return key_state_.data() + static_cast<std::size_t>(level) * key_stride_; }
  Word* alive(int level) { return alive_state_.data() + static_cast<std::size_t>(level) * m_->words_; }
  void ensure_level(int level);
  int choose(const int* key) const;
  // Hides the active options of item c in state `level`: clears their bits and decrements their
  // items' sizes. Returns false when an active primary item is left without options.
  bool hide(int level, int c);

  BitsetMatrix* m_;
  bool stop_at_dead_ends_;
  // Per level: the branching item, where its options sit in tried_, the one being tried (and, in
  // SearchDriver's choice_, the option chosen).
  std::vector<int> best_, first_, end_, cur_;
  std::vector<int> tried_;
  std::vector<int> key_state_;     // levels' keys, key_stride_ each
  std::vector<Word> alive_state_;  // levels' alive bits, words_ each
  std::size_t key_stride_ = 0;
  int levels_ = 0;  // levels allocated so far
  Phase phase_ = Phase::forward;
};

// ---------------------------------------------------------------------------------------------

inline bool BitsetSearch::hide(int level, int c) {
  const BitsetMatrix& m = *m_;
  int* key = keys(level);
  Word* alive = this->alive(level);
  const Word* bits = m.bits_.data() + m.bits_at_[c];
  const int lo = m.word_lo_[c], count = m.word_count_[c];
  const int* items = m.items_.data();
  const int* start = m.option_start_.data();
  const int unit = 1 << m.shift_;
  std::uint64_t updates = 0;
  int lowest = INT_MAX;  // the smallest key decremented: below unit means an active primary item died
  for (int w = 0; w < count; ++w) {
    Word x = bits[w] & alive[lo + w];
    if (!x) continue;
    alive[lo + w] &= ~x;
    do {
      const int option = (lo + w) * 64 + __builtin_ctzll(x);
      x &= x - 1;
      const int* it = items + start[option];
      const int* end = items + start[option + 1];
      updates += static_cast<std::uint64_t>(end - it - 1);  // every node but c's leaves its item
      for (; it != end; ++it) {  // c's own key is covered already, so decrementing it is harmless
        const int k = key[*it] -= unit;
        lowest = k < lowest ? k : lowest;
      }
    } while (x);
  }
  counters_.updates += updates;
  return lowest >= unit;
}

inline int BitsetSearch::choose(const int* key) const {
  const int p = m_->primary_;
  if (options_.branching == Branching::leftmost) {
    for (int i = 1; i <= p; ++i) {
      if (key[i] < Matrix::kCovered) return i;
    }
    return 0;
  }
  const int smallest = smallest_key(key + 1, p, 1 << m_->shift_);
  if (smallest >= Matrix::kCovered) return 0;
  if (m_->shift_) return smallest & ((1 << m_->shift_) - 1);
  int i = 1;  // plain sizes: the leftmost item of that size
  while (key[i] != smallest) ++i;
  return i;
}

template <class Observer, bool kStep>
Event BitsetSearch::drive(Observer& obs) {
  const BitsetMatrix& m = *m_;
  int level = level_;
  Phase phase = phase_;
  Event event{EventKind::stopped, level, 0, 0, 0};
  if (phase != Phase::finished) status_ = SearchStatus::running;

  for (;;) {
    switch (phase) {
      case Phase::forward: {
        if (counters_.nodes >= node_budget_) {
          status_ = SearchStatus::budget_exhausted;
          event = Event{EventKind::stopped, level, 0, 0, 0};
          goto out;
        }
        ++counters_.nodes;
        int* key = keys(level);
        const int best = choose(key);
        if (best == 0) {  // every primary item is covered
          ++counters_.solutions;
          obs.on_solution(choice_.data(), level);
          phase = Phase::backup;
          event = Event{EventKind::solution, level, 0, level ? choice_[level - 1] : 0, 0};
          if (counters_.solutions >= solution_limit_) {
            status_ = SearchStatus::solution_limit;
            goto out;
          }
          if (kStep) goto out;
          continue;
        }
        const int size = (key[best] & (Matrix::kCovered - 1)) >> m.shift_;
        obs.on_choose(level, best, size);
        key[best] += Matrix::kCovered;
        ++counters_.updates;
        // The options to try are best's active options, in input order (as DLX1 tries them).
        const Word* bits = m.bits_.data() + m.bits_at_[best];
        const Word* alive = this->alive(level);
        const int lo = m.word_lo_[best];
        if (static_cast<int>(tried_.size()) < first_[level] + size) tried_.resize(2 * (first_[level] + size) + 64);
        int* out = tried_.data() + first_[level];
        for (int w = 0; w < m.word_count_[best]; ++w) {
          for (Word x = bits[w] & alive[lo + w]; x; x &= x - 1) *out++ = (lo + w) * 64 + __builtin_ctzll(x);
        }
        end_[level] = first_[level + 1] = static_cast<int>(out - tried_.data());
        hide(level, best);  // an item dying here may still be covered by one of best's options
        best_[level] = best;
        cur_[level] = first_[level];
        phase = Phase::advance;
        if (kStep) {
          event = Event{EventKind::choose, level, best, 0, size};
          goto out;
        }
        continue;
      }
      case Phase::advance: {
        if (cur_[level] == end_[level]) {
          phase = Phase::backup;
          continue;
        }
        const int option = tried_[cur_[level]];
        choice_[level] = option;
        obs.on_try(level, option);
        event = Event{EventKind::try_option, level, best_[level], option, 0};
        ensure_level(level + 1);
        int* next_key = keys(level + 1);
        std::copy(keys(level), keys(level) + key_stride_, next_key);
        std::copy(this->alive(level), this->alive(level) + m.words_, this->alive(level + 1));
        const int* it = m.items_.data() + m.option_start_[option];
        const int* end = m.items_.data() + m.option_start_[option + 1];
        const int best = best_[level];
        for (const int* p = it; p != end; ++p) {  // cover the option's other items, left to right
          if (*p != best) next_key[*p] += Matrix::kCovered, ++counters_.updates;
        }
        bool alive = true;
        for (const int* p = it; p != end && (alive || !stop_at_dead_ends_); ++p) {
          if (*p != best) alive &= hide(level + 1, *p);
        }
        if (alive || !stop_at_dead_ends_) {
          ++level;
          phase = Phase::forward;
        } else {
          phase = Phase::next;
        }
        if (kStep) goto out;
        continue;
      }
      case Phase::backup: {
        if (level == 0) {
          phase = Phase::finished;
          status_ = SearchStatus::complete;
          event = Event{EventKind::stopped, 0, 0, 0, 0};
          goto out;
        }
        --level;
        obs.on_backtrack(level, best_[level]);
        phase = Phase::next;
        if (kStep) {
          event = Event{EventKind::backtrack, level, best_[level], choice_[level], 0};
          goto out;
        }
        continue;
      }
      case Phase::next:
        ++cur_[level];
        phase = Phase::advance;
        continue;
      case Phase::finished:
        status_ = SearchStatus::complete;
        event = Event{EventKind::stopped, level, 0, 0, 0};
        goto out;
    }
  }
out:
  level_ = level;
  phase_ = phase;
  return event;
}

}  // namespace dlx
