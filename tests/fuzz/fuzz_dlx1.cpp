// libFuzzer target for the DLX1 text parser and everything a parsed problem reaches: any input
// either fails with a message or gives a problem that validates, round-trips through
// format_dlx1, and searches (under a node budget) with intact links and a restored structure.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

using namespace dlx;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Result<ExactCoverProblem> parsed = parse_dlx1(text);
  if (!parsed) {
    if (parsed.error().message.empty()) __builtin_trap();
    return 0;
  }
  const ExactCoverProblem& p = parsed.value();
  if (!validate_problem(p)) __builtin_trap();
  const Result<ExactCoverProblem> again = parse_dlx1(format_dlx1(p));
  if (!again || again->options != p.options || again->item_names != p.item_names) __builtin_trap();

  Matrix m;
  build_matrix(p, m);
  if (!m.check_links().empty()) __builtin_trap();
  const Matrix initial = m;
  Search search(m, SearchOptions{0, 2000});
  const SearchStatus status = search.run();
  if (!m.check_links().empty()) __builtin_trap();
  if (status == SearchStatus::complete && !m.same_links(initial)) __builtin_trap();
  return 0;
}
