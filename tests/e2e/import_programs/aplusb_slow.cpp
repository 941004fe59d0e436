// Never answers: computes forever.
int main() {
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
