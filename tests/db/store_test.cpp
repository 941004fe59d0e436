#include "db/store.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include "judge/core/files.h"

namespace gridjudge::db {
namespace {

class StoreTest : public ::testing::Test {
  protected:
    TempDir dir{"gridjudge-store-test-"};
    std::string path = (dir.path() / "test.db").string();

    static ProblemRecord problem() {
        return {"huarongdao", "Hua Rong Dao", 1000, 128, "puzzle", true, "tokens", std::nullopt};
    }
    static std::vector<TestRecord> two_tests() {
        std::vector<TestRecord> tests(2);
        for (int i = 0; i < 2; ++i) {
            tests[i].position = i + 1;
            tests[i].name = "0" + std::to_string(i + 1);
            tests[i].group = "small";
            tests[i].points = 5;
            tests[i].command_line =
                "gridjudge generate huarongdao tiny --seed " + std::to_string(i);
            tests[i].input = "input " + std::to_string(i);
            tests[i].answer = "answer " + std::to_string(i);
        }
        return tests;
    }
    TestSetRecord add_set(Store& store, const std::string& seed) {
        TestSetRecord set;
        set.seed = seed;
        set.package_dir = "/packages/huarongdao";
        set.generated_by = "test";
        return store.add_test_set(problem(), set, two_tests());
    }
};

TEST_F(StoreTest, NewTestSetsGetIncreasingVersionsAndBecomeActive) {
    Store store(path);
    TestSetRecord first = add_set(store, "1");
    TestSetRecord second = add_set(store, "2");
    EXPECT_EQ(first.version, 1);
    EXPECT_EQ(second.version, 2);
    ASSERT_TRUE(store.active_test_set("huarongdao"));
    EXPECT_EQ(store.active_test_set("huarongdao")->id, second.id);
    EXPECT_EQ(store.test_sets("huarongdao").size(), 2u);
    std::vector<TestRecord> tests = store.tests(second.id);
    ASSERT_EQ(tests.size(), 2u);
    EXPECT_EQ(tests[1].input, "input 1");
    EXPECT_EQ(tests[1].answer, "answer 1");
    EXPECT_EQ(store.tests(second.id, false)[1].input, "");
}

TEST_F(StoreTest, SubmissionLifecycleKeepsEveryResult) {
    Store store(path);
    TestSetRecord set = add_set(store, "1");
    SubmissionRecord submission;
    submission.problem_id = "huarongdao";
    submission.test_set_id = set.id;
    submission.user = "alice";
    submission.language = "cpp14";
    submission.source = "int main() {}";
    const std::int64_t id = store.enqueue(submission);
    EXPECT_EQ(store.unfinished(), std::vector<std::int64_t>{id});
    store.mark_judging(id);
    EXPECT_EQ(store.submission(id)->status, "judging");
    EXPECT_EQ(store.unfinished(), std::vector<std::int64_t>{id});

    std::vector<TestRecord> tests = store.tests(set.id, false);
    SubmissionRecord outcome;
    outcome.verdict = "WA";
    outcome.score = 5;
    outcome.max_score = 10;
    outcome.compile_flags = "g++ -O2";
    ResultRecord ok{tests[0].id, 1, "", "AC", 12, 15, 3000, 0, 0, 5, 5, "ok", 0, "", ""};
    ResultRecord wrong{tests[1].id, 2,   "", "WA", 7, 9,
                       2900,        0,   0,  0,    5, "token 3: expected 4, got 5",
                       3,           "4", "5"};
    store.finish(id, outcome, {ok, wrong});

    SubmissionRecord stored = *store.submission(id);
    EXPECT_EQ(stored.status, "done");
    EXPECT_EQ(stored.verdict, "WA");
    EXPECT_EQ(stored.score, 5);
    EXPECT_EQ(stored.source, "int main() {}");
    ASSERT_EQ(stored.results.size(), 2u);
    EXPECT_EQ(stored.results[1].test_name, "02");
    EXPECT_EQ(stored.results[1].message, "token 3: expected 4, got 5");
    EXPECT_EQ(stored.results[0].memory_kib, 3000);
    EXPECT_EQ(stored.results[1].diff_line, 3);
    EXPECT_EQ(stored.results[1].diff_expected, "4");
    EXPECT_EQ(stored.results[1].diff_got, "5");
    EXPECT_TRUE(store.unfinished().empty());

    SubmissionFilter by_user;
    by_user.user = "alice";
    EXPECT_EQ(store.submissions(by_user).size(), 1u);
    by_user.user = "bob";
    EXPECT_TRUE(store.submissions(by_user).empty());
}

TEST_F(StoreTest, AFailedTestSetWriteLeavesNothingBehind) {
    Store store(path);
    TestSetRecord set;
    set.seed = "1";
    set.package_dir = "x";
    set.generated_by = "test";
    std::vector<TestRecord> tests = two_tests();
    tests[1].position = tests[0].position;  // violates UNIQUE(test_set_id, position)
    EXPECT_THROW(store.add_test_set(problem(), set, tests), SQLite::Exception);
    EXPECT_FALSE(store.active_test_set("huarongdao"));
    EXPECT_TRUE(store.test_sets("huarongdao").empty());
    EXPECT_EQ(store.database().execAndGet("SELECT COUNT(*) FROM tests").getInt(), 0);
}

TEST_F(StoreTest, RefusesADatabaseFromANewerGridjudge) {
    { Store store(path); }
    {
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        raw.exec("PRAGMA user_version = 99");
    }
    try {
        Store store(path);
        FAIL() << "opened a newer schema";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what()), "database " + path +
                                                 ": schema version 99 is newer than this gridjudge "
                                                 "understands (1); use a newer gridjudge");
    }
}

TEST_F(StoreTest, ReadOnlyModeNeverCreatesOrMigrates) {
    EXPECT_THROW(Store(path, OpenMode::ReadOnly), std::runtime_error);
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST_F(StoreTest, ReopeningKeepsDataAndSchema) {
    {
        Store store(path);
        add_set(store, "7");
    }
    Store again(path, OpenMode::ReadOnly);
    EXPECT_EQ(again.active_test_set("huarongdao")->seed, "7");
    EXPECT_EQ(again.database().execAndGet("PRAGMA user_version").getInt(),
              current_schema_version());
}

}  // namespace
}  // namespace gridjudge::db
