// expect: RE SIGFPE
// expect-message: killed by signal 8 (SIGFPE)
// Integer division by zero.
int main() {
    volatile int zero = 0;
    return 10 / zero;
}
