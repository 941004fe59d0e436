// Looks for what leave_traces left in an earlier run and prints what it found. Expected, when
// the box carries nothing over: "/tmp/trace: ENOENT", "processes: 1 2" (the box's init and this
// program, nobody else in the pid namespace), "abstract socket: ECONNREFUSED"; exit 0.
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static const char kSocketName[] = "\0gridjudge-trace";

static int by_number(const void* a, const void* b) {
    return *(const int*)a - *(const int*)b;
}

int main(void) {
    printf("/tmp/trace: %s\n",
           access("/tmp/trace", F_OK) == 0 ? "present" : strerrorname_np(errno));

    int pids[64];
    int count = 0;
    DIR* proc = opendir("/proc");
    if (!proc) return 3;
    for (struct dirent* entry; (entry = readdir(proc)) != NULL;)
        if (isdigit((unsigned char)entry->d_name[0]) && count < 64)
            pids[count++] = atoi(entry->d_name);
    closedir(proc);
    qsort(pids, (size_t)count, sizeof pids[0], by_number);
    printf("processes:");
    for (int i = 0; i < count; ++i) printf(" %d", pids[i]);
    printf("\n");

    struct sockaddr_un address = {.sun_family = AF_UNIX};
    memcpy(address.sun_path, kSocketName, sizeof kSocketName - 1);
    const socklen_t size = offsetof(struct sockaddr_un, sun_path) + sizeof kSocketName - 1;
    const int client = socket(AF_UNIX, SOCK_STREAM, 0);
    if (client < 0) return 4;
    const int connected = connect(client, (struct sockaddr*)&address, size);
    printf("abstract socket: %s\n", connected == 0 ? "connected" : strerrorname_np(errno));
    return 0;
}
