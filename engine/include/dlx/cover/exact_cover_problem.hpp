// A named exact-cover problem and Knuth's DLX1 text format for it:
//
//   | a comment (any line whose first non-blank character is '|'; blank lines are skipped too)
//   A B C D E F G | x y        <- items: primary names, then optionally '|' and secondary names
//   C E F                      <- one option per line: the names of the items it covers
//   A D G x
//
// Names are 1-8 printable characters other than '|' and ':' (the same rule as DLX1). An option
// must name each item at most once and at least one primary item. Lines end with "\n", "\r\n" or
// a lone "\r"; a UTF-8 byte-order mark at the start is skipped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/cover/exact_cover.hpp"

namespace dlx {

struct ExactCoverProblem {
  std::vector<std::string> item_names;  // primary items first
  int primary_count = 0;
  std::vector<std::vector<int>> options;  // 0-based indices into item_names
};

// Longer texts are refused (Error code "size") before parsing: they bound the memory a problem can
// take, in a browser tab too.
constexpr std::size_t kMaxDlx1TextBytes = std::size_t{64} << 20;

// Parses DLX1 text, in time linear in its length. Errors name the line and column, the offending
// name (non-printable bytes shown as \xNN), and why.
Result<ExactCoverProblem> parse_dlx1(std::string_view text);

// Checks a problem built in code (the visualizer's 0/1 grid): indices in range, no empty option,
// no repeated item in an option, at least one primary item.
Result<bool> validate_problem(const ExactCoverProblem& problem);

// DLX1 text for a problem; parse_dlx1(format_dlx1(p)) gives p back.
std::string format_dlx1(const ExactCoverProblem& problem);

// Loads the problem into a matrix: item i of the problem becomes matrix item i + 1.
void build_matrix(const ExactCoverProblem& problem, Matrix& matrix);

// "C E F": the item names of an option, in the order the option lists them.
std::string option_text(const ExactCoverProblem& problem, int option);

}  // namespace dlx
