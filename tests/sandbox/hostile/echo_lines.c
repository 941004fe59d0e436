// echo_lines [MAX]: copies stdin to stdout line by line, flushing each, until end of file or MAX
// lines. Prints "echo: N lines" (at end of file) or "echo: stopped after N lines" on stderr and
// exits 0.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
    const int most = argc > 1 ? atoi(argv[1]) : -1;
    char line[256];
    int copied = 0;
    while (copied != most && fgets(line, sizeof line, stdin)) {
        fputs(line, stdout);
        fflush(stdout);
        ++copied;
    }
    if (copied == most)
        fprintf(stderr, "echo: stopped after %d lines\n", copied);
    else
        fprintf(stderr, "echo: %d lines\n", copied);
    return 0;
}
