// CMS tasks through the real gridjudge: this suite's italy_yaml fixtures imported into a real
// SQLite file, then judged in the sandbox. "addlong" is a grader task with a CMS comparator that
// gives partial points and two GroupMin subtasks: the jury's sol/solution.cpp scores 100 and
// sol/wrong_int.cpp (right while a sum fits in an int) keeps subtask 1 and half of subtask 2.
// "guesses" is output-only: answers named as CMS names them (output_000.txt).
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kCms = kSourceDir / "tests/packages/fixtures/cms";

const fs::path& cms_database() {
    static const fs::path db = [] {
        const fs::path path = scratch_dir() / "cms.db";
        for (const char* task : {"addlong", "guesses"}) {
            const testing::ProgramRun run =
                gridjudge({"import", (kCms / task).string(), "--db", path.string(), "--out",
                           (scratch_dir() / "cms-packages").string()});
            if (run.exit_code != 0) throw std::runtime_error("import failed: " + run.err);
        }
        return path;
    }();
    return db;
}

nlohmann::json submit(const std::string& problem, const std::vector<fs::path>& paths) {
    std::vector<std::string> args{"submit", problem};
    for (const fs::path& path : paths) args.push_back(path.string());
    args.insert(args.end(), {"--db", cms_database().string(), "--json"});
    const testing::ProgramRun run = gridjudge(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

TEST(CmsTask, TheJurysSolutionWithTheGraderScoresEverything) {
    const nlohmann::json result = submit("addlong", {kCms / "addlong/sol/solution.cpp"});
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    ASSERT_EQ(result["tests"].size(), 4u);
    for (const auto& test : result["tests"]) EXPECT_EQ(test["message"], "Output is correct");
}

// The comparator gives half of tests 002 and 003; subtask 2 takes their minimum: 60 x 0.5.
TEST(CmsTask, TheComparatorsPartialPointsMakeASubtasksMinimum) {
    const nlohmann::json result = submit("addlong", {kCms / "addlong/sol/wrong_int.cpp"});
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 70);
    ASSERT_EQ(result["tests"].size(), 4u);
    EXPECT_EQ(result["tests"][1]["verdict"], "AC");
    EXPECT_EQ(result["tests"][2]["verdict"], "WA");
    EXPECT_EQ(result["tests"][2]["message"], "Output is partially correct");
    EXPECT_EQ(result["tests"][3]["verdict"], "WA");
}

TEST(CmsTask, AnOutputOnlyTaskTakesCmsAnswerNames) {
    const fs::path folder = scratch_dir() / "cms-answers";
    fs::create_directories(folder);
    write_file_atomic(folder / "output_000.txt", "4\n");
    write_file_atomic(folder / "output_001.txt", "41\n");
    const nlohmann::json result = submit("guesses", {folder});
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 50);
    ASSERT_EQ(result["tests"].size(), 2u);
    EXPECT_EQ(result["tests"][0]["verdict"], "AC");
    EXPECT_EQ(result["tests"][1]["message"], "line 1: expected '42', got '41'");
}

}  // namespace
}  // namespace gridjudge::e2e
