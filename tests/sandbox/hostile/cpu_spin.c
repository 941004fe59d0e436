// Spins forever: must end as cpu_limit_exceeded, killed at the limit.
int main(void) {
    volatile unsigned long counter = 0;
    for (;;) ++counter;
}
