// Submit (judge/app/submit.h) on a real SQLite file, with a fake judge in place of the worker
// pool: what it queues, what it hands the judge, and that a refused submit queues nothing.
#include "judge/app/submit.h"
#include "judge/app/refused.h"
#include "tests/app/app_fixture.h"

namespace gridjudge::testing {
namespace {

class SubmitTest : public AppTest {
  protected:
    app::NewProgram program(const std::string& user, const std::string& source) {
        app::NewProgram p;
        p.language = find_language("cpp17");
        p.source = source;
        p.source_name = "sum.cpp";
        p.user = user;
        return p;
    }

    // Stands for the worker pool: remembers what it was asked to judge and judges it (AC).
    app::JudgeListed fake_judge() {
        return [this](const std::vector<std::int64_t>& ids) {
            asked.push_back(ids);
            for (std::int64_t id : ids) judge(id);
        };
    }

    std::vector<std::vector<std::int64_t>> asked;
};

TEST_F(SubmitTest, EachProgramIsQueuedThenAllAreJudgedAtOnceAndTheirIdsReturned) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    app::NewProgram second = program("bob", "int main() { return 0; }\n");
    second.test_filter = "2";
    const std::vector<std::int64_t> ids =
        app::submit(*store, problem, {program("alice", "int main() {}\n"), second}, fake_judge());

    ASSERT_EQ(ids.size(), 2u);
    ASSERT_EQ(asked.size(), 1u);  // one call, with both: the pool judges them side by side
    EXPECT_EQ(asked.front(), ids);
    const db::SubmissionRecord alice = *store->submission(ids[0]);
    const db::SubmissionRecord bob = *store->submission(ids[1]);
    EXPECT_EQ(alice.user, "alice");
    EXPECT_EQ(alice.source, "int main() {}\n");
    EXPECT_EQ(alice.test_filter, "");
    EXPECT_EQ(alice.status, SubmissionStatus::Done);
    EXPECT_EQ(alice.verdict, Verdict::AC);
    EXPECT_EQ(bob.user, "bob");
    EXPECT_EQ(bob.test_filter, "2");
    EXPECT_EQ(bob.status, SubmissionStatus::Done);
    EXPECT_EQ(bob.settings.time_limit_ms, 1500);  // the package's, no override
}

TEST_F(SubmitTest, ATestSelectionNamingNoTestIsRefusedAndNothingIsQueued) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    app::NewProgram bad = program("bob", "b");
    bad.test_filter = "3";
    try {
        app::submit(*store, problem, {program("alice", "a"), bad}, fake_judge());
        ADD_FAILURE() << "a selection of test 3 of 2 was taken";
    } catch (const app::Refused& refused) {
        EXPECT_STREQ(refused.what(), "tests: '3' is not a test position; there are tests 1 to 2");
    }
    EXPECT_TRUE(asked.empty());
    EXPECT_EQ(store->queue_counts(std::nullopt).queued, 0);
}

TEST_F(SubmitTest, ALimitOutOfRangeIsRefusedAndNothingIsQueued) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    app::NewProgram bad = program("bob", "b");
    bad.overrides.memory_mib = 0;
    try {
        app::submit(*store, problem, {program("alice", "a"), bad}, fake_judge());
        ADD_FAILURE() << "a memory limit of 0 MiB was taken";
    } catch (const app::Refused& refused) {
        EXPECT_STREQ(refused.what(), "memory limit: 0 MiB is out of range (1 to 65536 MiB)");
    }
    EXPECT_TRUE(asked.empty());
    EXPECT_EQ(store->queue_counts(std::nullopt).queued, 0);
}

TEST_F(SubmitTest, AUserNameWithAControlCharacterIsRefused) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    try {
        app::submit(*store, problem, {program("mal\x1b[2Jlory", "a")}, fake_judge());
        ADD_FAILURE() << "an escape sequence in a user name was taken";
    } catch (const app::Refused& refused) {
        EXPECT_STREQ(refused.what(),
                     "--user 'mal?[2Jlory' contains control characters (shown as ?); names must "
                     "be printable");
    }
    EXPECT_TRUE(asked.empty());
    EXPECT_EQ(store->queue_counts(std::nullopt).queued, 0);
}

}  // namespace
}  // namespace gridjudge::testing
