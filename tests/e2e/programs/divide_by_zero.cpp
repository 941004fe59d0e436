// expect: RE — integer division by zero (SIGFPE).
int main() {
    volatile int zero = 0;
    return 10 / zero;
}
