// The one rule for judging a TLE again: a test whose program went over its CPU time limit is
// run once more (by default) before its TLE is kept, and a run that ends within the limit
// decides the test. Load on the machine adds CPU time to a program that needs the memory bus or
// the caches — up to twice its time beside a busy core here (docs/benchmarks.md, "Timing with K
// workers") — and never takes any away; so a run within the limit shows the program's own
// cost, and a program that needs more is over the limit on every run. Codeforces judges its
// TLE runs again the same way.
//
// Not run again: a TLE by the wall clock (the program waited: load does not make a program
// sleep), and a TLE measured to at least twice the limit (--measure-tle, verify): no load seen
// here doubles a run. Nor, once one test's TLE stood on every run, a later TLE in the same
// group of the same submission: the group's tests are alike, and the program has shown it is
// over the limit for real. That bounds the cost of a slow program to about one more time limit
// per group (grading the example contest with two workers: +2.5–2.9 s over 23.7–24.3 s with
// --tle-reruns 0; without the bound +13.7–14.3 s, 20 TLE tests run again).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "judge/judging/batch_test_judge.h"
#include "judge/judging/run_gate.h"

namespace gridjudge {

// More runs of a test that ended in TLE, by default. 0 keeps every first TLE.
inline constexpr int kDefaultTleReruns = 1;
inline constexpr int kMaxTleReruns = 3;

// True when `outcome` is a TLE that load may have caused (see above).
bool worth_running_again(const TestOutcome& outcome, std::int64_t time_limit_ms);

// A TestJudge that runs `inner` and, while its outcome is worth running again, runs it up to
// `reruns` more times, each in a fresh folder inside the test's scratch, once what the run
// before left there is removed (a failure to remove it throws). The first run that is
// not worth running again decides the test, its message saying that an earlier run was a TLE;
// otherwise the first TLE stands, its message saying it was the same on every run, and the
// test's group takes no more reruns. One per submission: it remembers those groups.
//
// With a `gate` shared by the process's workers, a first run takes a shared turn and a rerun
// the turn alone: the other workers pause between their tests while it runs (run_gate.h).
class TleRerunJudge final : public TestJudge {
  public:
    TleRerunJudge(std::unique_ptr<TestJudge> inner, std::int64_t time_limit_ms, int reruns,
                  RunGate* gate = nullptr);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    std::unique_ptr<TestJudge> inner_;
    std::int64_t time_limit_ms_;
    int reruns_;
    RunGate* gate_;
    // Group -> the test whose TLE stood on every run.
    mutable std::map<std::string, std::string> stood_;
};

}  // namespace gridjudge
