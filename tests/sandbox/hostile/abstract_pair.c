// abstract_pair listen NAME | connect NAME: two boxes alive at once try to meet through an
// abstract unix socket ("@NAME"), the one family seccomp allows and the one thing a network
// namespace scopes.
// listen: waits for a first line on stdin (so that the other box can be started before the
// socket exists), binds and listens, prints "listening" (stdout is a pipe the other side waits
// on), then reads stdin to its end and exits 0: the socket lives as long as its stdin is open.
// connect: waits for a line on stdin (the listener's "listening"; /dev/null does not wait),
// tries to connect and prints "connect: ECONNREFUSED" (expected: the other box's socket is not
// in this box's namespace) or "connect: connected"; exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static socklen_t abstract_address(const char* name, struct sockaddr_un* address) {
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    const size_t length = strnlen(name, sizeof address->sun_path - 1);
    memcpy(address->sun_path + 1, name, length);
    return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + length);
}

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    struct sockaddr_un address;
    const socklen_t size = abstract_address(argv[2], &address);
    const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) return 3;
    char buffer[256];
    if (strcmp(argv[1], "listen") == 0) {
        for (char byte = 0; byte != '\n';)
            if (read(0, &byte, 1) != 1) return 7;
        if (bind(fd, (struct sockaddr*)&address, size) != 0 || listen(fd, 4) != 0) return 4;
        if (write(1, "listening\n", 10) != 10) return 5;
        while (read(0, buffer, sizeof buffer) > 0) {
        }
        return 0;
    }
    if (strcmp(argv[1], "connect") != 0) return 2;
    if (read(0, buffer, sizeof buffer) < 0) return 6;
    const int connected = connect(fd, (struct sockaddr*)&address, size);
    printf("connect: %s\n", connected == 0 ? "connected" : strerrorname_np(errno));
    return 0;
}
