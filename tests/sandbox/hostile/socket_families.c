// Opens a socket of each family and prints what each returned. Expected: EPERM for every family
// but AF_UNIX (ok, as is a socketpair), exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

static void report(const char* label, int rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
}

int main(void) {
    report("socket(AF_INET, SOCK_STREAM)", socket(AF_INET, SOCK_STREAM, 0));
    report("socket(AF_INET, SOCK_DGRAM)", socket(AF_INET, SOCK_DGRAM, 0));
    report("socket(AF_INET6, SOCK_STREAM)", socket(AF_INET6, SOCK_STREAM, 0));
    report("socket(AF_PACKET, SOCK_RAW)", socket(AF_PACKET, SOCK_RAW, 0));
    report("socket(AF_NETLINK, SOCK_RAW)", socket(AF_NETLINK, SOCK_RAW, 0));
    report("socket(AF_UNIX, SOCK_STREAM)", socket(AF_UNIX, SOCK_STREAM, 0));
    int pair[2];
    report("socketpair(AF_UNIX)", socketpair(AF_UNIX, SOCK_STREAM, 0, pair));
    return 0;
}
