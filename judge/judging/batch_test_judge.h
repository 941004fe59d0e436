// BatchTestJudge: runs one compiled program on one test in a fresh box, then decides the test's
// verdict: first from the run itself (decide_run_verdict), and only for a clean exit from the
// checker. Every number a coach sees (cpu, wall, memory, exit, signal) comes from here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/judging/checker.h"
#include "judge/judging/program_limits.h"
#include "judge/model/limits.h"
#include "judge/model/verdict.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

struct TestFiles {
    std::string name;
    std::filesystem::path input, answer;  // host paths, never visible inside the program's box
    std::string group = {};               // the test's group in the package ("" if none)
};

struct TestOutcome {
    Verdict verdict = Verdict::IE;
    std::int64_t cpu_ms = 0, wall_ms = 0, memory_kib = 0;
    int exit_code = 0, signal = 0;
    double fraction = 0;  // of the test's points the checker awarded
    std::string message;
    // For WA and PE when the answer is the only right output: where the output first departs
    // from it (line 0: not computed).
    int diff_line = 0;
    std::string diff_expected, diff_got;
    bool measured_beyond_limit = false;  // a TLE run to its end (JudgeSettings)
    std::string interaction;             // interactive problems: the first bytes each way
};

// A test's outcome holding what its program's run measured (CPU, wall, memory, exit code,
// signal); the verdict and message are the judge's to decide.
TestOutcome measured_outcome(const sandbox::RunResult& run);

// Decides a test by the problem's checker once there is an output to judge: `output` (a host
// file) against the test's answer. The one path to a checker's verdict for every kind of test: a
// batch program's output and an output-only problem's submitted answer alike. For a WA or PE
// whose answer is the only right output, also where the output first departs from it.
TestOutcome judge_by_checker(const Checker& checker, const TestFiles& test,
                             const std::filesystem::path& output,
                             const std::filesystem::path& scratch, TestOutcome outcome);

// What runs one test of a submission: BatchTestJudge for a batch problem, InteractiveTestJudge
// (interactive_test_judge.h) for an interactive one, AnswerTestJudge (answer_test_judge.h) for
// an output-only one.
class TestJudge {
  public:
    virtual ~TestJudge() = default;
    // `scratch` is a fresh host folder for this test's boxes and files.
    virtual TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const = 0;
};

class BatchTestJudge : public TestJudge {
  public:
    BatchTestJudge(BoxRunner& runner, const Checker& checker, CompiledProgram program,
                   JudgeSettings settings);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    TestOutcome check_output(const TestFiles& test, const std::filesystem::path& scratch,
                             const std::filesystem::path& stdout_file, TestOutcome outcome) const;

    BoxRunner& runner_;
    const Checker& checker_;
    CompiledProgram program_;
    JudgeSettings settings_;
    ProgramLimits limits_;  // the box's CPU limit raised to measure a TLE (--measure-tle)
};

}  // namespace gridjudge
