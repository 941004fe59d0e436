// InteractiveTestJudge: one test of an interactive problem. The contestant's program and the
// package's interactor run at the same time, each in its own box with its own limits, talking
// through the judge (relay.h), which keeps the first bytes of each direction for the coach.
//
// Protocols: testlib — `interactor input tout answer`, its exit code decides (0 AC, 1 WA, 2 PE,
// 3 FAIL, 7 points), then the package's checker judges `tout`; Kattis — `validator input answer
// feedback/ [flags]`, 42 accepts, 43 rejects.
//
// The verdict, in this order: an interactor that crashes, times out or fails is IE; then the
// program's memory, CPU time and output limits; then whichever side ended first: a program that
// crashed, exited non-zero or waited past the wall limit (never flushing, or both sides waiting
// for each other) before the interactor decided gets that verdict, an interactor that rejected
// first (WA, PE) decides even if the program died afterwards; then, the interactor having
// accepted, the program's own end, the interactor's points and the checker's verdict.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "judge/judging/batch_test_judge.h"
#include "judge/judging/box_thread.h"

namespace gridjudge {

struct InteractorProgram {
    Protocol protocol = Protocol::Testlib;
    CompiledProgram program;
    std::vector<std::string> arguments;  // Kattis validator flags
};

class InteractiveTestJudge : public TestJudge {
  public:
    // `checker` judges the testlib interactor's `tout`; unused with Kattis.
    InteractiveTestJudge(BoxRunner& runner, InteractorProgram interactor, const Checker& checker,
                         CompiledProgram program, JudgeSettings settings);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    BoxRunner& runner_;
    InteractorProgram interactor_;
    const Checker& checker_;
    CompiledProgram program_;
    JudgeSettings settings_;
    ProgramLimits program_limits_;
    sandbox::Limits interactor_limits_;
    std::unique_ptr<BoxThread> second_box_ = std::make_unique<BoxThread>();
};

}  // namespace gridjudge
