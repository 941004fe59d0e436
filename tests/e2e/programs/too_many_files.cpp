// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Opens files until it cannot: RLIMIT_NOFILE (64) must stop it with EMFILE once 61
// more than stdin, stdout and stderr are open. More than that exits 42; another error exits 43.
// Stopped in time, it exits 0 writing nothing.
#include <fcntl.h>

#include <cerrno>

int main() {
    int opened = 0;
    while (open("/dev/null", O_RDONLY) >= 0)
        if (++opened > 61) return 42;
    return errno == EMFILE ? 0 : 43;
}
