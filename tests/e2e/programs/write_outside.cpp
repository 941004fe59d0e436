// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// host-must-not-have: /tmp/gridjudge-escape-marker /etc/gridjudge-escape-marker
// host-must-not-have: /var/tmp/gridjudge-escape-marker /gridjudge-escape-marker
// Tries to plant a file outside its box and checks every attempt: a target that must be out of
// reach but was written sets its bit in the exit code (RE "exit code N" names them):
//   1 /etc/..., 2 /var/tmp/..., 4 /..., 8 ../... (the box's parent), 16 /usr/...,
//   32 /proc/1/root/etc/... (through the box's init).
// /tmp is the box's own tmpfs: writing there works and must not reach the host's /tmp (the test
// looks for every host-must-not-have path after the run). With nothing escaped it exits 0,
// writing nothing.
#include <cstdio>

static bool written(const char* path) {
    FILE* file = std::fopen(path, "w");
    if (!file) return false;
    const bool ok = std::fputs("escaped\n", file) >= 0;
    return std::fclose(file) == 0 && ok;
}

int main() {
    const char* must_fail[] = {
        "/etc/gridjudge-escape-marker", "/var/tmp/gridjudge-escape-marker",
        "/gridjudge-escape-marker",     "../gridjudge-escape-marker",
        "/usr/gridjudge-escape-marker", "/proc/1/root/etc/gridjudge-escape-marker"};
    int escaped = 0;
    for (int i = 0; i < 6; ++i)
        if (written(must_fail[i])) escaped |= 1 << i;
    written("/tmp/gridjudge-escape-marker");  // inside the box: its own /tmp
    return escaped;
}
