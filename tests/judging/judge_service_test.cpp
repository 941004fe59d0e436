// The judge service end to end over a real SQLite store, with a FakeCompiler and a FakeBoxRunner
// playing the contestant: what is stored for every way a submission can end, and that the
// settings stored with a submission — not anyone's current ones — decide how it is run.
#include "judge/judging/judge_service.h"

#include <gtest/gtest.h>

#include "judge/judging/prepared_problem.h"
#include "judge/model/package_json.h"
#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
using testing::FakeBoxRunner;
using testing::FakeCompiler;
using testing::printed;

// "sum": samples (s1, 0 points) then "all" (min, 100 points: t1, t2, t3). Answers: 3, 5, 7, 9.
class JudgeServiceTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ProblemPackage package;
        package.id = "sum";
        package.title = "Sum";
        package.checker = {Protocol::Builtin, checker_name, "", "", {}};
        package.groups = {{"samples", 0, Aggregation::EachTest, {}},
                          {"all", 100, Aggregation::Min, {"samples"}}};
        db::NewTestSet set;
        set.problem_id = "sum";
        set.title = "Sum";
        set.package_dir = dir.path().string();
        const std::vector<std::pair<std::string, std::string>> data{
            {"s1", "3"}, {"t1", "5"}, {"t2", "7"}, {"t3", "9"}};
        int position = 0;
        for (const auto& [name, answer] : data) {
            PackageTest test;
            test.name = name;
            test.group = name == "s1" ? "samples" : "all";
            test.input = name + ".in";
            test.answer = name + ".ans";
            const std::string input = "input of " + name + "\n";
            test.input_sha256 = sha256_hex(input);
            test.answer_sha256 = sha256_hex(answer + "\n");
            write_file_atomic(dir.path() / test.input, input);
            write_file_atomic(dir.path() / test.answer, answer + "\n");
            set.blob_files.emplace_back(test.input_sha256, dir.path() / test.input);
            set.blob_files.emplace_back(test.answer_sha256, dir.path() / test.answer);
            set.tests.push_back({0, ++position, name, test.group, 0, false, "", test.input_sha256,
                                 test.answer_sha256, 0, 0, "", ""});
            package.tests.push_back(test);
        }
        for (const auto& [language, paths] : graders) {
            for (const auto& [path, content] : paths) {
                package.graders[language].push_back(path);
                fs::create_directories((dir.path() / path).parent_path());
                write_file_atomic(dir.path() / path, content);
                set.files.push_back(
                    {path, sha256_hex(content), static_cast<std::int64_t>(content.size())});
                set.blob_files.emplace_back(sha256_hex(content), dir.path() / path);
            }
        }
        set.package_json = write_package_json(package);
        store = db::open_store((dir.path() / "judge.db").string(), db::OpenMode::ReadWrite);
        test_set = store->add_test_set(set);
    }

    std::int64_t queue(std::int64_t time_limit_ms = 1000) {
        db::SubmissionRecord s;
        s.problem_id = "sum";
        s.test_set_id = test_set.id;
        s.user = "alice";
        s.language = language;
        s.source = "int main() {}";
        s.source_sha256 = sha256_hex(s.source);
        s.settings.time_limit_ms = time_limit_ms;
        s.settings.wall_limit_ms = 2 * time_limit_ms;
        s.settings.memory_limit_mib = 32;
        return store->enqueue(s);
    }

    // Judges the oldest queued submission; the program prints the answer each test expects
    // unless `wrong_test` names the test, where it prints 0.
    db::SubmissionRecord judge(const std::function<bool()>& lost = {}) {
        const std::optional<db::Claim> claim =
            store->claim({"worker-1", std::chrono::seconds(30), "", {}, {}});
        EXPECT_TRUE(claim);
        outcome = service.judge(*store, *claim, lost);
        return *store->submission(claim->submission_id);
    }

    FakeBoxRunner runner{[this](const sandbox::RunSpec& spec) {
        const std::string input = read_file(spec.stdin_path);
        const std::string name = input.substr(9, 2);
        const std::map<std::string, std::string> answers{
            {"s1", "3"}, {"t1", "5"}, {"t2", "7"}, {"t3", "9"}};
        return printed(spec, name == wrong_test ? "0\n" : answers.at(name) + "\n");
    }};
    std::string checker_name = "tokens";
    std::string language = "cpp17";  // of the submissions queued
    // A grader task's files per language key: (path, content), set before SetUp.
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> graders;
    std::string wrong_test;
    TempDir dir{"gridjudge-service-test-"};
    std::unique_ptr<db::Store> store;
    db::TestSetRecord test_set;
    FakeCompiler compiler;
    TestDataCache data{dir.path() / "data"};
    ProblemPreparer preparer{compiler, runner, data};
    JudgeService service{compiler, runner, data, preparer, {"worker-1", "machine-a"}};
    JudgeOutcome outcome = JudgeOutcome::ClaimLost;
};

TEST_F(JudgeServiceTest, AnAcceptedSubmissionIsStoredWithHowItWasJudged) {
    const std::int64_t id = queue();
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.id, id);
    EXPECT_EQ(outcome, JudgeOutcome::Stored);
    EXPECT_EQ(s.status, SubmissionStatus::Done);
    EXPECT_EQ(s.verdict, Verdict::AC);
    EXPECT_DOUBLE_EQ(s.score, 100);
    EXPECT_DOUBLE_EQ(s.max_score, 100);
    EXPECT_EQ(s.compile_command, "g++ -O2 main.cpp -o main");
    EXPECT_EQ(s.compiler_version, "g++ (fake) 12");
    EXPECT_EQ(s.machine, "machine-a");
    EXPECT_EQ(s.worker, "worker-1");
    EXPECT_EQ(s.judge_version.rfind("gridjudge ", 0), 0u);
    ASSERT_EQ(s.results.size(), 4u);
    EXPECT_EQ(s.results[3].test_name, "t3");
    EXPECT_EQ(s.results[3].verdict, Verdict::AC);
    ASSERT_EQ(s.groups.size(), 2u);
    EXPECT_EQ(s.groups[1].group, "all");
    EXPECT_DOUBLE_EQ(s.groups[1].score, 100);
    ASSERT_EQ(compiler.requests.size(), 1u);
    EXPECT_EQ(compiler.requests[0].language->id, "cpp17");
}

TEST_F(JudgeServiceTest, TheSubmissionsOwnSettingsDecideItsLimits) {
    queue(/*time_limit_ms=*/3000);
    judge();
    ASSERT_FALSE(runner.calls.empty());
    for (const sandbox::RunSpec& spec : runner.calls) {
        EXPECT_EQ(spec.limits.cpu_ms, 3000);
        EXPECT_EQ(spec.limits.wall_ms, 6000);
        EXPECT_EQ(spec.limits.memory_kib, 32 * 1024);
    }
}

TEST_F(JudgeServiceTest, AfterAFailedTestTheRestOfAMinGroupIsSkipped) {
    queue();
    wrong_test = "t1";
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(s.score, 0);
    ASSERT_EQ(s.results.size(), 4u);
    EXPECT_EQ(s.results[1].verdict, Verdict::WA);
    EXPECT_EQ(s.results[2].verdict, Verdict::Skipped);
    EXPECT_EQ(s.results[2].message, "not run: its group 'all' already scores 0");
    EXPECT_EQ(runner.calls.size(), 2u);  // s1 and t1 only
}

TEST_F(JudgeServiceTest, AFailedSampleSkipsTheGroupsThatDependOnIt) {
    queue();
    wrong_test = "s1";
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::WA);
    EXPECT_EQ(s.results[1].verdict, Verdict::Skipped);
    EXPECT_EQ(s.results[1].message,
              "not run: its group 'all' depends on group 'samples', which is not fully solved");
    EXPECT_EQ(runner.calls.size(), 1u);
}

TEST_F(JudgeServiceTest, ACompileErrorKeepsTheLogAndRunsNothing) {
    queue();
    compiler.result.ok = false;
    compiler.result.log = "main.cpp:1: error: expected ';'";
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::CE);
    EXPECT_EQ(s.compile_log, "main.cpp:1: error: expected ';'");
    EXPECT_TRUE(s.results.empty());
    EXPECT_TRUE(runner.calls.empty());
    EXPECT_DOUBLE_EQ(s.max_score, 100);
}

TEST_F(JudgeServiceTest, ACompilerThatFailedForTheJudgesReasonsIsAnInternalError) {
    queue();
    compiler.result.ok = false;
    compiler.result.internal_error = "compiler sandbox failed: clone: no memory";
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::IE);
    EXPECT_EQ(s.compile_log, "compiler sandbox failed: clone: no memory");
}

TEST_F(JudgeServiceTest, AProblemWhoseCheckerIsMissingJudgesNothingAndSaysWhy) {
    checker_name = "no-such-checker";
    SetUp();
    queue();
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::IE);
    EXPECT_EQ(s.compile_log,
              "the problem cannot judge: no built-in checker is named 'no-such-checker'");
}

class JudgeServiceGraderTest : public JudgeServiceTest {
  protected:
    void SetUp() override {
        graders = {
            {"cpp", {{"graders/grader.cpp", "int main() {}"}, {"graders/task.h", "int f();"}}},
            {"python3", {{"graders/grader.py", "import main"}}}};
        JudgeServiceTest::SetUp();
    }
};

// The compiler gets the package's grader files of the submission's language family, by their
// plain names, with their stored contents.
TEST_F(JudgeServiceGraderTest, TheCompilerGetsTheGraderOfTheSubmissionsLanguage) {
    queue();
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::AC);
    ASSERT_EQ(compiler.requests.size(), 1u);
    const std::vector<SourceFile>& files = compiler.requests[0].grader_files;
    ASSERT_EQ(files.size(), 2u);
    EXPECT_EQ(files[0].name, "grader.cpp");
    EXPECT_EQ(files[0].content, "int main() {}");
    EXPECT_EQ(files[1].name, "task.h");
    EXPECT_EQ(files[1].content, "int f();");
}

TEST_F(JudgeServiceGraderTest, ALanguageWithoutAGraderIsCompiledAlone) {
    language = "java17";
    queue();
    judge();
    ASSERT_EQ(compiler.requests.size(), 1u);
    EXPECT_TRUE(compiler.requests[0].grader_files.empty());
}

// An interpreted language's grader is given to the compiler too (it runs the grader, which
// imports the contestant's file).
TEST_F(JudgeServiceGraderTest, AnInterpretedLanguagesGraderIsGivenToTheCompiler) {
    language = "python3";
    queue();
    judge();
    ASSERT_EQ(compiler.requests.size(), 1u);
    const std::vector<SourceFile>& files = compiler.requests[0].grader_files;
    ASSERT_EQ(files.size(), 1u);
    EXPECT_EQ(files[0].name, "grader.py");
    EXPECT_EQ(files[0].content, "import main");
}

TEST_F(JudgeServiceTest, ALostClaimStoresNothing) {
    const std::int64_t id = queue();
    judge([] { return true; });
    EXPECT_EQ(outcome, JudgeOutcome::ClaimLost);
    const db::SubmissionRecord s = *store->submission(id);
    EXPECT_EQ(s.status, SubmissionStatus::Judging);
    EXPECT_TRUE(s.results.empty());
}

// A run of test t2 stopped at its CPU limit (1000 ms) after `cpu_ms`.
sandbox::RunResult stopped_at_cpu_limit(std::int64_t cpu_ms) {
    sandbox::RunResult result;
    result.cpu_ms = cpu_ms;
    result.wall_ms = cpu_ms + 5;
    result.memory_kib = 2048;
    result.cpu_limit_exceeded = true;
    result.stopped = sandbox::Stop::CpuLimit;
    return result;
}

// Test t2's runs, in order: each entry is a CPU time, negative for a correct answer printed
// after that many ms, positive for a run stopped at the CPU limit there. Other tests pass.
class JudgeServiceTleTest : public JudgeServiceTest {
  protected:
    void script_t2(std::vector<std::int64_t> runs) {
        runner.behave([this, runs](const sandbox::RunSpec& spec) {
            const std::string name = read_file(spec.stdin_path).substr(9, 2);
            if (name != "t2")
                return printed(spec, name == "s1" ? "3\n" : name == "t1" ? "5\n" : "9\n");
            const std::int64_t run = runs.at(t2_runs.size());
            t2_runs.push_back(spec.stdout_path);
            return run > 0 ? stopped_at_cpu_limit(run) : printed(spec, "7\n", -run);
        });
    }
    std::vector<fs::path> t2_runs;  // where each run of t2 wrote its output
};

TEST_F(JudgeServiceTleTest, ATleIsRunAgainAndARunWithinTheLimitDecidesTheTest) {
    queue();
    script_t2({1040, -700});
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::AC);
    EXPECT_DOUBLE_EQ(s.score, 100);
    ASSERT_EQ(s.results.size(), 4u);
    EXPECT_EQ(s.results[2].verdict, Verdict::AC);
    EXPECT_EQ(s.results[2].cpu_ms, 700);
    EXPECT_EQ(s.results[2].message,
              "1 integer, all as expected; run again after a TLE (CPU time 1040 ms)");
    // The second run had a folder of its own inside the test's.
    ASSERT_EQ(t2_runs.size(), 2u);
    EXPECT_EQ(t2_runs[1].parent_path().filename(), "again-1");
    EXPECT_EQ(t2_runs[1].parent_path().parent_path(), t2_runs[0].parent_path());
}

TEST_F(JudgeServiceTleTest, ATleOnEveryRunStandsWithEachRunsTime) {
    queue();
    script_t2({1010, 1020});
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.verdict, Verdict::TLE);
    EXPECT_DOUBLE_EQ(s.score, 0);
    EXPECT_EQ(s.results[2].verdict, Verdict::TLE);
    EXPECT_EQ(s.results[2].cpu_ms, 1010);
    EXPECT_EQ(s.results[2].message,
              "CPU time over the limit of 1000 ms (stopped at 1010 ms); over the limit on each of "
              "2 runs (1010 ms, 1020 ms)");
    EXPECT_EQ(t2_runs.size(), 2u);
}

TEST_F(JudgeServiceTleTest, AWallClockTleIsNotRunAgain) {
    queue();
    runner.behave([this](const sandbox::RunSpec& spec) {
        const std::string name = read_file(spec.stdin_path).substr(9, 2);
        if (name != "t1") return printed(spec, name == "s1" ? "3\n" : "7\n");
        t2_runs.push_back(spec.stdout_path);
        sandbox::RunResult waited;
        waited.cpu_ms = 3;
        waited.wall_ms = 2000;
        waited.wall_limit_exceeded = true;
        waited.stopped = sandbox::Stop::Waiting;
        return waited;
    });
    const db::SubmissionRecord s = judge();
    EXPECT_EQ(s.results[1].verdict, Verdict::TLE);
    EXPECT_EQ(s.results[1].message.rfind("wall time exceeded 2000 ms after 3 ms of CPU time", 0),
              0u)
        << s.results[1].message;
    EXPECT_EQ(t2_runs.size(), 1u);
}

TEST_F(JudgeServiceTleTest, WithNoRerunsTheFirstTleStands) {
    JudgeService once{compiler, runner, data, preparer, {"worker-1", "machine-a"}, {0}};
    queue();
    script_t2({1040, -700});
    const std::optional<db::Claim> claim =
        store->claim({"worker-1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(claim);
    once.judge(*store, *claim);
    const db::SubmissionRecord s = *store->submission(claim->submission_id);
    EXPECT_EQ(s.verdict, Verdict::TLE);
    EXPECT_EQ(s.results[2].message, "CPU time over the limit of 1000 ms (stopped at 1040 ms)");
    EXPECT_EQ(t2_runs.size(), 1u);
}

}  // namespace
}  // namespace gridjudge
