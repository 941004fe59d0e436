// A contest's submissions as the contest counts them: each team submission with the result that
// holds now (its newest finished rejudge's, else its own) and its moment in the team's window.
// The scoreboard, the viewers' lists and the judgement log read them from here, so the three
// agree on which result and which contest time a submission has.
#pragma once

#include <cstdint>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"

namespace gridjudge::app {

struct ContestRun {
    db::SubmissionRecord submission;  // the team's submission as queued
    // The result that holds: the submission itself, or its newest finished rejudge (then its
    // status, verdict, score and group results are the rejudge's). Groups are filled.
    db::SubmissionRecord result;
    TimePoint time;           // when it was submitted
    Seconds contest_time{0};  // since its team's window start
};

// Oldest first. A submission of a team no longer in the contest is left out.
std::vector<ContestRun> contest_runs(db::Store& store, db::ContestStore& contests,
                                     const db::ContestRecord& contest);

}  // namespace gridjudge::app
