#include "judge/worker/cpu_affinity.h"

#include <sched.h>

#include <algorithm>

#include <cstdlib>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>

namespace gridjudge {

std::vector<int> allowed_cpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (::sched_getaffinity(0, sizeof set, &set) != 0) return cpus;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    return cpus;
}

std::vector<int> one_cpu_per_core_first(const std::vector<int>& cpus,
                                        const std::function<std::string(int cpu)>& core_of) {
    // Round r takes the r-th CPU of every core, cores in the order of their first CPU.
    std::map<std::string, int> seen;                  // CPUs of each core taken so far
    std::vector<std::pair<int, std::size_t>> ranked;  // (sibling rank, position in cpus)
    for (std::size_t i = 0; i < cpus.size(); ++i) ranked.push_back({seen[core_of(cpus[i])]++, i});
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> ordered;
    for (const auto& [rank, position] : ranked) ordered.push_back(cpus[position]);
    return ordered;
}

std::string core_of_cpu(int cpu) {
    const std::string topology = "/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/topology/";
    std::ifstream package(topology + "physical_package_id"), core(topology + "core_id");
    std::string package_id, core_id;
    if (!(package >> package_id) || !(core >> core_id)) return "cpu" + std::to_string(cpu);
    return package_id + ":" + core_id;
}

bool pin_current_thread(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) return false;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    // pid 0: the calling thread, not the whole process.
    return ::sched_setaffinity(0, sizeof set, &set) == 0;
}

bool pinning_wanted() {
    const char* value = std::getenv("GRIDJUDGE_PIN_WORKERS");
    const std::string text = value ? value : "";
    if (text.empty() || text == "1") return true;
    if (text == "0") return false;
    throw std::invalid_argument("GRIDJUDGE_PIN_WORKERS: '" + text +
                                "' is neither 1 (pin each worker to its own CPU, the default) "
                                "nor 0 (do not pin)");
}

}  // namespace gridjudge
