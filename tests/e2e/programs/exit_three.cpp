// expect: RE
// expect-message: exit code 3
// A non-zero exit code.
int main() {
    return 3;
}
