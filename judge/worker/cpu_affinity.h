// CPU affinity of the judge's own threads. A worker of a local pool is pinned to one CPU, and
// everything it starts (compilers, contestants' boxes, checkers) inherits that CPU: two workers
// never share a core, so a program's CPU time does not depend on what runs beside it.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace gridjudge {

// The CPUs this process may run on (its affinity mask, as set by taskset or a cpuset), in order.
std::vector<int> allowed_cpus();

// `cpus` reordered so that each physical core comes once before any comes twice: two workers
// on one core's SMT siblings share its execution units and caches and time each other's
// programs. `core_of(cpu)` names a CPU's core; CPUs of one core keep their order.
std::vector<int> one_cpu_per_core_first(const std::vector<int>& cpus,
                                        const std::function<std::string(int cpu)>& core_of);

// A CPU's physical core as this machine's topology names it ("package:core"); the CPU's own
// number when the kernel does not say (each CPU then counts as a core of its own).
std::string core_of_cpu(int cpu);

// Pins the calling thread to `cpu`; false (nothing changed) if the kernel refuses.
bool pin_current_thread(int cpu);

// Whether a pool pins its workers, as $GRIDJUDGE_PIN_WORKERS says: unset, empty or "1" pins
// (the default), "0" does not (a machine whose CPUs are shared with other heavy work, where a
// pinned program would wait for its one CPU). Any other value throws std::invalid_argument
// naming the variable: a typo must not silently change how programs are timed.
bool pinning_wanted();

}  // namespace gridjudge
