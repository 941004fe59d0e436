// expect: WA — tries to reach the host over loopback (port 22, 80, 8080, 5432) and prints
// "connected" if any works; in the sandbox there is no network, so it prints "isolated".
#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
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
            return 0;
        }
        close(fd);
    }
    std::puts("isolated");
    return 0;
}
