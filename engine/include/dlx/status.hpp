// Errors as values: every engine entry point that can fail returns Result<T>, because a C++
// exception that crosses the WebAssembly boundary reaches JavaScript as a bare number.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace dlx {

// A failure a person can act on. `code` is stable and machine-readable (the JS wrapper turns it
// into EngineError.code); `message` says what went wrong, where (line/column/cell) and why.
struct Error {
  // The engine's codes (web/engine/dlx_engine.d.ts documents each for JS callers): "parse",
  // "conflict", "size", "argument", "budget" (a search budget ran out: undecided, not an answer),
  // "no_solution" and "not_unique" (calls that need exactly one solution). The JS side adds its
  // own ("internal", "engine_load", "cancelled", "timeout", "worker").
  std::string code;
  std::string message;
};

// Either a value or an Error; deliberately tiny (std::expected is C++23).
template <class T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}            // NOLINT: implicit by design
  Result(Error error) : data_(std::move(error)) {}         // NOLINT: implicit by design

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

inline Error make_error(std::string code, std::string message) {
  return Error{std::move(code), std::move(message)};
}

}  // namespace dlx
