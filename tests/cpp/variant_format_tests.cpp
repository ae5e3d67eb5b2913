// Tests of variants in text (puzzle_format_variant.cpp): Solo game IDs made by Simon Tatham's own
// generator (tests/data/formats/solo_variants.txt, from Debian's sgt-puzzles) read, solved and
// written back byte for byte; the line form's rules=/regions=/cages= fields and share-link
// parameters round-trip; bad variants are refused with the reason.
#include <catch2/catch.hpp>
#include <cctype>
#include <string>

#include "dlx/formats/puzzle_format.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/variant.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;

namespace {

std::string error_of(const Result<ParsedPuzzle>& r) { return r.ok() ? std::string("(no error)") : r.error().message; }

}  // namespace

TEST_CASE("Variant formats: Solo's own IDs read, solve uniquely and write back unchanged", "[variant][format]") {
  const std::vector<std::string> ids = data_lines("formats/solo_variants.txt");
  REQUIRE(ids.size() >= 10);
  for (const std::string& id : ids) {
    INFO(id);
    Result<ParsedPuzzle> parsed = parse_puzzle_line(id);
    REQUIRE(parsed.ok());
    CHECK(parsed->format == "solo");
    const std::string params = id.substr(0, id.find(':'));
    // The flags after the size ("3x3", "9"): 'x' diagonals, 'j' jigsaw, 'k' killer.
    std::size_t size_end = params.find_first_not_of("0123456789");
    if (params[size_end] == 'x' && std::isdigit(static_cast<unsigned char>(params[size_end + 1]))) {
      size_end = params.find_first_not_of("0123456789", size_end + 1);
    }
    const std::string flags = params.substr(size_end);
    CHECK(parsed->variant.diagonals == (flags.find('x') != std::string::npos));
    CHECK(parsed->variant.jigsaw() == (flags.find('j') != std::string::npos));
    CHECK(parsed->variant.killer() == (flags.find('k') != std::string::npos));
    // Solo's generator makes puzzles with exactly one solution.
    Result<Rules> rules = Rules::make(parsed->grid.shape(), parsed->variant);
    REQUIRE(rules.ok());
    SudokuSolver solver(*rules);
    Result<CountResult> counted = solver.count(parsed->grid, 2);
    REQUIRE(counted.ok());
    CHECK(counted->count == 1);
    // Written back: the same ID.
    Result<std::string> again = solo_game_id(parsed->grid, parsed->variant);
    REQUIRE(again.ok());
    CHECK(*again == id);
    // And through our line form and share link.
    const std::string line = format_line_with_rules(parsed->grid, parsed->variant);
    Result<ParsedPuzzle> back = parse_puzzle_line(line);
    REQUIRE(back.ok());
    CHECK(back->grid == parsed->grid);
    CHECK(back->variant == parsed->variant);
    CHECK(back->comment.empty());
    const std::string link =
        "https://example.org/#puzzle=" + format_line(parsed->grid) + variant_parameters(parsed->grid, parsed->variant);
    Result<ParsedPuzzle> linked = parse_puzzle_line(link);
    REQUIRE(linked.ok());
    CHECK(linked->variant == parsed->variant);
  }
}

TEST_CASE("Variant formats: the line form's fields", "[variant][format]") {
  const std::string cells(81, '.');
  SECTION("rules=x and windoku, kept apart from the comment") {
    Result<ParsedPuzzle> p = parse_puzzle_line(cells + " rules=x,windoku # from a book");
    REQUIRE(p.ok());
    CHECK(p->variant.diagonals);
    CHECK(p->variant.windows);
    CHECK(p->comment == "from a book");
    CHECK(variant_fields(p->grid, p->variant) == " rules=x,windoku");
  }
  SECTION("cages") {
    Result<ParsedPuzzle> p = parse_puzzle_line(cells + " cages=11:r1c1.r2c1,9:r1c2.r1c3");
    REQUIRE(p.ok());
    REQUIRE(p->variant.cages.size() == 2);
    CHECK(p->variant.cages[0] == Cage{11, {0, 9}});
    CHECK(p->variant.cages[1] == Cage{9, {1, 2}});
    CHECK(variant_fields(p->grid, p->variant) == " cages=11:r1c1.r2c1,9:r1c2.r1c3");
  }
  SECTION("errors name the field, the cell, the region or the cage") {
    CHECK(error_of(parse_puzzle_line(cells + " rules=y")) ==
          "line 1: rules='y': 'y' is not a rule here; rules are x (both diagonals) and windoku (the four extra "
          "windows); jigsaw and killer come as regions= and cages=");
    CHECK(error_of(parse_puzzle_line(cells + " cages=18:r1c1.r1c2")) ==
          "line 1: cage r1c1\u2013r1c2 sums to 18, but 2 different digits from 1 to 9 make 3 to 17");
    CHECK(error_of(parse_puzzle_line(cells + " cages=11:r1c1.r10c1")) ==
          "line 1: cages=, cage 1: 'r10c1' is not a cell of a 9x9 board like r1c1");
    CHECK(error_of(parse_puzzle_line(cells + " cages=11r1c1")) ==
          "line 1: cages=, cage 1 ('11r1c1'): a cage is written <sum>:<cells>, as in 11:r1c1.r2c1");
    CHECK(error_of(parse_puzzle_line(cells + " regions=" + std::string(81, '1'))) ==
          "line 1: region 1 has 81 cells, but each region of a 9x9 board needs 9");
    CHECK(error_of(parse_puzzle_line(cells + " regions=123")) ==
          "line 1: regions=: 3 symbols, but a 9x9 board needs one per cell (81)");
  }
  SECTION("a misspelt or repeated field is refused, not read as a comment: it would be another puzzle") {
    CHECK(error_of(parse_puzzle_line(cells + " rule=x")) ==
          "line 1, column 83: 'rule=' is not a field this app reads; did you mean 'rules='? (the fields are box=, "
          "rules=, regions= and cages=)");
    CHECK_THAT(error_of(parse_puzzle_line(cells + " Cages=11:r1c1.r2c1")),
               Catch::StartsWith("line 1, column 83: 'Cages=' is not a field this app reads; did you mean 'cages='?"));
    CHECK_THAT(error_of(parse_puzzle_line(cells + " region=" + std::string(81, '1'))),
               Catch::Contains("did you mean 'regions='?"));
    CHECK_THAT(error_of(parse_puzzle_line(cells + " boxes=3x3")), Catch::Contains("did you mean 'box='?"));
    CHECK(error_of(parse_puzzle_line(cells + " box=3x3 box=3x3")) ==
          "line 1, column 91: box= is given twice (first at column 83); a puzzle has one");
    CHECK(error_of(parse_puzzle_line(cells + " rules=x rules=windoku")) ==
          "line 1, column 91: rules= is given twice (first at column 83); a puzzle has one");
    // Other words, '=' or not, stay a comment: lists carry ids and ratings.
    Result<ParsedPuzzle> rated = parse_puzzle_line(cells + " ER=9.0 source=forum");
    REQUIRE(rated.ok());
    CHECK(rated->comment == "ER=9.0 source=forum");
    CHECK(parse_puzzle_line(cells + " # rule=x is only a comment here").ok());
  }
}

TEST_CASE("Variant formats: long runs without borders ('z') round-trip as Solo's decoder reads them",
          "[variant][format]") {
  // Rows as jigsaw regions: 8 non-borders per row, so the vertical edges run 72 long without one.
  Variant rows;
  for (int c = 0; c < 81; ++c) rows.regions.push_back(c / 9);
  const Grid empty(Shape::classic());
  Result<std::string> id = solo_game_id(empty, rows);
  REQUIRE(id.ok());
  CHECK(id->find(",zz") != std::string::npos);
  Result<ParsedPuzzle> back = parse_puzzle_line(*id);
  REQUIRE(back.ok());
  CHECK(back->variant.regions == rows.regions);
}

TEST_CASE("Variant formats: Solo IDs refused with the reason", "[variant][format]") {
  CHECK(error_of(parse_puzzle_line("9j:zzzc")) ==
        "line 1: the Solo ID has 0 parts after the grid, but its flags ask for 1 (the jigsaw regions)");
  CHECK(error_of(parse_puzzle_line("3x3k:zzzc,_a")) ==
        "line 1: the Solo ID has 1 part after the grid, but its flags ask for 2 (the cages and their sums)");
  CHECK(error_of(parse_puzzle_line("7j:zzzc,a")) ==
        "line 1: the Solo ID's params '7j' give a jigsaw of side 7; a board of side 7 has no box shape (side must be a "
        "product r*c with r, c >= 2, from 4 to 25)");
  CHECK(error_of(parse_puzzle_line("2x2k:p,_a___a_ab__a_aaa,6_7a3a6_4d9_5")) ==
        "line 1: the Solo ID's killer sums give 13 cells, but the board has 16");
  SECTION("writing: what Solo cannot hold") {
    Variant windoku;
    windoku.windows = true;
    Result<std::string> id = solo_game_id(Grid(Shape::classic()), windoku);
    REQUIRE(!id.ok());
    CHECK(id.error().message == "Solo has no Windoku: this puzzle's windows cannot be written as a Solo game ID");
    Variant single;
    single.cages = {Cage{5, {0}}};
    Result<std::string> one = solo_game_id(Grid(Shape::classic()), single);
    REQUIRE(!one.ok());
    CHECK(one.error().message == "cage r1c1\u2013r1c1 has one cell, and Solo's killer cages have two or more");
  }
}
