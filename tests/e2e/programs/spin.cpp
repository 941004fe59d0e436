// expect: TLE SIGKILL
// expect-message: CPU time over the limit of 1000 ms (stopped at <N> ms); over the limit on each of 2 runs (<N> ms, <N> ms)
// Burns CPU forever.
int main() {
    volatile unsigned long x = 0;
    for (;;) x = x + 1;
}
