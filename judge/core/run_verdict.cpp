#include "judge/core/run_verdict.h"

#include <csignal>
#include <cstring>

namespace gridjudge {

std::string signal_name(int signal) {
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? "SIG" + std::string(abbreviation) : "signal " + std::to_string(signal);
}

bool stopped_at_limit(const sandbox::RunResult& run, std::int64_t box_cpu_limit_ms) {
    return run.cpu_limit_exceeded || run.wall_limit_exceeded || run.cpu_ms >= box_cpu_limit_ms;
}

std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits,
                                             std::int64_t box_cpu_limit_ms) {
    if (!run.error.empty()) return RunVerdict{Verdict::IE, "sandbox failure: " + run.error};
    // First: a program stopped at its task cap may also have reached the memory or CPU limit
    // with the forks the kernel refused, and which of those came first depends on the host.
    if (run.task_limit_exceeded)
        return RunVerdict{Verdict::RE, "stopped on reaching the limit of " +
                                           std::to_string(limits.processes) +
                                           " tasks (processes and threads)"};
    if (run.memory_limit_exceeded || run.memory_kib >= limits.memory_kib)
        return RunVerdict{Verdict::MLE, "memory peak " + std::to_string(run.memory_kib / 1024) +
                                            " MiB reached the limit of " +
                                            std::to_string(limits.memory_kib / 1024) + " MiB"};
    const std::string limit = std::to_string(limits.cpu_ms) + " ms";
    if (run.cpu_ms > limits.cpu_ms || run.cpu_limit_exceeded) {
        if (stopped_at_limit(run, box_cpu_limit_ms))
            return RunVerdict{Verdict::TLE, "CPU time over the limit of " + limit +
                                                " (stopped at " + std::to_string(run.cpu_ms) +
                                                " ms)"};
        return RunVerdict{Verdict::TLE, "CPU time " + std::to_string(run.cpu_ms) +
                                            " ms exceeded the limit of " + limit +
                                            " (measured to the end)"};
    }
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
