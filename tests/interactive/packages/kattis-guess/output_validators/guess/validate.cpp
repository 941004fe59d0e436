// The guessing game's Kattis interactive validator: `validator input answer feedback/`, the
// program on stdin/stdout, exit 42 to accept, 43 to reject with feedback/judgemessage.txt. Same
// game as the Polygon package's interactor (polygon-guess/files/interactor.cpp), secret fixed.
#include <cstdio>
#include <cstring>
#include <string>

int reject(const std::string& feedback, const char* why) {
    FILE* message = std::fopen((feedback + "judgemessage.txt").c_str(), "w");
    if (message) {
        std::fputs(why, message);
        std::fclose(message);
    }
    return 43;
}

int main(int argc, char** argv) {
    if (argc < 4) return 1;
    FILE* input = std::fopen(argv[1], "r");
    long n = 0, secret = 0;
    if (!input || std::fscanf(input, "%ld %ld", &n, &secret) != 2) return 1;
    std::printf("%ld\n", n);
    std::fflush(stdout);
    for (int guesses = 1; guesses <= 12; ++guesses) {
        char mark[8] = {};
        long x = 0;
        if (std::scanf("%7s %ld", mark, &x) != 2 || std::strcmp(mark, "?") != 0)
            return reject(argv[3], "expected a guess '? X'");
        std::printf("%s\n", x == secret ? "=" : (secret < x ? "<" : ">"));
        std::fflush(stdout);
        if (x == secret) return 42;
    }
    return reject(argv[3], "no number found in 12 guesses");
}
