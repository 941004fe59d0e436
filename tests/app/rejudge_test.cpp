// Rejudge (judge/app/rejudge.h), which `gridjudge rejudge` and POST /api/rejudge both call: new
// submissions on the active version, with the originals' settings; all queued or none.
#include "judge/app/rejudge.h"
#include "tests/app/app_fixture.h"

namespace gridjudge::testing {
namespace {

using RejudgeTest = AppTest;

std::size_t submission_count(db::Store& store) {
    return store.submissions({}).size();
}

TEST_F(RejudgeTest, ARejudgeIsANewSubmissionOnTheActiveVersionWithTheOriginalSettings) {
    const std::int64_t original = queue_sum("alice", "1");
    judge(original);
    const db::TestSetRecord second = install_sum(3, "v2");

    app::RejudgeRequest request;
    request.submission = original;
    const std::vector<app::QueuedRejudge> queued = app::queue_rejudges(*store, request);
    ASSERT_EQ(queued.size(), 1u);
    EXPECT_EQ(queued[0].original.id, original);
    EXPECT_EQ(queued[0].original.verdict, Verdict::AC);
    const db::SubmissionRecord again = *store->submission(queued[0].id);
    EXPECT_EQ(again.rejudge_of, original);
    EXPECT_EQ(again.status, SubmissionStatus::Queued);
    EXPECT_EQ(again.test_set_id, second.id);
    EXPECT_EQ(again.test_set_version, 2);
    EXPECT_EQ(again.test_filter, "");  // every test of the new version
    EXPECT_EQ(again.user, "alice");
    EXPECT_EQ(again.source, "int main() {}\n");
    EXPECT_EQ(again.settings.time_limit_ms, 700);  // as first judged, not the package's 1500
    EXPECT_EQ(again.settings.wall_limit_ms, 1700);
    // The original keeps what it had.
    const db::SubmissionRecord kept = *store->submission(original);
    EXPECT_EQ(kept.status, SubmissionStatus::Done);
    EXPECT_EQ(kept.test_set_id, first_version.id);
}

TEST_F(RejudgeTest, PackageLimitsAndOverridesChangeTheSettings) {
    const std::int64_t original = queue_sum("alice");
    app::RejudgeRequest request;
    request.submission = original;
    request.package_limits = true;
    EXPECT_EQ(store->submission(app::queue_rejudges(*store, request)[0].id)->settings.time_limit_ms,
              1500);
    request.package_limits = false;
    request.overrides.time_ms = 900;
    EXPECT_EQ(store->submission(app::queue_rejudges(*store, request)[0].id)->settings.time_limit_ms,
              900);
}

TEST_F(RejudgeTest, AProblemRejudgesEveryJudgedSubmissionNewestFirst) {
    const std::int64_t a = queue_sum("alice");
    const std::int64_t b = queue_sum("bob");
    queue_sum("carol");  // still queued: not judged, not rejudged
    judge(a);
    judge(b);
    app::RejudgeRequest request;
    request.problem = "summa";  // by I/O name, as the CLI accepts
    const std::vector<app::QueuedRejudge> queued = app::queue_rejudges(*store, request);
    ASSERT_EQ(queued.size(), 2u);
    EXPECT_EQ(queued[0].original.id, b);
    EXPECT_EQ(queued[1].original.id, a);
    EXPECT_EQ(store->submission(queued[0].id)->user, "bob");
    EXPECT_EQ(store->submission(queued[1].id)->user, "alice");
    EXPECT_EQ(submission_count(*store), 5u);
}

TEST_F(RejudgeTest, RefusalsSayWhyAndQueueNothing) {
    const std::int64_t a = queue_sum("alice");
    const std::int64_t b = queue_sum("bob");
    judge(a);
    judge(b);
    const auto refusal = [&](const app::RejudgeRequest& request) {
        try {
            app::queue_rejudges(*store, request);
        } catch (const app::RejudgeError& error) {
            return std::pair{error.kind(), std::string(error.what())};
        }
        return std::pair{app::RejudgeError::Kind::BadRequest, std::string("nothing refused")};
    };
    using Kind = app::RejudgeError::Kind;

    app::RejudgeRequest missing;
    missing.submission = 999;
    EXPECT_EQ(refusal(missing),
              std::pair(Kind::NotFound, std::string("there is no submission 999")));

    app::RejudgeRequest both;
    both.submission = a;
    both.problem = "sum";
    const auto not_both = std::pair(
        Kind::BadRequest, std::string("rejudge takes a submission ID or --problem P, not both"));
    EXPECT_EQ(refusal(both), not_both);
    EXPECT_EQ(refusal(app::RejudgeRequest{}), not_both);

    app::RejudgeRequest unknown;
    unknown.problem = "nope";
    EXPECT_EQ(refusal(unknown), std::pair(Kind::NotFound, std::string("unknown problem 'nope'")));

    // Out of range for every one: none of the problem's two is queued.
    app::RejudgeRequest too_long;
    too_long.problem = "sum";
    too_long.overrides.time_ms = 60'001;
    EXPECT_EQ(refusal(too_long),
              std::pair(Kind::BadRequest,
                        std::string("time limit: 60001 ms is out of range (1 to 60000 ms)")));
    EXPECT_EQ(submission_count(*store), 2u);
}

}  // namespace
}  // namespace gridjudge::testing
