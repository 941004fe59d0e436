// expect: WA (off by one)
long long add(long long a, long long b) {
    return a + b + 1;
}
