// The scoreboard of a stored contest: its submissions (from Store) turned into
// contest::ScoredSubmission (contest time from the clock, the judging state from the status,
// subtask scores from the group results) and ranked by compute_scoreboard for an audience at
// a moment. The web, the Contest API, the CLI and the export all take the board from here.
#pragma once

#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/contest/scoreboard.h"

namespace gridjudge::app {

struct ContestScoreboard {
    db::ContestRecord contest;
    std::vector<contest::ContestProblem> problems;  // by ordinal
    std::vector<contest::Team> teams;               // every team (the board leaves out hidden)
    std::vector<contest::Organization> organizations;
    ContestClock clock;  // the contest's own
    contest::Scoreboard board;
};

// The contest's submissions as the scoreboard takes them, oldest first. A rejudge replaces its
// original (the latest result of a submission counts); a submission of a team or problem no
// longer in the contest is left out.
std::vector<contest::ScoredSubmission> scored_submissions(db::Store& store,
                                                          db::ContestStore& contests,
                                                          const db::ContestRecord& contest);

// The board for `audience` at `now`: judges the live board, everyone else the frozen one (until
// thawed) without hidden teams, OI results only once over. Throws ContestError (not_found) for
// an unknown contest.
ContestScoreboard contest_scoreboard(db::Store& store, db::ContestStore& contests,
                                     const std::string& contest_id, contest::Audience audience,
                                     TimePoint now);

}  // namespace gridjudge::app
