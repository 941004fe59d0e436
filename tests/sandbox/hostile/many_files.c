// Opens /dev/null until it cannot, then prints how many it opened and the errno. Expected with
// RLIMIT_NOFILE 64 and only stdio open at the start: "opened 61 files, then EMFILE", exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    int opened = 0;
    while (open("/dev/null", O_RDONLY) >= 0) ++opened;
    printf("opened %d files, then %s\n", opened, strerrorname_np(errno));
    return 0;
}
