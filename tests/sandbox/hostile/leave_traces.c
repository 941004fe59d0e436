// leave_traces NAME: leaves what a next run in a reused box could find: a file in /tmp, and a
// child named NAME in a new session that holds an abstract unix socket ("@gridjudge-trace")
// and sleeps. Exits 0 once the socket listens. Nothing of it may reach the next run
// (look_for_traces) or outlive this one.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static const char kSocketName[] = "\0gridjudge-trace";

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    FILE* trace = fopen("/tmp/trace", "w");
    if (!trace || fputs("run N was here\n", trace) < 0 || fclose(trace) != 0) return 3;
    int ready[2];
    if (pipe(ready) != 0) return 4;
    if (fork() == 0) {
        setsid();
        prctl(PR_SET_NAME, argv[1], 0, 0, 0);
        struct sockaddr_un address = {.sun_family = AF_UNIX};
        memcpy(address.sun_path, kSocketName, sizeof kSocketName - 1);
        const socklen_t size = offsetof(struct sockaddr_un, sun_path) + sizeof kSocketName - 1;
        const int listener = socket(AF_UNIX, SOCK_STREAM, 0);
        if (listener < 0 || bind(listener, (struct sockaddr*)&address, size) != 0 ||
            listen(listener, 1) != 0)
            _exit(5);
        (void)!write(ready[1], "r", 1);
        sleep(1000);
        _exit(0);
    }
    close(ready[1]);
    char byte = 0;
    return read(ready[0], &byte, 1) == 1 ? 0 : 6;
}
