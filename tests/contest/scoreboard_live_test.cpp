// The live board against the whole-board computation: after every submission and every new
// verdict, LiveScoreboard must hold exactly the board compute_scoreboard gives for the same
// submissions, for every scoring kind and both audiences (random contests, fixed seeds); and
// one started from all the submissions at once holds it too.
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

#include "judge/contest/scoreboard_live.h"
#include "tests/contest/scoreboard_fixtures.h"

namespace gridjudge::contest {
namespace {

using namespace testing;

// The submissions so far, in the order first seen, each in its latest state.
struct History {
    std::vector<ScoredSubmission> submissions;
    void apply(const ScoredSubmission& s) {
        for (ScoredSubmission& known : submissions)
            if (known.id == s.id) {
                known = s;
                return;
            }
        submissions.push_back(s);
    }
};

struct Case {
    ScoringKind scoring;
    Audience audience;
    unsigned seed;
};

class LiveScoreboardMatches : public ::testing::TestWithParam<Case> {};

TEST_P(LiveScoreboardMatches, TheWholeBoardAfterEverySubmissionAndVerdict) {
    const Case c = GetParam();
    auto settings = five_hour_contest(c.scoring);
    settings.scoreboard_freeze_duration = Seconds(3600);
    const auto list = problems({"p1", "p2", "p3"});
    const std::vector<Team> teams{team("a", "A"), team("b", "B"), team("h", "H", true),
                                  team("x", "X", false, Seconds(600)), team("d", "D")};
    const ScoreboardView view{c.audience, at(5, 30, 0), false};
    LiveScoreboard live(settings, list, teams, view);
    History history;
    std::mt19937 random(c.seed);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
    const Verdict verdicts[] = {Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::CE, Verdict::IE};
    int next_id = 0;
    for (int step = 0; step < 300; ++step) {
        ScoredSubmission s;
        if (!history.submissions.empty() && pick(3) == 0) {
            // A new state of a submission already seen: judged, or rejudged.
            s = history.submissions[static_cast<std::size_t>(
                pick(static_cast<int>(history.submissions.size())))];
        } else {
            s.id = "s" + std::to_string(++next_id);
            s.team_id = teams[static_cast<std::size_t>(pick(5))].id;
            s.problem_id = list[static_cast<std::size_t>(pick(3))].id;
            // Whole minutes only half the time, so equal times happen.
            s.contest_time = pick(2) == 0 ? at(0, pick(320), 0) : at(0, 0, 0, pick(320 * 60000));
        }
        s.state = pick(4) == 0 ? JudgingState::queued : JudgingState::judged;
        s.verdict = verdicts[pick(5)];
        s.subtask_scores.clear();
        if (s.verdict != Verdict::CE)
            for (int k = 0; k < 3; ++k)
                s.subtask_scores.push_back(pick(2) == 0 ? 0.0 : 10.0 * (k + 1));
        live.apply(s);
        history.apply(s);
        const Scoreboard whole =
            compute_scoreboard(settings, list, teams, history.submissions, view);
        ASSERT_EQ(live.board(), whole) << "after step " << step << " (submission " << s.id << ")";
    }
    // Started from all of them at once: the same board.
    const LiveScoreboard loaded(settings, list, teams, view, history.submissions);
    EXPECT_EQ(loaded.board(), live.board());
}

INSTANTIATE_TEST_SUITE_P(EveryKindAndAudience, LiveScoreboardMatches,
                         ::testing::Values(Case{ScoringKind::pass_fail, Audience::judges, 1},
                                           Case{ScoringKind::pass_fail, Audience::everyone, 2},
                                           Case{ScoringKind::pass_fail, Audience::judges, 3},
                                           Case{ScoringKind::ioi, Audience::judges, 4},
                                           Case{ScoringKind::ioi, Audience::everyone, 5},
                                           Case{ScoringKind::oi, Audience::judges, 6},
                                           Case{ScoringKind::oi, Audience::everyone, 7}));

TEST(LiveScoreboard, AVerdictMovesTheTeamAndTheFirstToSolve) {
    LiveScoreboard live(five_hour_contest(), problems({"p1"}), {team("a", "A"), team("b", "B")},
                        judges_at(at(1, 0, 0)));
    auto early = pending("a", "p1", at(0, 5, 0));
    live.apply(early);
    live.apply(judged("b", "p1", at(0, 10, 0), Verdict::AC));
    EXPECT_EQ(live.board().rows[0].team_id, "b");
    EXPECT_FALSE(live.board().rows[0].problems[0].first_to_solve);  // a's try may be first

    early.state = JudgingState::judged;
    early.verdict = Verdict::AC;
    live.apply(early);
    EXPECT_EQ(live.board().rows[0].team_id, "a");
    EXPECT_EQ(live.board().rows[0].total_time, 5);
    EXPECT_TRUE(live.board().rows[0].problems[0].first_to_solve);
    EXPECT_FALSE(live.board().rows[1].problems[0].first_to_solve);
}

TEST(LiveScoreboard, AnUnknownTeamIsAClearErrorAndChangesNothing) {
    LiveScoreboard live(five_hour_contest(), problems({"p1"}), {team("a", "A")},
                        judges_at(at(1, 0, 0)));
    const Scoreboard before = live.board();
    auto s = judged("ghost", "p1", at(0, 1, 0), Verdict::AC);
    s.id = "7";
    try {
        live.apply(s);
        ADD_FAILURE() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "submission \"7\": team_id \"ghost\" is not a team of the contest");
    }
    EXPECT_EQ(live.board(), before);
}

}  // namespace
}  // namespace gridjudge::contest
