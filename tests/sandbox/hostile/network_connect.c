// network_connect PORT: tries to reach a TCP server on 127.0.0.1:PORT and prints each step.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        printf("socket: %s\n", strerrorname_np(errno));
        return 0;
    }
    struct sockaddr_in server;
    memset(&server, 0, sizeof server);
    server.sin_family = AF_INET;
    server.sin_port = htons((unsigned short)atoi(argv[1]));
    server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int rc = connect(fd, (struct sockaddr*)&server, sizeof server);
    printf("connect: %s\n", rc == 0 ? "ok" : strerrorname_np(errno));
    return 0;
}
