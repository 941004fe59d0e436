// Tries to read what the box's init (pid 1) holds: its environment, memory, mappings, root,
// working directory and descriptors, and prints what each attempt returned. Expected: EACCES for
// each (the init is not dumpable), and its command line shows only the box server's name.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void attempt(const char* path) {
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    char byte;
    const int ok = fd >= 0 && read(fd, &byte, 1) >= 0;
    printf("%s: %s\n", path, ok ? "ok" : strerrorname_np(errno));
    if (fd >= 0) close(fd);
}

int main(void) {
    const char* paths[] = {"/proc/1/environ", "/proc/1/mem",     "/proc/1/maps",
                           "/proc/1/root/",   "/proc/1/cwd/",    "/proc/1/fd/",
                           "/proc/1/auxv",    "/proc/1/syscall", "/proc/1/stack"};
    for (size_t i = 0; i < sizeof paths / sizeof *paths; ++i) attempt(paths[i]);
    char command[256] = {0};
    const int fd = open("/proc/1/cmdline", O_RDONLY | O_CLOEXEC);
    const ssize_t length = fd >= 0 ? read(fd, command, sizeof command - 1) : -1;
    ssize_t end = length;
    while (end > 0 && command[end - 1] == 0) --end;  // a blanked argument leaves only zeros
    for (ssize_t i = 0; i < end; ++i)
        if (command[i] == 0) command[i] = ' ';
    command[end > 0 ? end : 0] = 0;
    printf("/proc/1/cmdline: %s\n", command);
    return 0;
}
