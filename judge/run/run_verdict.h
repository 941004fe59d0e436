// The one rule that decides a run's verdict before any checker (docs/verdicts.md): RE if the
// program was stopped at its task cap (a fork or thread refused); TLE if its CPU time went over
// the limit; MLE if the memory peak reached the limit (and its runtime's allowance) or the
// kernel killed the program for memory; then the wall limit (TLE when the program was waiting,
// IE when the machine was too loaded to let it finish); then OLE; then RE (a signal, or a
// non-zero exit), but MLE for a non-zero exit whose standard error says the runtime's heap was
// exhausted. A sandbox failure is IE, never the contestant's fault. Only a clean exit within
// every limit goes on to the checker.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "judge/model/verdict.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct RunVerdict {
    Verdict verdict;
    std::string message;  // e.g. "killed by signal 11 (SIGSEGV)", "exit code 3"
};

// A managed runtime's memory (language.h): the box's memory limit is the program's plus
// `allowance_kib`, and the peak (the box's, shown as it is) is judged against that; a non-zero
// exit whose standard error contains `error_pattern` ("java.lang.OutOfMemoryError") is the
// program's heap exhausted: MLE. `run_stderr` is the end of the run's standard error (empty when
// not kept); `heap_name` names the heap in the message ("Java heap").
struct RuntimeMemory {
    std::int64_t allowance_kib = 0;
    std::string_view error_pattern, heap_name, run_stderr;
};

// `limits` are the limits the verdict is judged by, the program's own memory limit among them.
// The box may have run with a higher CPU limit, to measure how slow a TLE really is
// (--measure-tle), and with the runtime's allowance beyond the memory limit. nullopt: "exited 0
// within every limit: ask the checker".
std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits,
                                             const RuntimeMemory& runtime = {});

// True when the run did not end by itself: the sandbox stopped it at a limit (CPU, wall, tasks),
// or the kernel killed it for memory. Then a TLE's cpu_ms is where it was stopped, not how long
// it needed: shown as "> 1000 ms". A program that ended by itself past its CPU limit (an exit,
// a crash) was measured to its end.
bool stopped_at_limit(const sandbox::RunResult& run);

// "SIGSEGV" for 11; "signal 77" for unknown numbers.
std::string signal_name(int signal);

}  // namespace gridjudge
