// leave_socket_in_flight NAME: leaves a listening socket bound to the abstract name "@NAME" whose
// only reference is in flight: sent (SCM_RIGHTS) with one end of a socketpair into that end's
// own queue, then every descriptor closed. Such a cycle outlives the processes that made it until
// the kernel's garbage collector frees it, in the background (measured: 0.5 to 10 ms after the
// process is reaped). Exits 0 once the descriptors are in flight. The next run of the box must
// not find the name (abstract_pair connect NAME: ECONNREFUSED).
#define _GNU_SOURCE
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    const size_t length = strnlen(argv[1], sizeof address.sun_path - 1);
    memcpy(address.sun_path + 1, argv[1], length);
    const socklen_t size = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + length);
    const int listener = socket(AF_UNIX, SOCK_STREAM, 0);
    if (listener < 0 || bind(listener, (struct sockaddr*)&address, size) != 0 ||
        listen(listener, 4) != 0)
        return 3;
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_DGRAM, 0, pair) != 0) return 4;
    const int sent[2] = {listener, pair[0]};
    char byte = 'x';
    struct iovec data = {&byte, 1};
    char control[CMSG_SPACE(sizeof sent)];
    memset(control, 0, sizeof control);
    struct msghdr message = {.msg_iov = &data,
                             .msg_iovlen = 1,
                             .msg_control = control,
                             .msg_controllen = sizeof control};
    struct cmsghdr* header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof sent);
    memcpy(CMSG_DATA(header), sent, sizeof sent);
    if (sendmsg(pair[1], &message, 0) != 1) return 5;
    close(listener);
    close(pair[0]);
    close(pair[1]);
    return 0;
}
