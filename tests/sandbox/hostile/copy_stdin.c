// Copies stdin to stdout, then writes one line to stderr: checks the plumbing of the three files.
#include <stdio.h>

int main(void) {
    int c;
    while ((c = getchar()) != EOF) putchar(c);
    fflush(stdout);  // so that a shared stdout/stderr file shows the two in order
    fputs("done\n", stderr);
    return 0;
}
