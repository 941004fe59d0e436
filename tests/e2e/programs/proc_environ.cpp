// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Reads the box's init (a copy of the judge) through /proc: its environment and its
// memory. The init is not dumpable, so both are refused; a read that returns bytes exits 42
// (environ) or 43 (mem). Refused, it exits 0 writing nothing.
#include <fcntl.h>
#include <unistd.h>

static bool readable(const char* path) {
    const int fd = open(path, O_RDONLY);
    if (fd < 0) return false;
    char byte;
    const bool read_one = read(fd, &byte, 1) == 1;
    close(fd);
    return read_one;
}

int main() {
    if (readable("/proc/1/environ")) return 42;
    if (readable("/proc/1/mem")) return 43;
    return 0;
}
