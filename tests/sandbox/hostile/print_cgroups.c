// Prints its own /proc/self/cgroup, the cgroup of every hierarchy it is in, and exits 0.
#include <stdio.h>

int main(void) {
    FILE* file = fopen("/proc/self/cgroup", "r");
    if (!file) return 3;
    char line[4096];
    while (fgets(line, sizeof line, file)) fputs(line, stdout);
    fclose(file);
    return 0;
}
