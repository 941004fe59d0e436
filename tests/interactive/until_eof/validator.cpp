// A Kattis output validator that talks to the program (an interactive problem): it sends the
// numbers of the input file, closes its output, and only then reads the program's answer, their
// sum. The program can only know it has all the numbers from the end of its input, which must
// reach it while this validator still runs (it waits for the answer). Exit 42: accepted, 43:
// wrong answer (the Kattis protocol).
#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 4) return 1;
    std::FILE* input = std::fopen(argv[1], "r");
    if (input == nullptr) return 1;
    long long number = 0, sum = 0;
    while (std::fscanf(input, "%lld", &number) == 1) {
        std::printf("%lld\n", number);
        sum += number;
    }
    std::fclose(input);
    std::fclose(stdout);  // the end of the program's input
    long long answer = 0;
    if (std::scanf("%lld", &answer) != 1) {
        std::fprintf(stderr, "no answer\n");
        return 43;
    }
    if (answer != sum) {
        std::fprintf(stderr, "expected %lld, got %lld\n", sum, answer);
        return 43;
    }
    return 42;
}
