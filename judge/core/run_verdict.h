// The one rule that decides a run's verdict before any checker: RE if the program was stopped
// at its task cap (a fork or thread refused); MLE if the memory peak reached the limit or the
// kernel killed the program for memory; then TLE (CPU, then wall); then OLE; then RE (a
// signal, or a non-zero exit). A sandbox failure is IE, never the contestant's fault.
// Only a clean exit within every limit goes on to the checker.
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

// `limits` are the limits the verdict is judged by. The box may have run with a higher CPU limit
// (`box_cpu_limit_ms`), to measure how slow a TLE really is; a run stopped at the box's limit
// was not measured to its end. nullopt: "exited 0 within every limit: ask the checker".
std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits,
                                             std::int64_t box_cpu_limit_ms);

// True when a TLE's cpu_ms is where the box stopped the program, not how long it needed: shown
// as "> 1000 ms".
bool stopped_at_limit(const sandbox::RunResult& run, std::int64_t box_cpu_limit_ms);

// "SIGSEGV" for 11; "signal 77" for unknown numbers.
std::string signal_name(int signal);

}  // namespace gridjudge
