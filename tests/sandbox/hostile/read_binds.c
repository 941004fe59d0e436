// read_binds FILE DIR: FILE and DIR are read-only binds of the host. Prints FILE's first line,
// the first line of DIR/settings.cfg, then what writing into both and reading other host files
// returned ("ok" or the errno name).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void print_first_line(const char* label, const char* path) {
    char line[256] = "";
    FILE* file = fopen(path, "r");
    if (!file) {
        printf("%s: %s\n", label, strerrorname_np(errno));
        return;
    }
    if (!fgets(line, sizeof line, file)) strcpy(line, "(empty)\n");
    fclose(file);
    printf("%s: %s", label, line);
}

static void attempt(const char* label, const char* path, int flags) {
    const int fd = open(path, flags, 0644);
    printf("%s: %s\n", label, fd >= 0 ? "ok" : strerrorname_np(errno));
    if (fd >= 0) close(fd);
}

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    char settings[4096], created[4096];
    snprintf(settings, sizeof settings, "%s/settings.cfg", argv[2]);
    snprintf(created, sizeof created, "%s/new.cfg", argv[2]);
    print_first_line("file", argv[1]);
    print_first_line("dir", settings);
    attempt("write file", argv[1], O_WRONLY);
    attempt("write dir", settings, O_WRONLY);
    attempt("create in dir", created, O_WRONLY | O_CREAT);
    attempt("read /etc/shadow", "/etc/shadow", O_RDONLY);
    attempt("read /etc/passwd", "/etc/passwd", O_RDONLY);
    return 0;
}
