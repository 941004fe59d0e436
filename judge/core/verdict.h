// Verdicts and the one rule that decides them (design.md, "Verdicts"): for a run, MLE if the
// memory peak reached the limit or the kernel killed it for memory; then TLE; then OLE; then RE;
// only a clean exit reaches the checker. Judge and jury faults are IE, never the contestant's.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/sandbox/sandbox.h"

namespace gridjudge {

enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, IE, CE };

std::string_view verdict_name(Verdict verdict);  // "AC"
std::optional<Verdict> parse_verdict(std::string_view name);
std::string_view verdict_meaning(Verdict verdict);  // "Accepted", "Wrong Answer", ...

// The submission's verdict is the worst of its tests by this fixed rank (higher = worse):
// a judge fault hides everything; then failures that stop the program, then wrong output.
int verdict_severity(Verdict verdict);

// What a run's resource usage and exit decide before any checker: nullopt means "exited 0
// within every limit: ask the checker". `message` explains the verdict (e.g. "killed by
// signal 11 (SIGSEGV)", "exit code 3").
struct RunVerdict {
    Verdict verdict;
    std::string message;
};
std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits);

// "SIGSEGV" for 11; "signal 77" for unknown numbers.
std::string signal_name(int signal);

}  // namespace gridjudge
