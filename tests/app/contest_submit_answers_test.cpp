// A team's answers to an output-only contest problem (judge/app/contest_submit.h): queued as the
// answer files, no language asked, and refused by answer_upload.h's rules with nothing queued.

#include "judge/app/contest_error.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_submit.h"
#include "judge/util/files.h"
#include "tests/app/contest_fixture.h"
#include "tests/common/package_draft.h"
#include "tests/common/test_zip.h"

namespace gridjudge::testing {
namespace {

using app::ContestError;

class ContestSubmitAnswers : public ContestAppTest {
  protected:
    void SetUp() override {
        ContestAppTest::SetUp();
        PackageDraft guess("guess", scratch.path() / "guess.staging");
        guess.package().title = "Guess";
        guess.package().kind = ProblemKind::OutputOnly;
        guess.add_test("1", "all", 50, "1\n", "8\n");
        guess.add_test("2", "all", 50, "2\n", "30\n");
        guess.install(store, scratch.path() / "guess");
        app::NewContest round;
        round.settings.id = "oo";
        round.settings.name = "Output only";
        round.settings.duration = 5h;
        round.problems = {{"guess", "A", "", "", "", 0}};
        app::create_contest(store, contests, round, contest_t0 - 1h);
        app::TeamEntry entry;
        entry.team.id = "t1";
        entry.team.name = "Team t1";
        app::put_team(contests, "oo", entry, contest_t0 - 1h);
        app::start_contest(contests, "oo", contest_t0);
    }
    app::TeamSubmission answers(std::vector<SubmittedFile> files) {
        app::TeamSubmission submission;
        submission.contest_id = "oo";
        submission.team_id = "t1";
        submission.problem_id = "A";
        submission.answers = std::move(files);
        return submission;
    }
};

TEST_F(ContestSubmitAnswers, TheAnswerFilesAreQueuedWithoutALanguage) {
    const auto run = app::submit_for_team(
        store, contests, answers({{"1.out", "8\n"}, {"2.out", "30\n"}}), contest_t0 + 1min);
    const auto queued = store.submission(run.id);
    ASSERT_TRUE(queued);
    EXPECT_EQ(queued->problem_id, "guess");
    EXPECT_EQ(queued->user, "t1");
    EXPECT_EQ(queued->contest, "oo");
    EXPECT_EQ(queued->language, "answers");
    EXPECT_EQ(queued->source, encode_submitted_files({{"1.out", "8\n"}, {"2.out", "30\n"}}));
    EXPECT_EQ(queued->status, SubmissionStatus::Queued);
    judge(run.id, Verdict::AC);
    EXPECT_EQ(store.submission(run.id)->verdict, Verdict::AC);
}

TEST_F(ContestSubmitAnswers, OneZipOfTheAnswersIsTakenLikeTheFiles) {
    const std::string zip = zip_bytes({{"answers/2.out", "30\n"}, {"answers/1.out", "8\n"}});
    const auto run =
        app::submit_for_team(store, contests, answers({{"answers.zip", zip}}), contest_t0 + 1min);
    EXPECT_EQ(store.submission(run.id)->source,
              encode_submitted_files({{"1.out", "8\n"}, {"2.out", "30\n"}}));
}

TEST_F(ContestSubmitAnswers, AHostileZipIsRefusedNamingTheEntryWithNothingQueued) {
    const std::string zip = zip_bytes({{"../evil.out", "8\n"}});
    try {
        app::submit_for_team(store, contests, answers({{"evil.zip", zip}}), contest_t0 + 1min);
        ADD_FAILURE() << "a zip with '../' was taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), ContestError::Kind::invalid);
        EXPECT_EQ(std::string(error.what()),
                  "evil.zip: entry '../evil.out': a '..' component; nothing was queued");
    }
    EXPECT_TRUE(store.submissions({}).empty());
}

TEST_F(ContestSubmitAnswers, NoAnswersAndUnusableNamesAreRefused) {
    try {
        app::submit_for_team(store, contests, answers({}), contest_t0 + 1min);
        ADD_FAILURE() << "no answers were taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(std::string(error.what()), "no answer files were given; nothing was queued");
    }
    try {
        app::submit_for_team(store, contests, answers({{"..", "8\n"}}), contest_t0 + 1min);
        ADD_FAILURE() << "'..' was taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "uploaded file '..': not a usable file name; nothing was queued");
    }
    try {
        app::submit_for_team(store, contests, answers({{"1.out", std::string(300 * 1024, '1')}}),
                             contest_t0 + 1min);
        ADD_FAILURE() << "an answer over the contest's cap was taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(std::string(error.what()), "1.out: over 256 KiB; nothing was queued");
    }
    EXPECT_TRUE(store.submissions({}).empty());
}

}  // namespace
}  // namespace gridjudge::testing
