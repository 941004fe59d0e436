// Grade (judge/app/grade.h) on a real SQLite file and a real contest folder, with a fake judge in
// place of the worker pool: what is read and skipped, queued once each, judged and ranked.
#include <filesystem>

#include "judge/app/grade.h"
#include "judge/app/refused.h"
#include "tests/app/app_fixture.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;

class GradeTest : public AppTest {
  protected:
    void SetUp() override {
        AppTest::SetUp();
        contest = scratch.path() / "round1";
        fs::create_directories(contest);
    }

    void write(const std::string& relative, const std::string& text) {
        fs::create_directories((contest / relative).parent_path());
        write_file_atomic(contest / relative, text);
    }

    app::GradeRequest request(bool rejudge = false) {
        app::GradeRequest r;
        r.dir = contest;
        r.contest = "round1";
        r.max_source_bytes = 1024;
        r.rejudge = rejudge;
        return r;
    }

    // Stands for the worker pool: judges every queued submission of the contest, a source that
    // says "wrong" WA (0 points), any other AC (100).
    app::JudgeContest fake_judge() {
        return [this](const std::string& name) {
            app::ContestJudging judged;
            while (const std::optional<db::Claim> claim =
                       store->claim({"fake", std::chrono::seconds(60), "", {}, name})) {
                const bool wrong = store->submission(claim->submission_id)->source == "wrong";
                db::JudgmentRecord outcome;
                outcome.verdict = wrong ? Verdict::WA : Verdict::AC;
                outcome.score = wrong ? 0 : 100;
                outcome.max_score = 100;
                EXPECT_TRUE(store->finish(*claim, outcome));
                ++judged.judged_here;
            }
            return judged;
        };
    }

    // Remembers what grade said before judging.
    app::GradeEvents recorder() {
        app::GradeEvents events;
        events.folder_read = [this](const app::ContestFolder& folder) { skipped = folder.skipped; };
        events.queued = [this](const app::GradeQueue& queue) {
            queued_before_judging = queue.added;
        };
        return events;
    }

    fs::path contest;
    std::vector<std::string> skipped;
    int queued_before_judging = -1;
};

TEST_F(GradeTest, TheFolderIsQueuedJudgedAndRankedWhatCannotBeJudgedIsSkippedWithTheReason) {
    write("alice/summa.cpp", "right");          // named by the I/O file name
    write("bob/sum/sum.cpp", "wrong");          // NOIP layout, named by id
    write("carol/unknown.cpp", "right");        // no such problem
    write("carol/notes.txt", "not a program");  // ignored, not skipped
    fs::create_directory_symlink("/etc", contest / "mallory");

    const app::GradeResult result = app::grade(*store, *store, request(), recorder(), fake_judge());

    EXPECT_EQ(
        skipped,
        (std::vector<std::string>{
            (contest / "carol/unknown.cpp").string() + ": no problem is named 'unknown'",
            (contest / "mallory").string() + ": a symbolic link, not a contestant's folder"}));
    EXPECT_EQ(result.queue.folder.skipped, skipped);
    EXPECT_EQ(queued_before_judging, 2);
    EXPECT_EQ(result.queue.added, 2);
    EXPECT_EQ(result.queue.already, 0);
    EXPECT_EQ(result.judging.judged_here, 2);
    EXPECT_FALSE(result.judging.interrupted);
    EXPECT_EQ(result.left, 0);
    ASSERT_EQ(result.ranking.problems, (std::vector<std::string>{"sum"}));
    ASSERT_EQ(result.ranking.rows.size(), 2u);
    EXPECT_EQ(result.ranking.rows[0].user, "alice");
    EXPECT_EQ(result.ranking.rows[0].rank, 1);
    EXPECT_EQ(result.ranking.rows[0].total, 100);
    EXPECT_EQ(result.ranking.rows[1].user, "bob");
    EXPECT_EQ(result.ranking.rows[1].rank, 2);
    EXPECT_EQ(result.ranking.rows[1].total, 0);
    EXPECT_EQ(result.ranking.rows[1].cells.at("sum").verdict, Verdict::WA);

    // Each submission carries the contest and its contestant.
    db::SubmissionFilter filter;
    filter.contest = "round1";
    const std::vector<db::SubmissionRecord> queued = store->submissions(filter);
    ASSERT_EQ(queued.size(), 2u);
    for (const db::SubmissionRecord& s : queued) {
        EXPECT_EQ(s.problem_id, "sum");
        EXPECT_EQ(s.language, "cpp14");  // what .cpp means
    }
}

TEST_F(GradeTest, AProgramAlreadySubmittedIsNotQueuedAgainUnlessRejudged) {
    write("alice/sum.cpp", "right");
    write("bob/sum.cpp", "wrong");
    app::grade(*store, *store, request(), {}, fake_judge());
    write("bob/sum.cpp", "right now");  // changed: a new submission

    const app::GradeResult again = app::grade(*store, *store, request(), {}, fake_judge());
    EXPECT_EQ(again.queue.added, 1);
    EXPECT_EQ(again.queue.already, 1);
    EXPECT_EQ(again.judging.judged_here, 1);
    EXPECT_EQ(again.ranking.rows[0].total, 100);
    EXPECT_EQ(again.ranking.rows[1].total, 100);

    const app::GradeResult rejudged =
        app::grade(*store, *store, request(/*rejudge=*/true), {}, fake_judge());
    EXPECT_EQ(rejudged.queue.added, 2);
    EXPECT_EQ(rejudged.queue.already, 0);
    EXPECT_EQ(rejudged.judging.judged_here, 2);
}

TEST_F(GradeTest, InterruptedWhatIsLeftStaysQueuedAndNothingIsRanked) {
    write("alice/sum.cpp", "right");
    write("bob/sum.cpp", "right");
    const app::GradeResult result =
        app::grade(*store, *store, request(), {}, [](const std::string&) {
            return app::ContestJudging{0, /*interrupted=*/true};
        });
    EXPECT_TRUE(result.judging.interrupted);
    EXPECT_EQ(result.left, 2);
    EXPECT_TRUE(result.ranking.rows.empty());
    EXPECT_EQ(store->queue_counts(std::string("round1")).queued, 2);
}

TEST_F(GradeTest, AFolderWithNoProgramIsRefusedAfterSayingWhatWasSkipped) {
    write("carol/unknown.cpp", "right");
    bool judged = false;
    try {
        app::grade(*store, *store, request(), recorder(), [&](const std::string&) {
            judged = true;
            return app::ContestJudging{};
        });
        ADD_FAILURE() << "a contest with no program was graded";
    } catch (const app::Refused& refused) {
        EXPECT_EQ(std::string(refused.what()), "no programs found in " + contest.string() +
                                                   " (expected DIR/<contestant>/<problem>.<ext> or "
                                                   "DIR/<contestant>/<problem>/<problem>.<ext>)");
    }
    EXPECT_EQ(skipped.size(), 1u);
    EXPECT_FALSE(judged);
}

TEST_F(GradeTest, AContestantNamedWithAControlCharacterRefusesTheWholeContest) {
    write("alice/sum.cpp", "right");
    write("mal\x1b[2Jlory/sum.cpp", "right");
    try {
        app::grade(*store, *store, request(), {}, fake_judge());
        ADD_FAILURE() << "an escape sequence in a contestant's folder was taken";
    } catch (const app::Refused& refused) {
        EXPECT_STREQ(refused.what(),
                     "contestant folder 'mal?[2Jlory' contains control characters (shown as ?); "
                     "names must be printable");
    }
    EXPECT_EQ(store->queue_counts(std::string("round1")).queued, 0);  // not even alice's
}

}  // namespace
}  // namespace gridjudge::testing
