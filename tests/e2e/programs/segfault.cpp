// expect: RE SIGSEGV
// expect-message: killed by signal 11 (SIGSEGV)
// Writes through a null pointer.
int main() {
    volatile int* p = nullptr;
    *p = 1;
    return 0;
}
