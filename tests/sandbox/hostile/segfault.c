// Writes through a null pointer: SIGSEGV.
int main(void) {
    volatile int* volatile nowhere = 0;
    *nowhere = 1;
    return 0;
}
