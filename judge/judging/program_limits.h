// The one place a submission's JudgeSettings become the sandbox limits its program runs under
// (batch and interactive alike), with its language's runtime memory: the box's memory limit is
// the program's limit plus the runtime's allowance (a JVM's own memory beyond its heap), while
// the verdict judges the program by its own limit (run_verdict.h).
#pragma once

#include <filesystem>
#include <string>

#include "judge/compile/compiler.h"
#include "judge/run/run_verdict.h"
#include "judge/model/limits.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct ProgramLimits {
    sandbox::Limits judged;  // the program's own: what its verdict is decided by
    sandbox::Limits box;     // what the box enforces: memory plus the runtime's allowance
    // The runtime's allowance and heap-exhausted line; points into `program`, whose lifetime it
    // shares. run_stderr is set per run (run_stderr_of).
    RuntimeMemory runtime;
};

ProgramLimits program_limits(const JudgeSettings& settings, const CompiledProgram& program);

// Whether a run's standard error is kept for its verdict: only a runtime that says so there
// when the heap is exhausted (contestants' standard error is otherwise not kept: it can be huge
// and is not judged).
bool keeps_stderr(const CompiledProgram& program);
// The end of a run's standard error, where a runtime's last words are (at most 64 KiB); empty
// when there is none.
std::string run_stderr_of(const std::filesystem::path& file);

}  // namespace gridjudge
