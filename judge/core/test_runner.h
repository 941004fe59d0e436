// TestRunner: runs one compiled submission on one test in a fresh sandbox box, then decides the
// test's verdict: first from the run itself (decide_run_verdict), and only for a clean exit
// from the checker. Every number a coach sees (cpu, wall, memory, exit, signal) comes from here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "judge/core/checker.h"
#include "judge/core/verdict.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct ProblemIo {
    bool file_io = false;   // NOIP style: read NAME.in, write NAME.out in the working directory
    std::string file_name;  // NAME
};

struct TestCase {
    std::string name;
    std::filesystem::path input, answer;  // host paths, never visible inside the box
    int points = 0;
};

struct TestOutcome {
    Verdict verdict = Verdict::IE;
    std::int64_t cpu_ms = 0, wall_ms = 0, memory_kib = 0;
    int exit_code = 0, signal = 0;
    int score = 0, max_score = 0;
    std::string message;
    // For WA and PE: where the output first departs from the answer (line 0: not computed).
    int diff_line = 0;
    std::string diff_expected, diff_got;
};

// Wall-time limit for a CPU limit: generous enough that a loaded machine does not turn a fast
// program into TLE, tight enough that a sleeping program is stopped quickly.
std::int64_t default_wall_limit_ms(std::int64_t cpu_limit_ms);

class TestRunner {
  public:
    TestRunner(std::filesystem::path binary, ProblemIo io, sandbox::Limits limits, Checker checker,
               sandbox::Options sandbox_options);

    // `scratch` is a host directory for this test's box and output files.
    TestOutcome run(const TestCase& test, const std::filesystem::path& scratch) const;

    const sandbox::Limits& limits() const { return limits_; }

  private:
    std::filesystem::path binary_;
    ProblemIo io_;
    sandbox::Limits limits_;
    Checker checker_;
    sandbox::Options sandbox_options_;
};

}  // namespace gridjudge
