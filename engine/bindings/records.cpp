// The grader's results as plain JS records (records.hpp): the full module only.
#include "records.hpp"

#include <string>
#include <utility>
#include <vector>

namespace dlx::bindings {
namespace {

val pairs_value(const std::vector<std::pair<int, int>>& pairs) {
  val out = val::array();
  unsigned i = 0;
  for (const auto& [cell, digit] : pairs) {
    val pair = val::array();
    pair.set(0, cell);
    pair.set(1, digit);
    out.set(i++, pair);
  }
  return out;
}

}  // namespace

void set_rating(val& out, const Rating& rating) {
  out.set("level", std::string(to_string(rating.level)));
  out.set("score", rating.score);
  out.set("hardest", rating.hardest ? val(std::string(to_string(*rating.hardest))) : val::null());
}

val step_value(const Rules& rules, const Step& step) {
  val out = val::object();
  out.set("technique", std::string(to_string(step.technique)));
  out.set("weight", step.weight);  // a chain weighs more than its technique's base weight
  out.set("cells", int_list(step.cells));
  out.set("houses", int_list(step.houses));
  val houses = val::array();
  unsigned i = 0;
  for (int h : step.houses) {
    const House& house = rules.houses()[h];
    val item = val::object();
    item.set("house", h);
    set_house_kind(item, house.kind, house.index);
    houses.set(i++, item);
  }
  out.set("houseRecords", houses);
  out.set("candidates", pairs_value(step.candidates));
  // Parallel to candidates: the two colours of simple colouring, on/off along a chain, the branch
  // of a forcing net (grader.hpp).
  out.set("colours", int_list(step.colours));
  // The chain's links as {from, to, kind}: from and to index `candidates` (grader.hpp, LinkKind).
  val links = val::array();
  for (std::size_t k = 0; k < step.links.size(); ++k) {
    val link = val::object();
    link.set("from", step.links[k].from);
    link.set("to", step.links[k].to);
    link.set("kind", std::string(to_string(step.links[k].kind)));
    links.set(k, link);
  }
  out.set("links", links);
  out.set("placements", pairs_value(step.placements));
  out.set("eliminations", pairs_value(step.eliminations));
  out.set("text", step.text);
  // Killer steps (grader.hpp): the cages they reason about, as records the hint can draw and name,
  // the sum their cells make, and the digit sets still possible (masks, bit d-1 = digit d).
  val cages = val::array();
  unsigned c = 0;
  for (int k : step.cages) {
    const Cage& cage = rules.cages()[k];
    val item = val::object();
    item.set("cage", k);
    item.set("sum", cage.sum);
    item.set("cells", int_list(cage.cells));
    item.set("name", cage_name(rules.shape(), cage));
    set_house_kind(item, HouseKind::cage, k);
    cages.set(c++, item);
  }
  out.set("cages", cages);
  out.set("sum", step.sum);
  std::vector<int> combos(step.combinations.begin(), step.combinations.end());
  out.set("combinations", int_list(combos));
  return out;
}

}  // namespace dlx::bindings
