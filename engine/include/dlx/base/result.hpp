// Errors as values: every engine entry point that can fail returns Result<T>, because a C++
// exception that crosses the WebAssembly boundary reaches JavaScript as a bare number.
#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <utility>
#include <variant>

namespace dlx {

// A failure a person can act on. `code` is stable and machine-readable (the JS wrapper turns it
// into EngineError.code); `message` says what went wrong, where (line/column/cell) and why.
struct Error {
  std::string code;  // one of kErrorCodes
  std::string message;
};

// Every code the engine gives (web/engine/dlx_engine.d.ts's EngineErrorCode documents each for JS
// callers, which add their own: "internal", "engine_load", "cancelled", "timeout", "worker",
// "closed"; tests/js/engine_names.test.mjs checks that the .d.ts lists these and that engine/ uses
// no other):
//   "parse", "conflict", "size", "argument"  bad input: what, where and why in the message
//   "budget"       a search budget ran out: undecided, not an answer
//   "no_solution", "not_unique"  calls that need exactly one solution (uniqueness.hpp)
//   "needs_full_engine"  the core WebAssembly module read variant rules it leaves to the full one
//                        (engine/src/variants_classic/); the worker then asks the full module
inline constexpr const char* kErrorCodes[] = {"parse",  "conflict",    "size",       "argument",
                                              "budget", "no_solution", "not_unique", "needs_full_engine"};

// Either a value or an Error; deliberately tiny (std::expected is C++23).
template <class T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : data_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(data_); }
  T& value() & { return std::get<0>(data_); }
  T&& value() && { return std::get<0>(std::move(data_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(data_); }

 private:
  std::variant<T, Error> data_;
};

inline Error make_error(std::string code, std::string message) { return Error{std::move(code), std::move(message)}; }

// "a, b or c": the choices an "unknown ..." message offers, from the list the parser accepts, so the
// message cannot drift from it.
template <class Names, class Name>
std::string choices_text(const Names& names, Name name_of) {
  std::string text;
  std::size_t i = 0;
  for (const auto& item : names) {
    if (i > 0) text += i + 1 == std::size(names) ? " or " : ", ";
    text += name_of(item);
    ++i;
  }
  return text;
}

}  // namespace dlx
