// Who looks at a contest, and what they may see of it: the one owner of visibility. The web's
// pages and the Contest API ask here and render what comes back (plain structs); nothing else
// decides what a team, a judge or the public may see.
//
// The rules (docs/contests.md, "What each viewer sees"):
//  - Judges and admins see everything: every team (hidden ones too), every submission with its
//    verdict, score and subtasks, the live scoreboard.
//  - A team sees its own submissions only, never another team's, with the feedback the contest
//    gives: pass-fail (ICPC) the verdict; ioi the score and each subtask's score; oi only that it
//    was received, until the contest is over for everyone. During the freeze a team still sees
//    its own verdicts.
//  - The public (anonymous) sees no submission, only the public scoreboard.
//  - Teams and the public see the problems once the contest has started, and no hidden team.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/contest/scoreboard.h"
#include "judge/model/verdict.h"

namespace gridjudge::app {

enum class ViewerRole { anonymous, team, judge, admin };

struct Viewer {
    ViewerRole role = ViewerRole::anonymous;
    std::string account_id;  // empty for anonymous
    std::string username;
    std::string name;
    std::string team_id;     // a team account's team
    std::string contest_id;  // a team account's contest; empty for the others

    static Viewer anonymous() { return {}; }
    // From a stored account: team, judge or admin.
    static Viewer of_account(const db::AccountRecord& account);

    bool is_jury() const { return role == ViewerRole::judge || role == ViewerRole::admin; }
    bool is_team() const { return role == ViewerRole::team; }
    // A team account belongs to one contest; judges and admins see every contest.
    bool belongs_to(const std::string& contest) const {
        return !is_team() || contest_id == contest;
    }
};

// The scoreboard audience of a viewer: judges and admins the live board, the others the public.
contest::Audience audience_of(const Viewer& viewer);

// One subtask's result as a team may see it (ioi).
struct SubtaskFeedback {
    std::string group;
    double score = 0;
    double max_score = 0;
};

// A submission as this viewer may see it.
struct VisibleSubmission {
    std::int64_t id = 0;
    std::string contest_id;
    std::string team_id;
    std::string problem_id;
    std::string problem_label;
    std::string language;
    std::string source_name;
    std::string submitted_at;  // the store's ISO 8601 UTC time
    Seconds contest_time{0};   // since the team's window start
    contest::JudgingState state = contest::JudgingState::queued;
    // Judging: the test its worker runs, of how many, as the worker last wrote it to the store
    // (0 of 0: not known). For the jury always; for a team unless the contest hides results (oi).
    int progress_test = 0, progress_tests = 0;
    // Set only when this viewer may see the result: a judge always; a team by the contest's
    // feedback rules (pass-fail and ioi once judged, oi once the contest is over for everyone).
    std::optional<Verdict> verdict;
    std::optional<double> score;  // ioi/oi, and judges
    std::optional<double> max_score;
    std::vector<SubtaskFeedback> subtasks;  // ioi (and judges); empty otherwise
    bool result_hidden = false;             // judged, but this viewer may not see how yet
};

// The contest's submissions this viewer may see, oldest first: all for the jury, the team's own
// for a team, none for the public. Throws ContestError (not_found) for an unknown contest and
// (forbidden) for a team account of another contest.
std::vector<VisibleSubmission> submissions_for_viewer(db::Store& store, db::ContestStore& contests,
                                                      const std::string& contest_id,
                                                      const Viewer& viewer, TimePoint now);

// One submission as this viewer may see it. Throws ContestError (not_found) when it does not
// exist, is not of this contest, or this viewer may not see it (another team's: the same answer,
// so a team cannot probe which ids exist).
VisibleSubmission submission_for_viewer(db::Store& store, db::ContestStore& contests,
                                        const std::string& contest_id, std::int64_t submission_id,
                                        const Viewer& viewer, TimePoint now);

// A submission's source, for its own team and the jury only; else ContestError (not_found).
std::string submission_source_for_viewer(db::Store& store, db::ContestStore& contests,
                                         const std::string& contest_id, std::int64_t submission_id,
                                         const Viewer& viewer);

// The contest's problems by ordinal: for the jury always, for the others once it has started
// (an empty list before). Throws ContestError (not_found) for an unknown contest.
std::vector<contest::ContestProblem> problems_for_viewer(db::ContestStore& contests,
                                                         const std::string& contest_id,
                                                         const Viewer& viewer, TimePoint now);

// The contest's teams: all for the jury, without the hidden ones for the others (a hidden
// team's own account still sees itself).
std::vector<contest::Team> teams_for_viewer(db::ContestStore& contests,
                                            const std::string& contest_id, const Viewer& viewer);

// The clock as this viewer lives it: a team's own window and extra time, else the contest's.
ContestClock clock_for_viewer(db::ContestStore& contests, const db::ContestRecord& contest,
                              const Viewer& viewer, TimePoint now);

// The contest, or ContestError (not_found: "no contest 'x'"). Also refuses (forbidden) a team
// account of another contest.
db::ContestRecord contest_for_viewer(db::ContestStore& contests, const std::string& contest_id,
                                     const Viewer& viewer);

}  // namespace gridjudge::app
