// The submission record (judge/app/submission_record.h) that submit and grade queue.
#include "judge/app/submission_record.h"
#include "tests/app/app_fixture.h"

namespace gridjudge::testing {
namespace {

using SubmissionRecordTest = AppTest;

app::NewProgram program() {
    app::NewProgram p;
    p.language = find_language("cpp17");
    p.source = "abc";
    p.source_name = "sum.cpp";
    p.user = "alice";
    p.contest = "round1";
    p.test_filter = "1";
    p.machine_class = "fast";
    return p;
}

TEST_F(SubmissionRecordTest, ARecordHasTheActiveVersionTheDigestAndThePackageLimits) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    const db::SubmissionRecord s = app::new_submission(problem, program());
    EXPECT_EQ(s.problem_id, "sum");
    EXPECT_EQ(s.test_set_id, first_version.id);
    EXPECT_EQ(s.user, "alice");
    EXPECT_EQ(s.contest, "round1");
    EXPECT_EQ(s.language, "cpp17");
    EXPECT_EQ(s.source, "abc");
    EXPECT_EQ(s.source_name, "sum.cpp");
    EXPECT_EQ(s.source_sha256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(s.test_filter, "1");
    EXPECT_EQ(s.machine_class, "fast");
    EXPECT_EQ(s.rejudge_of, std::nullopt);
    EXPECT_EQ(s.status, SubmissionStatus::Queued);
    EXPECT_EQ(s.settings.time_limit_ms, 1500);
    EXPECT_EQ(s.settings.wall_limit_ms, 3000);
    EXPECT_EQ(s.settings.memory_limit_mib, 256);
    EXPECT_EQ(s.settings.io, (ProblemIo{IoMode::File, "summa.in", "summa.out"}));

    // Stored as built.
    const std::int64_t id = store->enqueue(s);
    const db::SubmissionRecord stored = *store->submission(id);
    EXPECT_EQ(stored.settings, s.settings);
    EXPECT_EQ(stored.source_sha256, s.source_sha256);
    EXPECT_EQ(stored.test_set_version, 1);
}

TEST_F(SubmissionRecordTest, OverridesReplaceThePackageLimits) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    app::NewProgram p = program();
    p.overrides.time_ms = 250;
    p.overrides.io_mode = IoMode::Stdio;
    const db::SubmissionRecord s = app::new_submission(problem, p);
    EXPECT_EQ(s.settings.time_limit_ms, 250);
    EXPECT_EQ(s.settings.wall_limit_ms, 1250);
    EXPECT_EQ(s.settings.io.mode, IoMode::Stdio);
}

TEST_F(SubmissionRecordTest, AnOverrideOutOfRangeIsRefusedSayingWhich) {
    const app::StoredProblem problem = *app::find_stored_problem(*store, "sum");
    app::NewProgram p = program();
    p.overrides.time_ms = 0;
    try {
        app::new_submission(problem, p);
        ADD_FAILURE() << "an out-of-range time limit was taken";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "time limit: 0 ms is out of range (1 to 60000 ms)");
    }
}

}  // namespace
}  // namespace gridjudge::testing
