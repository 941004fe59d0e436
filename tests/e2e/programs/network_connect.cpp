// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Tries to reach a server the test listens on at the host's 127.0.0.1 (its port is
// defined as GRIDJUDGE_LISTENER_PORT by the test before submitting), first over TCP, then through a
// raw socket of each address family it can think of. In the box the seccomp filter refuses every
// socket but AF_UNIX, and the network namespace has no route: each attempt fails, and it exits
// 0 writing nothing. A socket that opens sets bit 1 (AF_INET), 2 (AF_INET6), 4 (AF_NETLINK) or 8
// (AF_PACKET) of the exit code; a connection to the listener exits 42.
#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef GRIDJUDGE_LISTENER_PORT
#error "the test defines GRIDJUDGE_LISTENER_PORT, the port of its loopback listener"
#endif

int main() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(GRIDJUDGE_LISTENER_PORT);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) return 42;
        close(fd);
    }
    int opened = 0;
    const int families[] = {AF_INET, AF_INET6, AF_NETLINK, AF_PACKET};
    for (int i = 0; i < 4; ++i) {
        const int probe = socket(families[i], SOCK_DGRAM, 0);
        if (probe >= 0) {
            opened |= 1 << i;
            close(probe);
        }
    }
    return opened;
}
