#include "judge/sandbox/host_clock.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

namespace gridjudge::sandbox {
namespace {

bool has_hypervisor_flag(const std::filesystem::path& cpuinfo) {
    std::ifstream in(cpuinfo);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("flags", 0) != 0) continue;
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos) return false;
        std::istringstream flags(line.substr(colon + 1));
        std::string flag;
        while (flags >> flag)
            if (flag == "hypervisor") return true;
        return false;  // every CPU has the same flags: the first line says it
    }
    return false;
}

// /proc/stat's first line: "cpu  user nice system idle iowait irq softirq steal guest
// guest_nice". Guest time is already inside user and nice, so it is not added again.
void read_cpu_line(const std::filesystem::path& stat, HostClock& clock) {
    std::ifstream in(stat);
    std::string line;
    if (!std::getline(in, line) || line.rfind("cpu ", 0) != 0) return;
    std::istringstream fields(line.substr(4));
    std::vector<unsigned long long> ticks;
    unsigned long long value = 0;
    while (ticks.size() < 8 && fields >> value) ticks.push_back(value);
    if (ticks.size() < 8) return;
    clock.steal_ticks = ticks[7];
    unsigned long long total = 0;
    for (const unsigned long long tick : ticks) total += tick;
    clock.total_ticks = total;
}

}  // namespace

std::optional<double> HostClock::steal_share() const {
    if (!steal_ticks || !total_ticks || *total_ticks == 0) return std::nullopt;
    return static_cast<double>(*steal_ticks) / static_cast<double>(*total_ticks);
}

HostClock read_host_clock(const std::filesystem::path& cpuinfo, const std::filesystem::path& stat) {
    HostClock clock;
    clock.virtual_machine = has_hypervisor_flag(cpuinfo);
    read_cpu_line(stat, clock);
    return clock;
}

HostClock probe_host_clock() {
    return read_host_clock("/proc/cpuinfo", "/proc/stat");
}

std::optional<std::string> host_clock_note(const HostClock& clock) {
    if (!clock.virtual_machine) return std::nullopt;
    if (clock.steal_unreported())
        return "CPU time: this virtual machine's kernel has reported no steal time since boot, so "
               "time the host gives its other guests while a program runs counts as that "
               "program's CPU time; times near a limit move with the host's load";
    if (const std::optional<double> share = clock.steal_share()) {
        char percent[32];
        std::snprintf(percent, sizeof percent, "%.2f", *share * 100);
        return std::string("CPU time: the host took ") + percent +
               " % of this virtual machine's CPU time since boot (steal time), which a kernel "
               "with paravirtual time accounting leaves out of programs' CPU times";
    }
    return "CPU time: this virtual machine's steal time cannot be read (/proc/stat)";
}

}  // namespace gridjudge::sandbox
