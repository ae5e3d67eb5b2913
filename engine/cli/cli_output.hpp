// The CLI's standard output: a stream buffer over file descriptor 1 that remembers the first
// write that failed (a full disk, /dev/full, a closed pipe when SIGPIPE is ignored), so commands
// stop their work at once and the process exits 1 with the reason instead of reporting success.
// Installed by cli_main.cpp; the commands keep writing to std::cout and ask output_ok().
#pragma once

namespace dlx::cli {

// From now on std::cout writes through the checked buffer.
void install_checked_output();

// False once a write to stdout has failed: the command should stop and return (finish_output
// then says why). With SIGPIPE at its default a closed pipe ends the process instead, as for any
// Unix filter.
bool output_ok();

// Flushes stdout and restores std::cout's own buffer. Returns `status` when everything written
// reached stdout; otherwise prints "dlx-sudoku: cannot write the output: <reason>" and returns
// kExitFailure.
int finish_output(int status);

}  // namespace dlx::cli
