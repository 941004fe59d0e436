// What each viewer sees (judge/app/contest_viewer.h, contest_scoreboard.h,
// contest_clarifications.h): a team its own submissions with the feedback its contest gives,
// never another team's; the jury everything; the public the frozen board and no submission.
#include "judge/app/contest_viewer.h"

#include "db/forwarding_store.h"
#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_scoreboard.h"
#include "judge/app/contest_submit.h"
#include "tests/app/contest_fixture.h"

namespace gridjudge::testing {
namespace {

using app::ContestError;
using Kind = ContestError::Kind;

app::Viewer team_viewer(const std::string& team) {
    app::Viewer viewer;
    viewer.role = app::ViewerRole::team;
    viewer.account_id = team;
    viewer.team_id = team;
    viewer.contest_id = "round";
    return viewer;
}

app::Viewer judge_viewer() {
    app::Viewer viewer;
    viewer.role = app::ViewerRole::judge;
    viewer.account_id = "jury";
    return viewer;
}

class ContestViewing : public ContestAppTest {
  protected:
    std::int64_t submit(const std::string& team, const std::string& problem,
                        contest::TimePoint at) {
        return app::submit_for_team(store, contests,
                                    {"round", team, problem, "cpp17", "int main() {}\n", "a.cpp"},
                                    at)
            .id;
    }
    std::vector<app::VisibleSubmission> seen_by(const app::Viewer& viewer, contest::TimePoint at) {
        return app::submissions_for_viewer(store, contests, "round", viewer, at);
    }
};

TEST_F(ContestViewing, ATeamSeesItsOwnVerdictsEvenInTheFreezeAndNeverAnotherTeams) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto mine = submit("t1", "sum", contest_t0 + 4h + 30min);  // in the freeze
    const auto theirs = submit("t2", "sum", contest_t0 + 10min);
    judge(mine, Verdict::WA);
    judge(theirs, Verdict::AC);

    const auto t1_sees = seen_by(team_viewer("t1"), contest_t0 + 4h + 40min);
    ASSERT_EQ(t1_sees.size(), 1u);
    EXPECT_EQ(t1_sees[0].id, mine);
    EXPECT_EQ(t1_sees[0].problem_label, "A");
    EXPECT_EQ(t1_sees[0].contest_time, 4h + 30min);
    EXPECT_EQ(t1_sees[0].state, contest::JudgingState::judged);
    EXPECT_EQ(t1_sees[0].verdict, Verdict::WA);
    EXPECT_EQ(t1_sees[0].score, std::nullopt);  // pass-fail: the verdict only
    EXPECT_FALSE(t1_sees[0].result_hidden);

    // Another team's submission is "not found", as one that does not exist.
    try {
        app::submission_for_viewer(store, contests, "round", theirs, team_viewer("t1"),
                                   contest_t0 + 5h);
        ADD_FAILURE() << "t1 saw t2's submission";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), Kind::not_found);
        EXPECT_EQ(std::string(error.what()),
                  "no submission " + std::to_string(theirs) + " in contest 'round'");
    }
    EXPECT_THROW(
        app::submission_source_for_viewer(store, contests, "round", theirs, team_viewer("t1")),
        ContestError);
    EXPECT_EQ(app::submission_source_for_viewer(store, contests, "round", mine, team_viewer("t1")),
              "int main() {}\n");

    // The jury sees both; the public none.
    EXPECT_EQ(seen_by(judge_viewer(), contest_t0 + 5h).size(), 2u);
    EXPECT_TRUE(seen_by(app::Viewer::anonymous(), contest_t0 + 5h).empty());
}

TEST_F(ContestViewing, ATeamAccountOfAnotherContestIsRefused) {
    create_round();
    auto stranger = team_viewer("t1");
    stranger.contest_id = "other";
    try {
        seen_by(stranger, contest_t0);
        ADD_FAILURE() << "a team of another contest was let in";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), Kind::forbidden);
        EXPECT_EQ(std::string(error.what()), "this account is not in contest 'round'");
    }
}

TEST_F(ContestViewing, IoiTeamsSeeTheirSubtaskScores) {
    create_round(contest::ScoringKind::ioi);
    app::start_contest(contests, "round", contest_t0);
    const auto id = submit("t1", "pairs", contest_t0 + 1h);
    judge(id, Verdict::WA, {{"small", Verdict::AC, 30, 30}, {"large", Verdict::WA, 0, 70}});
    const auto seen = seen_by(team_viewer("t1"), contest_t0 + 1h + 1min);
    ASSERT_EQ(seen.size(), 1u);
    EXPECT_EQ(seen[0].score, 30);
    EXPECT_EQ(seen[0].max_score, 100);
    ASSERT_EQ(seen[0].subtasks.size(), 2u);
    EXPECT_EQ(seen[0].subtasks[0].group, "small");
    EXPECT_EQ(seen[0].subtasks[0].score, 30);
    EXPECT_EQ(seen[0].subtasks[1].score, 0);
    EXPECT_EQ(seen[0].subtasks[1].max_score, 70);
}

TEST_F(ContestViewing, OiResultsStayHiddenFromTeamsUntilTheContestIsOver) {
    create_round(contest::ScoringKind::oi);
    app::start_contest(contests, "round", contest_t0);
    const auto id = submit("t1", "pairs", contest_t0 + 1h);
    judge(id, Verdict::AC, {{"small", Verdict::AC, 30, 30}, {"large", Verdict::AC, 70, 70}});
    auto seen = seen_by(team_viewer("t1"), contest_t0 + 2h);
    ASSERT_EQ(seen.size(), 1u);
    EXPECT_EQ(seen[0].state, contest::JudgingState::judged);
    EXPECT_TRUE(seen[0].result_hidden);
    EXPECT_EQ(seen[0].verdict, std::nullopt);
    EXPECT_EQ(seen[0].score, std::nullopt);
    EXPECT_TRUE(seen[0].subtasks.empty());
    // The jury sees it at once.
    EXPECT_EQ(seen_by(judge_viewer(), contest_t0 + 2h)[0].score, 100);
    // Over: the team sees it.
    seen = seen_by(team_viewer("t1"), contest_t0 + 5h);
    EXPECT_FALSE(seen[0].result_hidden);
    EXPECT_EQ(seen[0].verdict, Verdict::AC);
    EXPECT_EQ(seen[0].score, 100);
}

TEST_F(ContestViewing, ProblemsAreSecretUntilTheStartAndHiddenTeamsFromTheOthers) {
    create_round();
    app::TeamEntry hidden;
    hidden.team.id = "jury-test";
    hidden.team.name = "Jury's test team";
    hidden.team.hidden = true;
    app::put_team(contests, "round", hidden, contest_t0);
    EXPECT_TRUE(
        app::problems_for_viewer(contests, "round", team_viewer("t1"), contest_t0 - 1s).empty());
    EXPECT_EQ(app::problems_for_viewer(contests, "round", judge_viewer(), contest_t0 - 1s).size(),
              2u);
    app::start_contest(contests, "round", contest_t0);
    EXPECT_EQ(
        app::problems_for_viewer(contests, "round", app::Viewer::anonymous(), contest_t0).size(),
        2u);
    EXPECT_EQ(app::teams_for_viewer(contests, "round", app::Viewer::anonymous()).size(), 2u);
    EXPECT_EQ(app::teams_for_viewer(contests, "round", judge_viewer()).size(), 3u);
    EXPECT_EQ(app::teams_for_viewer(contests, "round", team_viewer("jury-test")).size(), 3u);
}

TEST_F(ContestViewing, ThePublicBoardIsFrozenTheJurysLiveAndTheThawLiftsIt) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto early = submit("t1", "sum", contest_t0 + 20min);
    const auto wrong = submit("t2", "sum", contest_t0 + 30min);
    const auto frozen = submit("t2", "sum", contest_t0 + 4h + 10min);  // in the freeze
    judge(early, Verdict::AC);
    judge(wrong, Verdict::WA);
    judge(frozen, Verdict::AC);
    const auto at = contest_t0 + 5h + 1min;

    const auto jury =
        app::contest_scoreboard(store, contests, "round", contest::Audience::judges, at);
    ASSERT_EQ(jury.board.rows.size(), 2u);
    // t1: 1 solved, 20 min; t2: 1 solved, 250 + 20 = 270 min.
    EXPECT_EQ(jury.board.rows[0].team_id, "t1");
    EXPECT_EQ(jury.board.rows[0].num_solved, 1);
    EXPECT_EQ(jury.board.rows[0].total_time, 20);
    EXPECT_EQ(jury.board.rows[1].team_id, "t2");
    EXPECT_EQ(jury.board.rows[1].num_solved, 1);
    EXPECT_EQ(jury.board.rows[1].total_time, 270);
    EXPECT_FALSE(jury.board.frozen);

    const auto public_board =
        app::contest_scoreboard(store, contests, "round", contest::Audience::everyone, at);
    EXPECT_TRUE(public_board.board.frozen);
    EXPECT_EQ(public_board.board.frozen_with, contest::Seconds{1h});
    const auto& t2 = public_board.board.rows[1];
    EXPECT_EQ(t2.team_id, "t2");
    EXPECT_EQ(t2.num_solved, 0);
    EXPECT_EQ(t2.problems[0].num_judged, 1);
    EXPECT_EQ(t2.problems[0].num_pending, 1);

    app::thaw_contest(contests, "round", at);
    const auto thawed =
        app::contest_scoreboard(store, contests, "round", contest::Audience::everyone, at);
    EXPECT_FALSE(thawed.board.frozen);
    EXPECT_EQ(thawed.board.rows, jury.board.rows);
}

TEST_F(ContestViewing, ARejudgesResultReplacesTheOriginalsOnTheBoard) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto id = submit("t1", "sum", contest_t0 + 20min);
    judge(id, Verdict::WA);
    auto rejudge = *store.submission(id);
    rejudge.rejudge_of = id;
    const auto rejudge_id = store.enqueue(rejudge);
    judge(rejudge_id, Verdict::AC);
    const auto board = app::contest_scoreboard(store, contests, "round", contest::Audience::judges,
                                               contest_t0 + 1h);
    EXPECT_EQ(board.board.rows[0].team_id, "t1");
    EXPECT_EQ(board.board.rows[0].num_solved, 1);
    EXPECT_EQ(board.board.rows[0].total_time, 20);
    // The team sees one submission, with the rejudge's verdict.
    const auto seen = seen_by(team_viewer("t1"), contest_t0 + 1h);
    ASSERT_EQ(seen.size(), 1u);
    EXPECT_EQ(seen[0].id, id);
    EXPECT_EQ(seen[0].verdict, Verdict::AC);
}

TEST_F(ContestViewing, JudgementsAreLoggedOnceEachAndAgainWhenRejudged) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto id = submit("t1", "sum", contest_t0 + 20min);
    const auto pending = submit("t2", "sum", contest_t0 + 21min);
    EXPECT_EQ(app::record_new_judgements(store, contests, "round", contest_t0 + 22min), 0u);
    judge(id, Verdict::WA);
    EXPECT_EQ(app::record_new_judgements(store, contests, "round", contest_t0 + 23min), 1u);
    EXPECT_EQ(app::record_new_judgements(store, contests, "round", contest_t0 + 24min), 0u);
    const auto events = contests.events("round", 0, 1000);
    EXPECT_EQ(events.back().type, "judgements");
    EXPECT_EQ(events.back().object_id, std::to_string(id));
    EXPECT_EQ(events.back().data_json,
              R"({"id":")" + std::to_string(id) + R"(","submission_id":")" + std::to_string(id) +
                  R"(","judgement_type_id":"WA","start_time":"2026-11-24T10:20:00Z",)"
                  R"("start_contest_time":"0:20:00","end_time":"2026-11-24T10:20:00Z",)"
                  R"("end_contest_time":"0:20:00","max_run_time":0.0})");
    auto rejudge = *store.submission(id);
    rejudge.rejudge_of = id;
    const auto rejudge_id = store.enqueue(rejudge);
    judge(rejudge_id, Verdict::AC);
    EXPECT_EQ(app::record_new_judgements(store, contests, "round", contest_t0 + 25min), 1u);
    EXPECT_EQ(contests.events("round", 0, 1000).back().object_id, std::to_string(rejudge_id));
    (void)pending;
}

// The store as a scoreboard's poller reads it, counting its passes over the contest's runs.
class PassCountingStore final : public db::ForwardingStore {
  public:
    explicit PassCountingStore(db::Store& store) : store_(store) {}
    std::string location() const override { return store_.location(); }
    std::vector<db::SubmissionRecord> submissions(const db::SubmissionFilter& filter) override {
        ++passes;
        return store_.submissions(filter);
    }
    int passes = 0;

  protected:
    void around(const std::function<void(db::Store&)>& call) override { call(store_); }

  private:
    db::Store& store_;
};

// A poller asking every fraction of a second passes over the contest's runs (one look at the
// log each) only when a submission finished or a team came since its last pass, and still logs
// every judgement once.
TEST_F(ContestViewing, APollersCursorPassesOverTheRunsOnlyWhenSomethingFinished) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    PassCountingStore counted(store);
    app::JudgementLogCursor cursor;
    const auto first = submit("t1", "sum", contest_t0 + 20min);
    judge(first, Verdict::WA);
    EXPECT_EQ(app::record_new_judgements(counted, contests, "round", contest_t0 + 21min, &cursor),
              1u);
    EXPECT_EQ(counted.passes, 1);
    for (int poll = 0; poll < 5; ++poll)
        EXPECT_EQ(
            app::record_new_judgements(counted, contests, "round", contest_t0 + 22min, &cursor),
            0u);
    EXPECT_EQ(counted.passes, 1);
    const auto queued = submit("t2", "sum", contest_t0 + 23min);  // not finished: no pass
    EXPECT_EQ(app::record_new_judgements(counted, contests, "round", contest_t0 + 23min, &cursor),
              0u);
    EXPECT_EQ(counted.passes, 1);
    judge(queued, Verdict::AC);
    EXPECT_EQ(app::record_new_judgements(counted, contests, "round", contest_t0 + 24min, &cursor),
              1u);
    EXPECT_EQ(counted.passes, 2);
    EXPECT_EQ(contests.events("round", 0, 1000).back().object_id, std::to_string(queued));
    // Without a cursor every call passes (and finds nothing new).
    EXPECT_EQ(app::record_new_judgements(counted, contests, "round", contest_t0 + 25min), 0u);
    EXPECT_EQ(counted.passes, 3);
}

TEST_F(ContestViewing, TheStateTheClockChangesIsLoggedWhenJudgementsAreRecorded) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto last_state = [&] {
        const auto events = contests.events("round", 0, 1000);
        return std::find_if(events.rbegin(), events.rend(),
                            [](const auto& e) { return e.type == "state"; })
            ->data_json;
    };
    app::record_new_judgements(store, contests, "round", contest_t0 + 4h + 1s);
    EXPECT_EQ(last_state(),
              R"({"started":"2026-11-24T10:00:00Z","frozen":"2026-11-24T14:00:00Z",)"
              R"("ended":null,"thawed":null,"finalized":null,"end_of_updates":null})");
    const auto count = contests.events("round", 0, 1000).size();
    app::record_new_judgements(store, contests, "round", contest_t0 + 4h + 2s);
    EXPECT_EQ(contests.events("round", 0, 1000).size(), count);  // nothing new
}

TEST_F(ContestViewing, ClarificationsReachWhoTheyAreFor) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    const auto question = app::ask_clarification(contests, team_viewer("t1"), "round", "sum",
                                                 "Is the input <b>sorted</b>?", contest_t0 + 5min);
    const auto private_answer = app::answer_clarification(
        contests, judge_viewer(), "round", question.id, "No comment.", false, contest_t0 + 6min);
    const auto announcement =
        app::announce(contests, judge_viewer(), "round", "", "Lunch at noon.", contest_t0 + 7min);
    EXPECT_EQ(private_answer.to_team_id, "t1");
    EXPECT_EQ(private_answer.reply_to, question.id);

    const auto ids = [](const std::vector<db::ClarificationRecord>& list) {
        std::vector<std::int64_t> out;
        for (const auto& c : list) out.push_back(c.id);
        return out;
    };
    using Ids = std::vector<std::int64_t>;
    EXPECT_EQ(ids(app::clarifications_for_viewer(contests, "round", team_viewer("t1"))),
              (Ids{question.id, private_answer.id, announcement.id}));
    EXPECT_EQ(ids(app::clarifications_for_viewer(contests, "round", team_viewer("t2"))),
              (Ids{announcement.id}));
    EXPECT_EQ(ids(app::clarifications_for_viewer(contests, "round", app::Viewer::anonymous())),
              (Ids{announcement.id}));
    EXPECT_EQ(ids(app::clarifications_for_viewer(contests, "round", judge_viewer())),
              (Ids{question.id, private_answer.id, announcement.id}));
    // Answered to all: t2 reads it too.
    const auto public_answer = app::answer_clarification(
        contests, judge_viewer(), "round", question.id, "Yes, sorted.", true, contest_t0 + 8min);
    EXPECT_EQ(ids(app::clarifications_for_viewer(contests, "round", team_viewer("t2"))),
              (Ids{announcement.id, public_answer.id}));

    // Refusals.
    const auto refused = [&](auto action, Kind kind, const std::string& message) {
        try {
            action();
            ADD_FAILURE() << "not refused: " << message;
        } catch (const ContestError& error) {
            EXPECT_EQ(error.kind(), kind);
            EXPECT_EQ(std::string(error.what()), message);
        }
    };
    refused([&] { app::announce(contests, team_viewer("t1"), "round", "", "hi", contest_t0); },
            Kind::forbidden, "only the jury answers and announces");
    refused([&] { app::ask_clarification(contests, judge_viewer(), "round", "", "?", contest_t0); },
            Kind::forbidden, "only a team of this contest asks clarifications");
    refused(
        [&] {
            app::ask_clarification(contests, team_viewer("t1"), "round", "", "  \n", contest_t0);
        },
        Kind::invalid, "the clarification's text is empty");
    refused(
        [&] {
            app::ask_clarification(contests, team_viewer("t1"), "round", "", "\xff", contest_t0);
        },
        Kind::invalid, "the clarification's text is not UTF-8 text");
    refused(
        [&] {
            app::ask_clarification(contests, team_viewer("t1"), "round", "zzz", "?", contest_t0);
        },
        Kind::invalid, "problem 'zzz' is not in this contest");
    refused(
        [&] {
            app::answer_clarification(contests, judge_viewer(), "round", announcement.id, "x",
                                      false, contest_t0);
        },
        Kind::invalid,
        "clarification " + std::to_string(announcement.id) + " is not a team's question");
}

}  // namespace
}  // namespace gridjudge::testing
