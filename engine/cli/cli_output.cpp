// The checked standard output of the CLI (see cli_output.hpp).
#include "cli_output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <string>

#include "cli_common.hpp"

namespace dlx::cli {
namespace {

// Writes with write(2) itself, so the errno of a failure is the write's own and not whatever a
// later library call left behind, and a failure is remembered rather than only setting the
// stream's badbit (which every later `<<` would silently honour).
class CheckedBuffer : public std::streambuf {
 public:
  CheckedBuffer() { setp(buffer_, buffer_ + sizeof buffer_); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  // Writes out what is buffered; after a failure, drops it (it can no longer arrive).
  bool drain() {
    for (const char* p = pbase(); error_ == 0 && p < pptr();) {
      const ssize_t written = ::write(STDOUT_FILENO, p, static_cast<std::size_t>(pptr() - p));
      if (written > 0) {
        p += written;
      } else if (written < 0 && errno != EINTR) {
        error_ = errno;
      }
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return error_ == 0;
  }

  // 16 KiB: puzzle lists still leave in large writes, and a closed pipe is noticed within a
  // couple of hundred lines of output.
  char buffer_[1 << 14];
  int error_ = 0;
};

CheckedBuffer& checked_buffer() {
  static CheckedBuffer buffer;
  return buffer;
}
std::streambuf* original_buffer = nullptr;

}  // namespace

void install_checked_output() {
  if (!original_buffer) original_buffer = std::cout.rdbuf(&checked_buffer());
}

bool output_ok() { return checked_buffer().error() == 0; }

int finish_output(int status) {
  std::cout.flush();
  // The checked buffer is a static that dies before the standard streams' final flush: hand
  // std::cout its own buffer back first.
  if (original_buffer) std::cout.rdbuf(original_buffer);
  original_buffer = nullptr;
  const int error = checked_buffer().error();
  if (error == 0) return status;
  report_error(std::string("cannot write the output: ") + std::strerror(error));
  return kExitFailure;
}

}  // namespace dlx::cli
