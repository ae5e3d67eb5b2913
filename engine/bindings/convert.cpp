// Value conversion at the WebAssembly boundary (convert.hpp): both modules, core and full.
#include "convert.hpp"

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <cmath>
#include <string_view>

#include "dlx/variants/variant.hpp"

// A short ASCII string (a puzzle line, most puzzle texts) copied into `out` by one call: embind's
// general conversion measures the string's UTF-8 length, allocates, encodes and copies it again,
// a visible share of a short solve. The length, or -1 when `text` is not a string, is longer than
// `capacity` or is not ASCII (the general conversion then reads it).
// clang-format off
EM_JS(int, dlx_ascii_into, (emscripten::EM_VAL text, char* out, int capacity), {
  const s = Emval.toValue(text);
  if (typeof s !== 'string' || s.length > capacity) return -1;
  if (!Module.dlxEncoder) Module.dlxEncoder = new TextEncoder();
  const done = Module.dlxEncoder.encodeInto(s, HEAPU8.subarray(out, out + capacity));
  return done.read === s.length && done.written === s.length ? s.length : -1;
});
// clang-format on

namespace dlx::bindings {

const AnswerKeys& keys() {
  static const AnswerKeys k;
  return k;
}

val failure(const Error& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("code", error.code);
  out.set("message", error.message);
  return out;
}

val success() {
  val out = val::object();
  out.set(keys().ok, true);
  return out;
}

// Numbers are spelled by JavaScript itself (Number.prototype.toString), which also keeps printf's
// floating-point formatter out of the module.
std::string describe_value(const val& v) {
  if (v.isNumber()) return v.call<std::string>("toString");
  if (v.isString()) return "the string \"" + v.as<std::string>() + "\"";
  return v.typeOf().as<std::string>();
}

Error argument_error(const std::string& name, const std::string& expected, const val& got) {
  return make_error("argument", name + " must be " + expected + " (got " + describe_value(got) + ")");
}

Result<std::string> text_arg(const val& v, const std::string& name) {
  if (!v.isString()) return argument_error(name, "a string", v);
  return v.as<std::string>();
}

Result<std::uint64_t> count_arg(const val& v, const std::string& name, std::uint64_t fallback, double max) {
  // The message is spelled only when needed: it asks JavaScript to print `max`, a call across the
  // boundary that every solve and count would otherwise pay. A number is asked about first: each
  // question is a call into JavaScript, and a number is what nearly every call passes.
  const auto wrong = [&] { return argument_error(name, "a whole number from 0 to " + describe_value(val(max)), v); };
  if (!v.isNumber()) return v.isUndefined() || v.isNull() ? Result<std::uint64_t>(fallback) : wrong();
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < 0 || d > max || d != std::floor(d)) return wrong();
  return static_cast<std::uint64_t>(d);
}

Result<bool> bool_arg(const val& v, const std::string& name, bool fallback) {
  if (v.isUndefined() || v.isNull()) return fallback;
  if (v.isTrue()) return true;
  if (v.isFalse()) return false;
  return argument_error(name, "true or false", v);
}

std::string line_or_empty(const std::optional<Grid>& grid) { return grid ? format_line(*grid) : std::string(); }

void set_shape(val& out, const Shape& shape) {
  out.set(keys().size, shape.size());
  out.set(keys().box_rows, shape.box_rows());
  out.set(keys().box_cols, shape.box_cols());
}

void set_counters(val& out, const Counters& counters) {
  out.set(keys().nodes, as_number(counters.nodes));
  out.set(keys().updates, as_number(counters.updates));
}

val int_list(const std::vector<int>& ints) {
  val out = val::array();
  for (std::size_t i = 0; i < ints.size(); ++i) out.set(i, ints[i]);
  return out;
}

void set_house_kind(val& out, HouseKind kind, int index) {
  out.set("houseKind", std::string(to_string(kind)));
  out.set("houseIndex", index);
}

Result<ParsedPuzzle> read_puzzle(const val& text) {
  auto str = text_arg(text, "puzzle text");
  if (!str) return str.error();
  return parse_puzzle(*str);
}

PuzzleArg::PuzzleArg(const val& text)
    : text_(text), length_(dlx_ascii_into(text.as_handle(), chars_, static_cast<int>(sizeof chars_))) {}

Result<ParsedPuzzle> PuzzleArg::parse() const {
  return length_ >= 0 ? parse_puzzle(std::string_view(chars_, length_)) : read_puzzle(text_);
}

bool PuzzleArg::spells(const Grid& grid) const {
  if (length_ != grid.cell_count()) return false;
  for (int i = 0; i < length_; ++i) {
    if (chars_[i] != symbol_for_digit(grid[i])) return false;
  }
  return true;
}

void set_variant(val& out, const Grid& grid, const Variant& v) {
  val variant = val::object();
  variant.set("name", variant_name(v));
  variant.set("diagonals", v.diagonals);
  variant.set("windows", v.windows);
  variant.set("regions", int_list(v.regions));
  val cages = val::array();
  for (std::size_t k = 0; k < v.cages.size(); ++k) {
    val cage = val::object();
    cage.set("sum", v.cages[k].sum);
    cage.set("cells", int_list(v.cages[k].cells));
    set_house_kind(cage, HouseKind::cage, static_cast<int>(k));
    cages.set(k, cage);
  }
  variant.set("cages", cages);
  // The houses the variant adds beside rows, columns and boxes or regions, as the rules make them:
  // the diagonals and the windows (the page draws and checks these, never computing them). The
  // core module plays classic rules only (a variant puzzle goes to the full one): none there.
  val houses = val::array();
#ifdef DLX_BINDINGS_FULL
  if (v.diagonals || v.windows) {
    Variant extra;
    extra.diagonals = v.diagonals;
    extra.windows = v.windows;
    if (auto rules = Rules::make(grid.shape(), extra)) {
      unsigned h = 0;
      for (const House& house : rules->houses()) {
        if (house.kind != HouseKind::diagonal && house.kind != HouseKind::window) continue;
        val item = val::object();
        set_house_kind(item, house.kind, house.index);
        item.set("cells", int_list(house.cells));
        houses.set(h++, item);
      }
    }
  }
#endif
  variant.set("houses", houses);
  out.set("variant", variant);
  const std::string fields = variant_fields(grid, v);
  out.set("variantFields", fields.empty() ? fields : fields.substr(1));
}

val puzzle_fields(const ParsedPuzzle& parsed) {
  val out = success();
  out.set("format", parsed.format);
  set_shape(out, parsed.grid.shape());
  out.set("puzzle", format_line(parsed.grid));
  out.set("clues", parsed.grid.filled_count());
  out.set("comment", parsed.comment);
  val metadata = val::object();
  for (const auto& [key, value] : parsed.metadata) metadata.set(key, value);
  out.set("metadata", metadata);
  out.set("expectedCount", parsed.expected_count ? val(static_cast<double>(*parsed.expected_count)) : val::null());
  out.set("expectedSolution", line_or_empty(parsed.expected_solution));
  val candidates = val::array();
  for (std::size_t i = 0; i < parsed.candidates.size(); ++i) candidates.set(i, parsed.candidates[i]);
  out.set("candidates", candidates);
  set_variant(out, parsed.grid, parsed.variant);
  return out;
}

}  // namespace dlx::bindings
