#include "judge/sandbox/rlimits.h"

namespace gridjudge::sandbox {
namespace {

rlimit both(rlim_t value) {
    return rlimit{value, value};
}

// A compiler opens its inputs, headers one after another, temporaries and pipes; a contestant's
// program needs stdio and a few files.
constexpr rlim_t kRunFiles = 64;
constexpr rlim_t kCompileFiles = 256;

}  // namespace

std::vector<RlimitSetting> plan_rlimits(const Limits& limits, Profile profile,
                                        bool cgroup_limits_memory, bool cgroup_limits_tasks) {
    const auto memory_bytes = static_cast<rlim_t>(limits.memory_kib) * 1024;
    const auto cpu_seconds = static_cast<rlim_t>((limits.cpu_ms + 999) / 1000 + 1);
    std::vector<RlimitSetting> settings{
        {RLIMIT_STACK, both(memory_bytes)},
        {RLIMIT_FSIZE, both(static_cast<rlim_t>(limits.output_kib) * 1024)},
        // Soft then hard: SIGXCPU first, SIGKILL a second later if it is caught.
        {RLIMIT_CPU, rlimit{cpu_seconds, cpu_seconds + 1}},
        {RLIMIT_CORE, both(0)},
        {RLIMIT_NOFILE, both(profile == Profile::Run ? kRunFiles : kCompileFiles)},
    };
    if (!cgroup_limits_memory) settings.push_back({RLIMIT_AS, both(memory_bytes)});
    if (!cgroup_limits_tasks)
        settings.push_back({RLIMIT_NPROC, both(static_cast<rlim_t>(limits.processes))});
    return settings;
}

}  // namespace gridjudge::sandbox
