// Writes to stdout forever: the file size limit must stop it with SIGXFSZ.
#include <stdio.h>
#include <string.h>

int main(void) {
    static char line[65536];
    memset(line, 'x', sizeof line);
    for (;;) fwrite(line, 1, sizeof line, stdout);
}
