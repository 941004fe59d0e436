// Integer division by zero: SIGFPE. Both operands are volatile: gcc turns 1 / x into a
// comparison that never traps.
int main(void) {
    volatile int numerator = 100, zero = 0;
    return numerator / zero;
}
