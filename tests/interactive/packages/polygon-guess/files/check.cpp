// not used: std::ncmp is judged by the built-in tokens checker
int main() { return 0; }
