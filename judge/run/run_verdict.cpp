#include "judge/run/run_verdict.h"

#include <csignal>
#include <cstring>

namespace gridjudge {
namespace {

std::string ms(std::int64_t value) {
    return std::to_string(value) + " ms";
}

// A run over its CPU limit: where it was stopped, or its whole time when it ended by itself.
RunVerdict cpu_time_verdict(const sandbox::RunResult& run, const sandbox::Limits& limits) {
    const std::string limit = ms(limits.cpu_ms);
    if (!stopped_at_limit(run))
        return {Verdict::TLE, "CPU time " + ms(run.cpu_ms) + " exceeded the limit of " + limit +
                                  " (measured to the end)"};
    // Stopped by the memory limit after the CPU limit (a TLE let go on to be measured, or a
    // stop that came a tick late): still the CPU limit's verdict, the memory limit's stop.
    const bool by_memory = run.stopped == sandbox::Stop::None && run.memory_limit_exceeded;
    return {Verdict::TLE, "CPU time over the limit of " + limit + " (stopped at " + ms(run.cpu_ms) +
                              (by_memory ? ", on reaching the memory limit)" : ")")};
}

std::string mib(std::int64_t kib) {
    return std::to_string(kib / 1024) + " MiB";
}

// Whether the run's standard error says the heap was exhausted. Only the runtime's own words
// go into the message: the rest of the line is the contestant's (any bytes, any length).
bool heap_exhausted(const RuntimeMemory& runtime) {
    return !runtime.error_pattern.empty() &&
           runtime.run_stderr.find(runtime.error_pattern) != std::string_view::npos;
}

}  // namespace

std::string signal_name(int signal) {
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? "SIG" + std::string(abbreviation) : "signal " + std::to_string(signal);
}

bool stopped_at_limit(const sandbox::RunResult& run) {
    return run.stopped != sandbox::Stop::None || run.memory_limit_exceeded;
}

std::optional<RunVerdict> decide_run_verdict(const sandbox::RunResult& run,
                                             const sandbox::Limits& limits,
                                             const RuntimeMemory& runtime) {
    if (!run.error.empty()) return RunVerdict{Verdict::IE, "sandbox failure: " + run.error};
    // First: a program stopped at its task cap may also have reached the memory or CPU limit
    // with the forks the kernel refused, and which of those came first depends on the host.
    if (run.task_limit_exceeded)
        return RunVerdict{Verdict::RE, "stopped on reaching the limit of " +
                                           std::to_string(limits.processes) +
                                           " tasks (processes and threads)"};
    // CPU time before memory: a program over its CPU limit may reach its memory limit before the
    // watcher's stop lands (a tick later, more on a loaded machine), and which comes first must
    // not decide. A program that reached its memory limit within its CPU limit is MLE.
    if (run.cpu_ms > limits.cpu_ms || run.cpu_limit_exceeded) return cpu_time_verdict(run, limits);
    // The peak shown is the whole box's (the program and its runtime); a runtime's allowance
    // is the box's beyond the program's limit, and only reaching that is the peak's MLE.
    if (run.memory_limit_exceeded || run.memory_kib >= limits.memory_kib + runtime.allowance_kib)
        return RunVerdict{Verdict::MLE, "memory peak " + mib(run.memory_kib) +
                                            " reached the limit of " + mib(limits.memory_kib) +
                                            (runtime.allowance_kib > 0
                                                 ? " (and the " + mib(runtime.allowance_kib) +
                                                       " its runtime is allowed beyond it)"
                                                 : std::string())};
    if (run.stopped == sandbox::Stop::Overloaded)
        return RunVerdict{Verdict::IE, "the machine is overloaded: at " +
                                           std::to_string(sandbox::kWallCapFactor) +
                                           " times the wall limit of " + ms(limits.wall_ms) +
                                           " the program was still computing, at " +
                                           ms(run.cpu_ms) + " of CPU time; judge it again"};
    if (run.wall_limit_exceeded)
        return RunVerdict{Verdict::TLE, "wall time exceeded " + ms(limits.wall_ms) + " after " +
                                            ms(run.cpu_ms) +
                                            " of CPU time (the program was waiting, not "
                                            "computing)"};
    if (run.output_limit_exceeded)
        return RunVerdict{Verdict::OLE,
                          "output exceeded " + std::to_string(limits.output_kib / 1024) + " MiB"};
    if (run.signal != 0)
        return RunVerdict{Verdict::RE, "killed by signal " + std::to_string(run.signal) + " (" +
                                           signal_name(run.signal) + ")"};
    if (run.exit_code != 0) {
        // The runtime's heap is the memory limit: exhausting it is the program's MLE, as the
        // home judges say (Codeforces: MLE; Kattis and DOMjudge: a memory error).
        if (heap_exhausted(runtime))
            return RunVerdict{
                Verdict::MLE,
                "the " + std::string(runtime.heap_name) + " of " + mib(limits.memory_kib) +
                    ", the memory limit, was exhausted: " + std::string(runtime.error_pattern)};
        return RunVerdict{Verdict::RE, "exit code " + std::to_string(run.exit_code)};
    }
    return std::nullopt;
}

bool reached_own_limit(const RunVerdict& verdict, const sandbox::RunResult& run,
                       const sandbox::Limits& limits) {
    if (verdict.verdict == Verdict::MLE || verdict.verdict == Verdict::OLE) return true;
    if (run.task_limit_exceeded) return true;
    return verdict.verdict == Verdict::TLE &&
           (run.cpu_limit_exceeded || run.cpu_ms > limits.cpu_ms);
}

CompileRunOutcome classify_compile_run(const sandbox::RunResult& run, const sandbox::Limits& limits,
                                       std::string_view log) {
    if (!run.error.empty())
        return {CompileRunEnd::SandboxFailed, "compiler sandbox failed: " + run.error};
    std::string note;
    if (run.task_limit_exceeded)
        note = "[compilation reached the limit of " + std::to_string(limits.processes) + " tasks]";
    else if (run.cpu_limit_exceeded || run.wall_limit_exceeded)
        note = "[compilation exceeded the time limit of " + std::to_string(limits.cpu_ms / 1000) +
               " s]";
    else if (run.memory_limit_exceeded)
        note = "[compilation exceeded the memory limit of " + mib(limits.memory_kib) + "]";
    else if (run.output_limit_exceeded)
        note = "[the compiler's output exceeded " + mib(limits.output_kib) + "]";
    else if (run.exit_code != 0 && log.find("File size limit exceeded") != std::string_view::npos)
        // strsignal(SIGXFSZ), as g++ and clang report a tool they ran. DOMjudge's own test of
        // a 512 MiB array with an initial value gets here: its object file is 512 MiB.
        note = "[a file the compiler wrote reached the limit of " + mib(limits.output_kib) +
               ": an array with initial values is stored in the program, one filled at run time "
               "is not]";
    const bool interrupted = run.cpu_limit_exceeded || run.wall_limit_exceeded ||
                             run.memory_limit_exceeded || run.signal != 0;
    // A task limit reached by a driver that still exited 0 spoiled nothing: its exit decides
    // (the note stays in the log).
    if (run.exit_code == 0 && !interrupted && !run.output_limit_exceeded)
        return {CompileRunEnd::Compiled, std::move(note)};
    if (interrupted || run.task_limit_exceeded)
        return {CompileRunEnd::Interrupted, std::move(note)};
    return {CompileRunEnd::Rejected, std::move(note)};
}

std::optional<std::string> jury_program_failure(const sandbox::RunResult& run,
                                                std::string_view program, JuryCrash crash) {
    const std::string name(program);
    if (!run.error.empty()) return name + " sandbox failed: " + run.error;
    if (run.cpu_limit_exceeded || run.wall_limit_exceeded) return name + " timed out";
    if (run.memory_limit_exceeded) return name + " ran out of memory";
    if (run.task_limit_exceeded) return name + " reached its task limit";
    if (run.output_limit_exceeded) return name + " exceeded its output limit";
    if (run.signal != 0 && crash == JuryCrash::Fails)
        return name + " crashed (" + signal_name(run.signal) + ")";
    return std::nullopt;
}

}  // namespace gridjudge
