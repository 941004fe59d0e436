// CPU affinity of the judge's own threads. A worker of a local pool is pinned to one CPU, and
// everything it starts (compilers, contestants' boxes, checkers) inherits that CPU: two workers
// never share a core, so a program's CPU time does not depend on what runs beside it.
#pragma once

#include <vector>

namespace gridjudge {

// The CPUs this process may run on (its affinity mask, as set by taskset or a cpuset), in order.
std::vector<int> allowed_cpus();

// Pins the calling thread to `cpu`; false (nothing changed) if the kernel refuses.
bool pin_current_thread(int cpu);

}  // namespace gridjudge
