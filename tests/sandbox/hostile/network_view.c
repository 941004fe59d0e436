// Prints what the box sees of its network and what it may do with it. Expected, as in a
// network namespace of the box's own: the interfaces are "lo" only, lo is down, bringing it up
// is EPERM, every socket family but AF_UNIX is EPERM, and /proc/net/unix lists one socket (the
// one this program holds: nothing of any other box); exit 0. The last line names the network
// namespace (its inode), which the tests compare between runs but never print as expected text.
#define _GNU_SOURCE
#include <errno.h>
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static void report(const char* label, int rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
}

// /proc/net/dev: two header lines, then "  name: counters" per interface.
static void print_interfaces(void) {
    FILE* dev = fopen("/proc/net/dev", "r");
    if (!dev) {
        printf("interfaces: %s\n", strerrorname_np(errno));
        return;
    }
    char line[512];
    int number = 0;
    printf("interfaces:");
    while (fgets(line, sizeof line, dev))
        if (++number > 2) {
            char* colon = strchr(line, ':');
            if (!colon) continue;
            *colon = '\0';
            char* name = line + strspn(line, " ");
            printf(" %s", name);
        }
    printf("\n");
    fclose(dev);
}

static int count_unix_sockets(void) {
    FILE* list = fopen("/proc/net/unix", "r");
    if (!list) return -1;
    char line[512];
    int lines = 0;
    while (fgets(line, sizeof line, list)) ++lines;
    fclose(list);
    return lines - 1;
}

int main(void) {
    print_interfaces();
    const int fd = socket(AF_UNIX, SOCK_DGRAM, 0);
    if (fd < 0) return 3;
    struct ifreq request;
    memset(&request, 0, sizeof request);
    strcpy(request.ifr_name, "lo");
    if (ioctl(fd, SIOCGIFFLAGS, &request) != 0)
        printf("lo: %s\n", strerrorname_np(errno));
    else
        printf("lo: %s\n", request.ifr_flags & IFF_UP ? "up" : "down");
    request.ifr_flags |= IFF_UP;
    report("bring lo up", ioctl(fd, SIOCSIFFLAGS, &request));
    report("socket(AF_INET)", socket(AF_INET, SOCK_DGRAM, 0));
    report("socket(AF_INET6)", socket(AF_INET6, SOCK_DGRAM, 0));
    report("socket(AF_NETLINK)", socket(AF_NETLINK, SOCK_RAW, 0));
    printf("unix sockets: %d\n", count_unix_sockets());
    char name[64] = "";
    const ssize_t length = readlink("/proc/self/ns/net", name, sizeof name - 1);
    printf("network namespace: %s\n", length > 0 ? name : strerrorname_np(errno));
    return 0;
}
