// Grading the example contest (examples/contest, described in examples/README.md) end to end:
// both folder layouts, every contestant's exact scores and verdicts, and the ranking of the
// latest submissions after grading again.
#include <gtest/gtest.h>

#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

nlohmann::json cell(int score, const char* verdict) {
    return {{"score", score}, {"max_score", 100}, {"verdict", verdict}};
}

// The ranking without submission ids (they depend on the judging order).
nlohmann::json scores_of(nlohmann::json ranking) {
    for (auto& row : ranking)
        for (auto& [problem, result] : row["problems"].items()) result.erase("submission");
    return ranking;
}

testing::ProgramRun grade_examples() {
    return gridjudge({"grade", (kSourceDir / "examples/contest").string(), "--contest", "examples",
                      "--db", shared_database().string(), "--json"});
}

TEST(Grade, ExampleContestGetsExactlyTheDocumentedScores) {
    const testing::ProgramRun run = grade_examples();
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["contest"], "examples");
    const nlohmann::json expected = {
        {{"rank", 1},
         {"user", "alice"},
         {"problems",
          {{"halloween", cell(100, "AC")},
           {"huarongdao", cell(100, "AC")},
           {"wallpusher", cell(100, "AC")}}},
         {"total", 300}},
        {{"rank", 2},
         {"user", "dave"},
         {"problems",
          {{"halloween", cell(0, "MLE")},
           {"huarongdao", cell(80, "WA")},  // NOIP layout: dave/puzzle/puzzle.cpp
           {"wallpusher", cell(80, "TLE")}}},
         {"total", 160}},
        {{"rank", 3},
         {"user", "bob"},
         {"problems",
          {{"halloween", cell(30, "WA")},
           {"huarongdao", cell(60, "TLE")},
           {"wallpusher", cell(50, "TLE")}}},
         {"total", 140}},
        {{"rank", 4},
         {"user", "erin"},
         {"problems", {{"wallpusher", cell(100, "AC")}}},  // Python
         {"total", 100}},
        {{"rank", 5},
         {"user", "frank"},
         {"problems", {{"huarongdao", cell(60, "TLE")}}},  // Pascal, NOIP layout
         {"total", 60}},
        {{"rank", 6},
         {"user", "carol"},
         {"problems",
          {{"halloween", cell(0, "RE")},
           {"huarongdao", cell(0, "WA")},  // standard output in a file-I/O problem
           {"wallpusher", cell(0, "CE")}}},
         {"total", 0}},
    };
    EXPECT_EQ(scores_of(result["ranking"]), expected) << result.dump(2);
}

// On a two-contestant copy of the contest (the slow programs of the others add nothing here):
// grading again queues nothing twice — a program is one submission per contest, contestant,
// problem and source — unless --rejudge asks for it.
TEST(Grade, GradingAgainQueuesEachProgramOnceUnlessAskedToRejudge) {
    const std::filesystem::path contest = scratch_dir() / "two-contestants";
    std::filesystem::create_directories(contest);
    for (const char* contestant : {"alice", "carol"})
        std::filesystem::copy(kSourceDir / "examples/contest" / contestant, contest / contestant,
                              std::filesystem::copy_options::recursive);
    const auto grade = [&](std::vector<std::string> extra) {
        std::vector<std::string> args{"grade", contest.string(), "--db", shared_database().string(),
                                      "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        testing::ProgramRun run = gridjudge(args);
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return std::make_pair(parse_json(run)["ranking"], run.err);
    };
    const auto [before, first_log] = grade({});
    const auto [again, again_log] = grade({});
    EXPECT_NE(again_log.find("6 program(s) were submitted to this contest before with the same "
                             "source: not queued again"),
              std::string::npos)
        << again_log;
    EXPECT_EQ(again, before);
    const auto [rejudged, rejudge_log] = grade({"--rejudge"});
    ASSERT_EQ(rejudged.size(), 2u);
    EXPECT_EQ(rejudged[0]["user"], "alice");
    EXPECT_EQ(rejudged[0]["total"], 300);
    EXPECT_EQ(rejudged[1]["user"], "carol");
    EXPECT_EQ(rejudged[1]["total"], 0);
    for (int row = 0; row < 2; ++row)
        for (const char* problem : {"halloween", "huarongdao", "wallpusher"})
            EXPECT_EQ(rejudged[row]["problems"][problem]["submission"].get<int>(),
                      before[row]["problems"][problem]["submission"].get<int>() + 6);
}

}  // namespace
}  // namespace gridjudge::e2e
