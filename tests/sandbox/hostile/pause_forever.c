// Waits for a signal that never comes: only the wall-clock limit can end it.
#include <unistd.h>

int main(void) {
    pause();
    return 0;
}
