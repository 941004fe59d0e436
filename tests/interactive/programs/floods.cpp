// expect: WA — answers the size with an endless stream of text instead of guesses.
#include <cstdio>
int main() {
    for (;;) std::fputs("flood flood flood flood flood flood flood flood\n", stdout);
}
