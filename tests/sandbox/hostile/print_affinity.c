// Prints the CPUs it may run on ("cpus: 0 1"), then tries to allow itself every CPU and prints
// what that returned: the box's CPU is the judge's choice.
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    cpu_set_t cpus;
    if (sched_getaffinity(0, sizeof cpus, &cpus) != 0) return 3;
    printf("cpus:");
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &cpus)) printf(" %d", cpu);
    printf("\n");
    cpu_set_t all;
    memset(&all, 0xff, sizeof all);
    const int rc = sched_setaffinity(0, sizeof all, &all);
    printf("sched_setaffinity: %s\n", rc == 0 ? "ok" : strerrorname_np(errno));
    return 0;
}
