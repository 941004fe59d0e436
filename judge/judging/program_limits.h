// The one place a submission's JudgeSettings become the sandbox limits its program runs under
// (batch and interactive alike), with its language's runtime memory: the box's memory limit is
// the program's limit plus the runtime's allowance (a JVM's own memory beyond its heap), while
// the verdict judges the program by its own limit (run_verdict.h). The box a contestant's program
// runs in (program_run_spec) and the limits shown to people (the web's problem page) come from
// here too, so that what is shown is what is judged.
#pragma once

#include <filesystem>
#include <string>

#include "judge/compile/compiler.h"
#include "judge/model/limits.h"
#include "judge/run/run_verdict.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

// The limits a run's verdict is judged by, as `settings` say; the program may hold `processes`
// tasks (its language's).
sandbox::Limits judged_limits_of(const JudgeSettings& settings, int processes = 1);

struct ProgramLimits {
    sandbox::Limits judged;  // the program's own: what its verdict is decided by
    sandbox::Limits box;     // what the box enforces: memory plus the runtime's allowance
    // The runtime's allowance and heap-exhausted line; points into `program`, whose lifetime it
    // shares. run_stderr is set per run (run_stderr_of).
    RuntimeMemory runtime;
};

// Whether a run over its CPU limit is let go on to the settings' measure_tle_up_to_ms
// (--measure-tle: a batch run), or stopped at the limit (an interactive program, whose
// interactor's own limits are reckoned from the program's judged ones).
enum class TleMeasure { UpToSettings, StopAtLimit };

ProgramLimits program_limits(const JudgeSettings& settings, const CompiledProgram& program,
                             TleMeasure measure);

// The box a contestant's program runs in, in `box`: its run command and environment with the
// memory limit filled in, ONLINE_JUDGE, the box's limits, the worker's CPU. The caller connects
// its standard streams (and keeps its standard error when keeps_stderr says so).
sandbox::RunSpec program_run_spec(const CompiledProgram& program, const JudgeSettings& settings,
                                  const ProgramLimits& limits, const std::filesystem::path& box);

// Whether a run's standard error is kept for its verdict: only a runtime that says so there
// when the heap is exhausted (contestants' standard error is otherwise not kept: it can be huge
// and is not judged).
bool keeps_stderr(const CompiledProgram& program);
// The end of a run's standard error, where a runtime's last words are (at most 64 KiB); empty
// when there is none.
std::string run_stderr_of(const std::filesystem::path& file);

}  // namespace gridjudge
