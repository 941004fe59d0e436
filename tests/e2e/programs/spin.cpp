// expect: TLE — burns CPU forever.
int main() {
    volatile unsigned long x = 0;
    for (;;) x = x + 1;
}
