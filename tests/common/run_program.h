// run_program: runs a test helper binary (a wrong solution, the gridjudge CLI) with a given stdin,
// a wall-clock timeout and a working directory, and captures what it printed. For tests only:
// contestant programs are run by judge/sandbox, never by this.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace gridjudge::testing {

struct ProgramRun {
    bool timed_out = false;  // killed after the timeout
    int exit_code = -1;      // valid when !timed_out
    std::string out;         // stdout
    std::string err;         // stderr
    std::chrono::milliseconds elapsed{0};
};

ProgramRun run_program(const std::filesystem::path& exe, const std::vector<std::string>& args,
                       const std::string& input, std::chrono::milliseconds timeout,
                       const std::filesystem::path& workdir = {});

// Reads a whole file; throws std::runtime_error naming the file if it cannot.
std::string read_file(const std::filesystem::path& path);

}  // namespace gridjudge::testing
