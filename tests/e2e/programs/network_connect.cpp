// expect: WA — tries to reach the host over loopback (port 22, 80, 8080, 5432); a connection
// exits 42 (RE). In the sandbox there is no network: it prints "isolated" to stdout and, with
// no puzzle.out written, gets WA.
#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <initializer_list>
int main() {
    for (int port : {22, 80, 8080, 5432}) {
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0) continue;
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
            std::puts("connected");
            return 42;
        }
        close(fd);
    }
    std::puts("isolated");
    return 0;
}
