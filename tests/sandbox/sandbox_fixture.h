// The fixture of the sandbox tests that run programs: a temporary folder with a box, the
// hostile programs (built in GRIDJUDGE_HOSTILE_DIR), the exact outcome a run must have, and the
// checks that a run left nothing behind (processes, cgroups).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {

// detect_protections(), once per test process.
const Protections& host();

std::string read_all(const std::filesystem::path& file);

// Output limit 1 MiB.
Limits limits(std::int64_t cpu_ms, std::int64_t wall_ms, std::int64_t memory_mib = 64,
              int processes = 1);

struct Expected {
    int exit_code = 0;
    int signal = 0;
    bool cpu = false, wall = false, memory = false, output = false, tasks = false;
};

// Every field of the outcome: no error, the exit code or signal, and each limit flag.
void expect_outcome(const RunResult& result, const Expected& expected);

// A process name (comm, at most 15 characters) unique to this test process.
std::string marker(const char* prefix);

// A live process (zombies are dead, only not yet reaped by whoever adopted them) named `name`.
bool process_named(const std::string& name);

// Run cgroups this test process made that still exist.
std::vector<std::filesystem::path> leftover_run_cgroups();

// GRIDJUDGE_CGROUP_VERSION=2 on a host whose v2 mount has no controllers (a hybrid host, like
// CI's): runs get v2 cgroups with CPU accounting and no memory or task limit. sandbox::run
// refuses such a host (Protections::isolated); the tests run there (ctest's
// sandbox.cgroup_v2_*) need no such limit and run the box as sandbox::run would with them.
bool v2_without_limits();

class SandboxTest : public ::testing::Test {
  protected:
    void SetUp() override;
    void TearDown() override;

    // sandbox::run, or on v2_without_limits() hosts the fully isolated box it would give.
    RunResult run(const RunSpec& spec, const Options& options = {});

    // A run of a hostile program copied into `box` (as the judge places a submission), with
    // stdout and stderr in dir_/stdout and dir_/stderr.
    RunSpec spec_in(const std::filesystem::path& box, const std::string& program,
                    const std::vector<std::string>& arguments, const Limits& run_limits);
    RunSpec spec_for(const std::string& program, const std::vector<std::string>& arguments,
                     const Limits& run_limits) {
        return spec_in(box_, program, arguments, run_limits);
    }
    RunResult run_hostile(const std::string& program, const std::vector<std::string>& arguments,
                          const Limits& run_limits) {
        return run(spec_for(program, arguments, run_limits));
    }
    // g++ -O2 in the box (Profile::Compile), the log in dir_/compile.log.
    RunResult compile(const std::string& source);
    // A second box folder in the test's folder.
    std::filesystem::path make_box(const std::string& name);

    std::string output() const { return read_all(dir_ / "stdout"); }

    std::filesystem::path dir_, box_;
};

// A close-on-exec pipe between boxes, or between a box and the test.
struct Pipe {
    UniqueFd read, write;
};
Pipe make_pipe();

}  // namespace gridjudge::sandbox
