// escape_files HOST_TMP_FILE ANSWERS DATABASE: tries to write and read outside the box and
// prints what each attempt returned ("ok" or the errno name).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void attempt(const char* label, const char* path, int flags) {
    const int fd = open(path, flags, 0644);
    printf("%s: %s\n", label, fd >= 0 ? "ok" : strerrorname_np(errno));
    if (fd >= 0) close(fd);
}

int main(int argc, char** argv) {
    if (argc != 4) return 2;
    attempt("write host tmp", argv[1], O_WRONLY | O_CREAT);
    attempt("write /etc", "/etc/gridjudge-escape", O_WRONLY | O_CREAT);
    attempt("write above box", "/box/../gridjudge-escape", O_WRONLY | O_CREAT);
    attempt("write /usr", "/usr/gridjudge-escape", O_WRONLY | O_CREAT);
    attempt("read /etc/shadow", "/etc/shadow", O_RDONLY);
    attempt("read answers", argv[2], O_RDONLY);
    attempt("read database", argv[3], O_RDONLY);
    attempt("read init's root", "/proc/1/root/etc/shadow", O_RDONLY);
    attempt("read init's memory", "/proc/1/mem", O_RDONLY);
    return 0;
}
