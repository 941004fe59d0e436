#include "judge/core/verdict.h"

#include <array>
#include <csignal>
#include <cstring>

namespace gridjudge {
namespace {
struct VerdictInfo {
    Verdict verdict;
    std::string_view name, meaning;
    int severity;
};
constexpr std::array kVerdicts{
    VerdictInfo{Verdict::AC, "AC", "Accepted", 0},
    VerdictInfo{Verdict::PE, "PE", "Presentation Error", 1},
    VerdictInfo{Verdict::WA, "WA", "Wrong Answer", 2},
    VerdictInfo{Verdict::OLE, "OLE", "Output Limit Exceeded", 3},
    VerdictInfo{Verdict::RE, "RE", "Runtime Error", 4},
    VerdictInfo{Verdict::MLE, "MLE", "Memory Limit Exceeded", 5},
    VerdictInfo{Verdict::TLE, "TLE", "Time Limit Exceeded", 6},
    VerdictInfo{Verdict::CE, "CE", "Compilation Error", 7},
    VerdictInfo{Verdict::IE, "IE", "Internal Error (judge or test data fault)", 8},
};
const VerdictInfo& info(Verdict verdict) {
    for (const VerdictInfo& entry : kVerdicts)
        if (entry.verdict == verdict) return entry;
    return kVerdicts.back();
}
}  // namespace

std::string_view verdict_name(Verdict verdict) {
    return info(verdict).name;
}
std::string_view verdict_meaning(Verdict verdict) {
    return info(verdict).meaning;
}
int verdict_severity(Verdict verdict) {
    return info(verdict).severity;
}

std::optional<Verdict> parse_verdict(std::string_view name) {
    for (const VerdictInfo& entry : kVerdicts)
        if (entry.name == name) return entry.verdict;
    return std::nullopt;
}

std::string signal_name(int signal) {
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? "SIG" + std::string(abbreviation) : "signal " + std::to_string(signal);
}

std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits) {
    if (!run.error.empty()) return RunVerdict{Verdict::IE, "sandbox failure: " + run.error};
    if (run.memory_limit_exceeded || run.memory_kib >= limits.memory_kib)
        return RunVerdict{Verdict::MLE, "memory peak " + std::to_string(run.memory_kib / 1024) +
                                            " MiB reached the limit of " +
                                            std::to_string(limits.memory_kib / 1024) + " MiB"};
    if (run.cpu_limit_exceeded || run.cpu_ms > limits.cpu_ms)
        return RunVerdict{Verdict::TLE, "CPU time " + std::to_string(run.cpu_ms) +
                                            " ms exceeded the limit of " +
                                            std::to_string(limits.cpu_ms) + " ms"};
    if (run.wall_limit_exceeded)
        return RunVerdict{Verdict::TLE, "wall time exceeded " + std::to_string(limits.wall_ms) +
                                            " ms (the program was waiting, not computing)"};
    if (run.output_limit_exceeded)
        return RunVerdict{Verdict::OLE,
                          "output exceeded " + std::to_string(limits.output_kib / 1024) + " MiB"};
    if (run.signal != 0)
        return RunVerdict{Verdict::RE, "killed by signal " + std::to_string(run.signal) + " (" +
                                           signal_name(run.signal) + ")"};
    if (run.exit_code != 0)
        return RunVerdict{Verdict::RE, "exit code " + std::to_string(run.exit_code)};
    return std::nullopt;
}

}  // namespace gridjudge
