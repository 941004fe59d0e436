// std::ncmp: gridjudge judges it with its built-in token compare.
int main() { return 0; }
