// Exits with code 3.
#include <stdlib.h>

int main(void) {
    exit(3);
}
