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

// True when `verdict` (decide_run_verdict's for `run`) is for a limit the program reached by its
// own doing, whatever another program did: its memory, output, tasks or CPU time. Not the wall
// limit (it may have been waiting on an interactor that stopped answering), nor a crash or an
// exit (it may have lost its input). The interactive judge weighs these before the interactor.
bool reached_own_limit(const RunVerdict& verdict, const sandbox::RunResult& run,
                       const sandbox::Limits& limits);

// True when the run did not end by itself: the sandbox stopped it at a limit (CPU, wall, tasks),
// or the kernel killed it for memory. Then a TLE's cpu_ms is where it was stopped, not how long
// it needed: shown as "> 1000 ms". A program that ended by itself past its CPU limit (an exit,
// a crash) was measured to its end.
bool stopped_at_limit(const sandbox::RunResult& run);

// "SIGSEGV" for 11; "signal 77" for unknown numbers.
std::string signal_name(int signal);

// How a compiler's run ended, for judge/compile: the same RunResult facts as a program's run,
// named for a compile. Only Rejected is the source's verdict for certain (remembered in the
// compile cache); a compile stopped at a limit or crashed may be the machine's doing (its load,
// a compiler bug), so it is the source's CE for now but never remembered.
enum class CompileRunEnd {
    Compiled,       // exited 0 within its time, memory and output limits
    Rejected,       // a non-zero exit, or the compiler's output over its limit
    Interrupted,    // stopped at its time, memory or task limit, or killed by a signal
    SandboxFailed,  // the sandbox failed: the judge's fault (IE)
};

struct CompileRunOutcome {
    CompileRunEnd end;
    // SandboxFailed: the internal error ("compiler sandbox failed: clone: ..."). Otherwise the
    // line added to the compiler's log when a limit was reached ("[compilation exceeded the time
    // limit of 10 s]"), or empty.
    std::string message;
};

// `limits` are the ones the compiler's box ran under; `log` is what the compiler said. A tool the
// driver runs (the assembler, the linker) that is stopped by the file size limit is not the
// box's own process, so only the driver's words tell of it ("File size limit exceeded").
CompileRunOutcome classify_compile_run(const sandbox::RunResult& run, const sandbox::Limits& limits,
                                       std::string_view log = {});

// Whether a crash of a jury program is a failure, or an answer its caller reads: a checker or an
// interactor that crashes has failed; a validator that crashes has rejected its input, and a
// generator's caller names the signal itself.
enum class JuryCrash { Fails, Answers };

// The rule for a jury program (a checker, an interactor, a validator, a generator): a run that
// its sandbox failed, or that reached a limit (time, memory, tasks, output), failed for reasons
// that are never the contestant's; the caller makes it IE (or refuses the package) with this
// message, which names `program` ("checker timed out", "interactor crashed (SIGSEGV)", "gen.cpp
// sandbox failed: ..."). nullopt: it ended by itself, and its exit code (or, with
// JuryCrash::Answers, its signal) is its answer.
std::optional<std::string> jury_program_failure(const sandbox::RunResult& run,
                                                std::string_view program,
                                                JuryCrash crash = JuryCrash::Fails);

}  // namespace gridjudge
