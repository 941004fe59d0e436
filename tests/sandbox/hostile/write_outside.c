// Tries to create a file in every place of the box's tree and prints what each returned.
// Expected: only /box and /tmp take one; the root, /usr (and /bin, /lib through it) and /dev
// are read-only (EROFS), /proc refuses (ENOENT, EACCES), and what the box lacks is absent
// (ENOENT). Exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    const char* paths[] = {"/box/escape",
                           "/tmp/escape",
                           "/escape",
                           "/usr/escape",
                           "/usr/bin/escape",
                           "/bin/escape",
                           "/lib/escape",
                           "/dev/escape",
                           "/dev/shm/escape",
                           "/proc/escape",
                           "/proc/sys/kernel/hostname",
                           "/etc/escape",
                           "/var/tmp/escape",
                           "/home/escape",
                           "/root/escape",
                           "/sys/escape"};
    for (size_t i = 0; i < sizeof paths / sizeof *paths; ++i) {
        const int fd = open(paths[i], O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
        printf("%s: %s\n", paths[i], fd >= 0 ? "ok" : strerrorname_np(errno));
        if (fd >= 0) close(fd);
    }
    return 0;
}
