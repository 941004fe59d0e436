// A contestant's add() for the CMS task addlong that first tries what CMS's sandbox and
// gridjudge's box treat differently (docs/task-kinds.md, "What the box allows a CMS task"), and
// returns the sum only when each attempt went gridjudge's way: a new file in the working
// directory can be written and read back (CMS: only the output file is writable), /tmp is
// writable (both), a second thread starts (CMS by default: one process, no threads), and execve
// is refused with EPERM (CMS allows it). Any other outcome makes every answer wrong.
#include <errno.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <thread>

#include "addlong.h"

namespace {

bool writes_and_reads_back(const char* path) {
    std::FILE* out = std::fopen(path, "w");
    if (out == nullptr || std::fputs("kept\n", out) < 0 || std::fclose(out) != 0) return false;
    std::FILE* in = std::fopen(path, "r");
    char line[16] = {};
    const bool read = in != nullptr && std::fgets(line, sizeof line, in) != nullptr;
    if (in != nullptr) std::fclose(in);
    return read && std::strcmp(line, "kept\n") == 0;
}

bool starts_a_thread() {
    bool ran = false;
    try {
        std::thread worker([&] { ran = true; });
        worker.join();
    } catch (...) {
        return false;
    }
    return ran;
}

bool exec_is_refused() {
    char* const argv[] = {const_cast<char*>("true"), nullptr};
    char* const env[] = {nullptr};
    return execve("/usr/bin/true", argv, env) == -1 && errno == EPERM;
}

bool box_as_gridjudge_has_it() {
    static const bool as_documented = writes_and_reads_back("scratch.txt") &&
                                      writes_and_reads_back("/tmp/scratch.txt") &&
                                      starts_a_thread() && exec_is_refused();
    return as_documented;
}

}  // namespace

long long add(long long a, long long b) {
    return box_as_gridjudge_has_it() ? a + b : a + b + 1;
}
