// The guessing game's interactor, testlib protocol: `interactor input tout answer`. The input is
// "N SECRET"; the program is told N and may ask "? X" up to 12 times, answered "<" (the secret
// is smaller), ">" or "="; after "=" the interactor writes 1 (found) to tout and exits 0. Anything
// else is a wrong answer (exit 1, the reason on stderr). With the secret 0 it plays adaptively:
// it commits to no number and always answers so that the larger range stays possible.
#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
    if (argc < 3) return 3;
    FILE* input = std::fopen(argv[1], "r");
    long n = 0, secret = 0;
    if (!input || std::fscanf(input, "%ld %ld", &n, &secret) != 2) return 3;
    std::printf("%ld\n", n);
    std::fflush(stdout);
    long low = 1, high = n;  // adaptive: every number in [low, high] is still possible
    for (int guesses = 1; guesses <= 12; ++guesses) {
        char mark[8] = {};
        long x = 0;
        if (std::scanf("%7s %ld", mark, &x) != 2 || std::strcmp(mark, "?") != 0) {
            std::fprintf(stderr,
                         "expected '? X' as guess %d, the program sent something else "
                         "or ended\n",
                         guesses);
            return 1;
        }
        const char* answer;
        if (secret != 0) {
            answer = x == secret ? "=" : (secret < x ? "<" : ">");
        } else if (low == high && x == low) {
            answer = "=";
        } else if (x - low > high - x) {  // more numbers below x: keep them
            answer = "<";
            high = x - 1 < high ? x - 1 : high;
        } else {
            answer = ">";
            low = x + 1 > low ? x + 1 : low;
        }
        std::printf("%s\n", answer);
        std::fflush(stdout);
        if (answer[0] == '=') {
            FILE* tout = std::fopen(argv[2], "w");
            std::fprintf(tout, "1\n");
            std::fclose(tout);
            return 0;
        }
    }
    std::fprintf(stderr, "no number found in 12 guesses\n");
    return 1;
}
