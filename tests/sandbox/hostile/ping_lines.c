// ping_lines N: writes the numbers 1..N to stdout, one per line, and waits for each to come back
// on stdin. Prints "ping: N replies" on stderr and exits 0, or, when the other side has ended
// (end of file, or EPIPE when writing), "ping: no reply to line I" and exits 4.
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    signal(SIGPIPE, SIG_IGN);  // EPIPE as a value: the program reports it
    const int lines = atoi(argv[1]);
    for (int line = 1; line <= lines; ++line) {
        int reply = 0;
        if (printf("%d\n", line) < 0 || fflush(stdout) != 0 || scanf("%d", &reply) != 1) {
            fprintf(stderr, "ping: no reply to line %d\n", line);
            return 4;
        }
        if (reply != line) return 5;
    }
    fprintf(stderr, "ping: %d replies\n", lines);
    return 0;
}
