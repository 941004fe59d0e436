// The TLE rerun rule on its own (judge/judging/tle_rerun.h), with a scripted test judge: which
// TLEs are run again, how often, which run decides, and what its message says.
#include "judge/judging/tle_rerun.h"

#include <atomic>
#include <thread>

#include <gtest/gtest.h>

#include "judge/util/files.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;

// Answers each run with the next of its outcomes, and keeps the folders it was given.
class ScriptedTestJudge : public TestJudge {
  public:
    ScriptedTestJudge(std::vector<TestOutcome> outcomes, std::vector<fs::path>& folders)
        : outcomes_(std::move(outcomes)), folders_(folders) {}
    TestOutcome run(const TestFiles&, const fs::path& scratch) const override {
        EXPECT_TRUE(fs::is_empty(scratch)) << scratch;
        // What a run leaves: its box and its output.
        fs::create_directories(scratch / "box");
        write_file_atomic(scratch / "stdout", "42\n");
        folders_.push_back(scratch);
        return outcomes_.at(folders_.size() - 1);
    }

  private:
    std::vector<TestOutcome> outcomes_;
    std::vector<fs::path>& folders_;
};

TestOutcome tle(std::int64_t cpu_ms) {
    TestOutcome outcome;
    outcome.verdict = Verdict::TLE;
    outcome.cpu_ms = cpu_ms;
    outcome.message =
        "CPU time over the limit of 1000 ms (stopped at " + std::to_string(cpu_ms) + " ms)";
    return outcome;
}

TestOutcome wrong_answer(std::int64_t cpu_ms) {
    TestOutcome outcome;
    outcome.verdict = Verdict::WA;
    outcome.cpu_ms = cpu_ms;
    outcome.message = "token 1: expected 7, got 8";
    return outcome;
}

class TleRerunTest : public ::testing::Test {
  protected:
    TestOutcome judge(std::vector<TestOutcome> outcomes, int reruns) {
        const TleRerunJudge rerun(std::make_unique<ScriptedTestJudge>(std::move(outcomes), folders),
                                  1000, reruns);
        return rerun.run({"t1", "t1.in", "t1.ans"}, scratch.path());
    }
    TempDir scratch{"gridjudge-tle-rerun-"};
    std::vector<fs::path> folders;
};

TEST_F(TleRerunTest, UpToThreeRerunsEachInAFolderOfItsOwn) {
    const TestOutcome outcome = judge({tle(1003), tle(1004), wrong_answer(990)}, 3);
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.cpu_ms, 990);
    EXPECT_EQ(outcome.message,
              "token 1: expected 7, got 8; run again after a TLE (CPU time 1003 ms, 1004 ms)");
    ASSERT_EQ(folders.size(), 3u);
    EXPECT_EQ(folders[0], scratch.path());
    EXPECT_EQ(folders[1], scratch.path() / "again-1");
    EXPECT_EQ(folders[2], scratch.path() / "again-2");
    // Only the deciding run's files are left.
    EXPECT_FALSE(fs::exists(scratch.path() / "stdout"));
    EXPECT_FALSE(fs::exists(scratch.path() / "again-1"));
    EXPECT_TRUE(fs::exists(scratch.path() / "again-2" / "stdout"));
}

TEST_F(TleRerunTest, TheFirstTleStandsWhenEveryRunIsOver) {
    const TestOutcome outcome = judge({tle(1500), tle(1200), tle(1999), tle(1001)}, 3);
    EXPECT_EQ(outcome.verdict, Verdict::TLE);
    EXPECT_EQ(outcome.cpu_ms, 1500);
    EXPECT_EQ(
        outcome.message,
        "CPU time over the limit of 1000 ms (stopped at 1500 ms); over the limit on each of 4 "
        "runs (1500 ms, 1200 ms, 1999 ms, 1001 ms)");
    EXPECT_EQ(folders.size(), 4u);
}

// Once a group's TLE stood on every run, the group's later TLEs stand from their first run;
// another group's TLE is run again.
TEST_F(TleRerunTest, AGroupWhoseTleStoodTakesNoMoreReruns) {
    const TleRerunJudge rerun(
        std::make_unique<ScriptedTestJudge>(
            std::vector<TestOutcome>{tle(1001), tle(1002), tle(1003), tle(1004), wrong_answer(5)},
            folders),
        1000, 1);
    const auto run = [&](const std::string& name, const std::string& group) {
        const TempDir folder("gridjudge-tle-rerun-");
        return rerun.run({name, name + ".in", name + ".ans", group}, folder.path());
    };
    EXPECT_EQ(
        run("13", "full").message,
        "CPU time over the limit of 1000 ms (stopped at 1001 ms); over the limit on each of 2 "
        "runs (1001 ms, 1002 ms)");
    EXPECT_EQ(run("14", "full").message,
              "CPU time over the limit of 1000 ms (stopped at 1003 ms); not run again: the TLE of "
              "test 13 in its group stood on every run");
    const TestOutcome other = run("02", "small");
    EXPECT_EQ(other.verdict, Verdict::WA);
    EXPECT_EQ(other.message,
              "token 1: expected 7, got 8; run again after a TLE (CPU time 1004 ms)");
    EXPECT_EQ(folders.size(), 5u);
}

TEST_F(TleRerunTest, ATleMeasuredToTwiceTheLimitIsNotRunAgain) {
    const TestOutcome outcome = judge({tle(2000), wrong_answer(10)}, 1);
    EXPECT_EQ(outcome.message, "CPU time over the limit of 1000 ms (stopped at 2000 ms)");
    EXPECT_EQ(folders.size(), 1u);
}

TEST_F(TleRerunTest, OnlyATleByCpuTimeIsWorthRunningAgain) {
    EXPECT_TRUE(worth_running_again(tle(1000), 1000));
    EXPECT_TRUE(worth_running_again(tle(1999), 1000));
    EXPECT_FALSE(worth_running_again(tle(2000), 1000));
    TestOutcome waited = tle(999);  // a TLE by the wall clock: the program waited
    EXPECT_FALSE(worth_running_again(waited, 1000));
    EXPECT_FALSE(worth_running_again(wrong_answer(1500), 1000));
}

TEST_F(TleRerunTest, ARerunCountOutOfRangeIsRefused) {
    EXPECT_THROW(
        {
            try {
                judge({}, 4);
            } catch (const std::invalid_argument& error) {
                EXPECT_STREQ(error.what(), "TLE reruns: 4 is out of range (0 to 3)");
                throw;
            }
        },
        std::invalid_argument);
    EXPECT_THROW(judge({}, -1), std::invalid_argument);
}

// Answers TLE, then AC; notes, on each run, how many shared turns the gate holds and whether
// another worker's test was running at that moment, and says when its last run ends.
class GateWatchingJudge : public TestJudge {
  public:
    GateWatchingJudge(const RunGate& gate, const std::atomic<bool>& other_running,
                      std::atomic<bool>& rerun_done)
        : gate_(gate), other_running_(other_running), rerun_done_(rerun_done) {}
    TestOutcome run(const TestFiles&, const fs::path&) const override {
        shared_seen.push_back(gate_.shared_now());
        other_seen.push_back(other_running_.load());
        if (shared_seen.size() == 1) return tle(1003);
        TestOutcome accepted;
        accepted.verdict = Verdict::AC;
        accepted.cpu_ms = 940;
        rerun_done_ = true;
        return accepted;
    }
    mutable std::vector<int> shared_seen;
    mutable std::vector<bool> other_seen;

  private:
    const RunGate& gate_;
    const std::atomic<bool>& other_running_;
    std::atomic<bool>& rerun_done_;
};

// The first run goes beside another worker's test; the rerun waits until that test is over, and
// the other worker's next test waits until the rerun is over.
TEST_F(TleRerunTest, ARerunHasTheGateToItself) {
    RunGate gate;
    std::atomic<bool> other_running{false}, rerun_done{false};
    std::atomic<bool> next_test_before_rerun_done{false};
    std::thread other_worker([&] {
        {
            const RunGate::SharedTurn testing(&gate);
            other_running = true;
            // Its test lasts until the rerun is asking for the gate (or 10 s: a rerun that
            // does not ask runs beside it, and the test fails below).
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
            while (gate.alone_waiting() == 0 && std::chrono::steady_clock::now() < deadline)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            other_running = false;
        }
        const RunGate::SharedTurn next_test(&gate);
        next_test_before_rerun_done = !rerun_done;
    });
    while (!other_running) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    auto watching = std::make_unique<GateWatchingJudge>(gate, other_running, rerun_done);
    const GateWatchingJudge& watched = *watching;
    const TleRerunJudge rerun(std::move(watching), 1000, 1, &gate);
    const TestOutcome outcome = rerun.run({"t1", "t1.in", "t1.ans"}, scratch.path());
    other_worker.join();
    EXPECT_EQ(outcome.verdict, Verdict::AC);
    EXPECT_EQ(outcome.message, "run again after a TLE (CPU time 1003 ms)");
    EXPECT_EQ(watched.shared_seen, (std::vector<int>{2, 0}));
    EXPECT_EQ(watched.other_seen, (std::vector<bool>{true, false}));
    EXPECT_FALSE(next_test_before_rerun_done);
}

}  // namespace
}  // namespace gridjudge
