// Recurses 65536 deep with a 1 KiB frame, about 64 MiB of stack: must end normally when the
// stack limit equals a 256 MiB memory limit.
#include <string.h>

static int descend(int depth) {
    volatile char frame[1024];
    memset((char*)frame, depth & 0x7f, sizeof frame);
    if (depth == 0) return frame[0];
    return descend(depth - 1) + frame[depth % sizeof frame];  // not a tail call
}

int main(void) {
    return descend(65536) >= 0 ? 0 : 1;
}
