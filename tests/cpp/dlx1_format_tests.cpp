// Tests of Knuth's DLX1 text format as people's files bring it (exact_cover_problem.hpp): line
// ends of every platform, a byte-order mark, hostile names in messages, very long options, and the
// size limit. The basic grammar and its errors are in exact_cover_tests.cpp.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

using namespace dlx;

namespace {

const std::vector<std::string> kKnuthLines = {"A B C D E F G", "C E F", "A D G", "B C F", "A D", "B G", "D E G"};

std::string joined(const std::vector<std::string>& lines, const std::string& end) {
  std::string text;
  for (const std::string& line : lines) text += line + end;
  return text;
}

std::uint64_t cover_count(const ExactCoverProblem& p) {
  Matrix m;
  build_matrix(p, m);
  Search search(m, SearchOptions{0, 0});
  search.run();
  return search.counters().solutions;
}

std::string error_of(const std::string& text) {
  const Result<ExactCoverProblem> r = parse_dlx1(text);
  REQUIRE_FALSE(r.ok());
  return r.error().message;
}

bool printable_ascii(const std::string& text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("DLX1 format: Unix, Windows and old Mac line ends read the same problem", "[dlx1]") {
  const Result<ExactCoverProblem> unix_text = parse_dlx1(joined(kKnuthLines, "\n"));
  REQUIRE(unix_text.ok());
  for (const char* end : {"\r\n", "\r"}) {
    INFO("line end " << (end[1] ? "CR LF" : "CR"));
    const Result<ExactCoverProblem> other = parse_dlx1(joined(kKnuthLines, end));
    REQUIRE(other.ok());
    CHECK(other->item_names == unix_text->item_names);
    CHECK(other->options == unix_text->options);
    CHECK(cover_count(*other) == 1);
  }
  SECTION("mixed ends, a last line without one, and errors count lines the same way") {
    const Result<ExactCoverProblem> mixed = parse_dlx1("A B C D E F G\rC E F\r\nA D G\nB C F\rA D\n\rB G\r\nD E G");
    REQUIRE(mixed.ok());
    CHECK(mixed->options.size() == 6);  // the "\n\r" pair is two ends: an empty line between
    CHECK_THAT(error_of("A B\rA\rB Q\r"), Catch::Contains("line 3, column 3"));
  }
}

TEST_CASE("DLX1 format: a UTF-8 byte-order mark is not part of the first name", "[dlx1]") {
  const Result<ExactCoverProblem> p = parse_dlx1("\xEF\xBB\xBF" + joined(kKnuthLines, "\n"));
  REQUIRE(p.ok());
  CHECK(p->item_names.front() == "A");
  CHECK(cover_count(*p) == 1);
  // Only at the very start: elsewhere those bytes are part of a name, which they never may be
  // (a name starting with them would not survive format_dlx1 and parse_dlx1; libFuzzer found it).
  CHECK_THAT(error_of("A B\n\xEF\xBB\xBF"
                      "A\n"),
             Catch::Contains("unknown item '\\xEF\\xBB\\xBFA'"));
  CHECK_THAT(error_of(" \n\xEF\xBB\xBF B\n"),
             Catch::Contains("line 2, column 1: item name '\\xEF\\xBB\\xBF' contains U+FEFF"));
}

TEST_CASE("DLX1 format: messages show hostile names escaped, never raw", "[dlx1]") {
  SECTION("a terminal escape sequence in an option") {
    const std::string m = error_of("A B\nA \x1b[31mRED\n");
    CHECK_THAT(m, Catch::Contains("unknown item '\\x1B[31mRED'"));
    CHECK(printable_ascii(m));
  }
  SECTION("invalid UTF-8 and a backslash") {
    const std::string m = error_of("A B\n\xff\\\n");
    CHECK_THAT(m, Catch::Contains("'\\xFF\\x5C'"));
    CHECK(printable_ascii(m));
  }
  SECTION("a control character in the item line") {
    const std::string m = error_of(
        "A \x07"
        "B\n");
    CHECK_THAT(m, Catch::Contains("'\\x07B'") && Catch::Contains("control character"));
  }
  SECTION("a long unknown name is cut short") {
    const std::string m = error_of("A\n" + std::string(100000, 'z') + "\n");
    CHECK(m.size() < 200);
    CHECK_THAT(m, Catch::Contains("...'"));
  }
}

TEST_CASE("DLX1 format: an option naming every one of 200,000 items parses, and repeats are still found", "[dlx1]") {
  // Quadratic before: each name was compared with every earlier name of its option (16 s here).
  constexpr int kItems = 200000;
  std::string items, option;
  for (int i = 0; i < kItems; ++i) {
    const std::string name = "i" + std::to_string(i);
    items += name + ' ';
    option += name + ' ';
  }
  const Result<ExactCoverProblem> p = parse_dlx1(items + "\n" + option + "\n" + option + "\n");
  REQUIRE(p.ok());
  REQUIRE(p->options.size() == 2);
  CHECK(p->options[1].size() == static_cast<std::size_t>(kItems));
  CHECK(p->options[1].back() == kItems - 1);
  CHECK(cover_count(*p) == 2);
  const std::string m = error_of(items + "\n" + option + "i7\n");
  CHECK_THAT(m, Catch::Contains("item 'i7' appears twice in this option"));
  CHECK_THAT(m, Catch::Contains("line 2, column " + std::to_string(option.size() + 1)));
}

TEST_CASE("DLX1 format: texts over the size limit are refused before parsing, with the limit named", "[dlx1]") {
  std::string text = "A\n";
  text.resize(kMaxDlx1TextBytes + 1, '\n');
  const Result<ExactCoverProblem> r = parse_dlx1(text);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "size");
  CHECK_THAT(r.error().message, Catch::Contains("64 MiB"));
  text.resize(kMaxDlx1TextBytes);
  CHECK(parse_dlx1(text).ok());
}
