// expect: RE — a non-zero exit code.
int main() {
    return 3;
}
