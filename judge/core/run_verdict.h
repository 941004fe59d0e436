// The one rule that decides a run's verdict before any checker (docs/verdicts.md): RE if the
// program was stopped at its task cap (a fork or thread refused); TLE if its CPU time went over
// the limit; MLE if the memory peak reached the limit or the kernel killed the program for
// memory; then the wall limit (TLE when the program was waiting, IE when the machine was too
// loaded to let it finish); then OLE; then RE (a signal, or a non-zero exit). A sandbox failure
// is IE, never the contestant's fault. Only a clean exit within every limit goes on to the
// checker.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "judge/model/verdict.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct RunVerdict {
    Verdict verdict;
    std::string message;  // e.g. "killed by signal 11 (SIGSEGV)", "exit code 3"
};

// `limits` are the limits the verdict is judged by. The box may have run with a higher CPU limit,
// to measure how slow a TLE really is (--measure-tle). nullopt: "exited 0 within every limit:
// ask the checker".
std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits);

// True when the run did not end by itself: the sandbox stopped it at a limit (CPU, wall, tasks),
// or the kernel killed it for memory. Then a TLE's cpu_ms is where it was stopped, not how long
// it needed: shown as "> 1000 ms". A program that ended by itself past its CPU limit (an exit,
// a crash) was measured to its end.
bool stopped_at_limit(const sandbox::RunResult& run);

// "SIGSEGV" for 11; "signal 77" for unknown numbers.
std::string signal_name(int signal);

}  // namespace gridjudge
