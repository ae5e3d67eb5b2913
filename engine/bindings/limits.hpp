// The page's limits: how large an argument, an answer or a search the bindings accept, in one
// place. Siblings: convert.hpp (reads arguments within these), play.cpp, make.cpp, grade.cpp,
// teach.cpp (the calls), embind.cpp (their registration).
#pragma once

#include <cstddef>
#include <cstdint>

namespace dlx::bindings {

// Largest integer a JS number holds exactly (2^53): seeds and counts beyond it would be rounded.
constexpr double kMaxSafeInteger = 9007199254740992.0;
// A puzzle argument up to this many ASCII characters is copied in by one call (convert.hpp,
// PuzzleArg): a 25x25 line with its fields fits. Longer text takes embind's general conversion.
constexpr int kShortPuzzleChars = 1024;
// How often count() and solve() report progress: about every 5 ms of search in a browser, so a
// progress bar moves smoothly (and the worker can watch its deadline) without flooding the
// worker's message queue.
constexpr std::uint64_t kProgressEveryNodes = 20000;
// validate: boards over 9x9 search for a completion within this many nodes (a few seconds here):
// some empty large variant boards (a 16x16 Windoku) have no completion found in any time a page
// can wait, and the answer then says so (decided: false) instead of running into the worker's
// deadline.
constexpr std::uint64_t kValidateNodes = 2'000'000;
// generate: the largest maxAttempts and timeBudgetMs (one hour) a page may ask for.
constexpr double kMaxGenerateAttempts = 1000000;
constexpr double kMaxGenerateTimeMs = 3600000;
// exactCover keeps counting past this many solutions but stops returning them.
constexpr std::size_t kMaxReturnedCovers = 1000;
// exactCover searches in slices of this many nodes: V8 has no on-stack replacement for
// WebAssembly, so one long run() would stay on the baseline tier; re-entering the search loop each
// slice lets the optimised code take over.
constexpr std::uint64_t kSliceNodes = 100000;
// The traces: at most this many records (maxRecords), each kTraceWidth ints.
constexpr double kMaxTraceRecords = 20000000;
// hintFor's notes: a cell's candidate mask is a 32-bit number.
constexpr double kMaxNoteMask = 4294967295.0;

}  // namespace dlx::bindings
