// The resource limits of the box's program, computed by the judge and applied by the box's
// last step before exec.
//   RLIMIT_STACK  = the memory limit (NOI convention: deep recursion must work);
//   RLIMIT_FSIZE  = the output limit (a larger write raises SIGXFSZ: output_limit_exceeded);
//   RLIMIT_CPU    = the CPU limit rounded up plus one second: a backstop only, the watcher
//                   kills at the exact limit using the cgroup's accounting;
//   RLIMIT_CORE   = 0; RLIMIT_NOFILE small;
//   RLIMIT_AS     = the memory limit, only without a memory cgroup (it also counts untouched
//                   reservations, so it is a poor measure, but the best one left);
//   RLIMIT_NPROC  = the task limit, only without a pids cgroup (it counts per user id, shared
//                   by every box running at once: a fallback).
#pragma once

#include <sys/resource.h>

#include <optional>
#include <string>
#include <vector>

#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

std::vector<RlimitSetting> plan_rlimits(const Limits& limits, Profile profile,
                                        bool cgroup_limits_memory, bool cgroup_limits_tasks);

// Applies the settings in a throw-away child, reads each back, and checks that RLIMIT_NOFILE
// bites. nullopt when all is well, otherwise why not, in words (for Protections::notes).
std::optional<std::string> rlimits_refused(const std::vector<RlimitSetting>& settings);

}  // namespace gridjudge::sandbox
