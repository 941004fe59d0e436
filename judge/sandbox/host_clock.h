// What the host says about the CPU time it takes away: a program's CPU time is the time the
// kernel ran it, and in a virtual machine the hypervisor can take the CPU from under a running
// program. A guest kernel that is told so (steal time) leaves that time out of every task's CPU
// time; a guest that is not told charges it to whatever was running. Then a program's CPU time
// moves with the host's other guests, and no judge inside the guest can tell (docs/verdicts.md,
// "CPU time on a virtual machine").
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace gridjudge::sandbox {

struct HostClock {
    bool virtual_machine = false;  // the CPU's "hypervisor" flag
    // Steal time since boot, in clock ticks, and all CPU time since boot; nullopt when the
    // statistics file cannot be read or has no steal column (kernels before 2.6.11).
    std::optional<unsigned long long> steal_ticks;
    std::optional<unsigned long long> total_ticks;

    // A virtual machine whose kernel has reported no steal time since boot: either the host
    // never took a CPU, or (far more likely after hours up) it does not say when it does.
    bool steal_unreported() const { return virtual_machine && steal_ticks == 0ULL; }
    // The share of CPU time the host took since boot, when it is reported.
    std::optional<double> steal_share() const;
};

// Reads the flags of cpuinfo (the first "flags" line) and the "cpu" line of stat, both in
// /proc's formats.
HostClock read_host_clock(const std::filesystem::path& cpuinfo, const std::filesystem::path& stat);
HostClock probe_host_clock();  // /proc/cpuinfo and /proc/stat

// What doctor and the worker say of it, in words; nullopt on a machine with nothing to say.
std::optional<std::string> host_clock_note(const HostClock& clock);

}  // namespace gridjudge::sandbox
