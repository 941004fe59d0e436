// expect: AC (the run box holds the compiled program only: every attempt to read the grader's
// sources fails, so the function answers right; one that succeeded would answer wrong)
#include <cstdio>

static bool grader_visible() {
    const char* paths[] = {"grader.cpp",      "task.h",          "./grader.cpp", "../grader.cpp",
                           "/box/grader.cpp", "/tmp/grader.cpp", "main.cpp"};
    for (const char* path : paths)
        if (std::FILE* file = std::fopen(path, "r")) {
            std::fclose(file);
            return true;
        }
    return false;
}

long long add(long long a, long long b) {
    return grader_visible() ? -1 : a + b;
}
