// The Contest API's "submission", "judgement" and "run" objects (ccs-specs 2023-06) of a
// contest's submissions. gridjudge stores a contest submission as a SubmissionRecord (contest =
// the contest, user = the team) and a rejudge as a new record with rejudge_of set, so:
//  - a submission is a record that is no rejudge; its id is the record's;
//  - a judgement is any record's judging: its id is the record's, its submission the record's
//    own id or, for a rejudge, the submission it judges again;
//  - a run is one stored test result: its id "JUDGEMENT-POSITION", its ordinal the position.
// A judgement's start_time is when a worker's claim took its record (the store's claimed_at);
// before any claim, when it was queued.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "db/records.h"
#include "judge/contest/contest.h"

namespace gridjudge::app {

// The moment contest times count from: the contest's start (or the team's own window's).
// Times before it give negative contest times, as the spec allows.
struct ContestClockOrigin {
    contest::TimePoint start;
};

// The spec's "files" reference of a submission: a zip at submissions/ID/files.
std::string submission_files_href(const std::string& contest_id, const std::string& submission_id);

// id, language_id, problem_id, team_id, time, contest_time, files. Not strict: "source_name"
// (the file name the team sent) is added.
nlohmann::ordered_json submission_json(const db::SubmissionRecord& submission,
                                       const ContestClockOrigin& origin, bool strict);
// The same with the moment it was submitted given (the event log's record of it, which the
// Store's submitted_at, the database server's clock, may differ from).
nlohmann::ordered_json submission_json(const db::SubmissionRecord& submission,
                                       contest::TimePoint time, const ContestClockOrigin& origin,
                                       bool strict);

// The submission a record judges: rejudge_of when set, else the record itself.
std::int64_t judged_submission_id(const db::SubmissionRecord& record);

// id, submission_id, judgement_type_id, score (score contests), start_time, start_contest_time,
// end_time, end_contest_time and max_run_time (CPU seconds) — the last four and the type null
// until the record is judged.
nlohmann::ordered_json judgement_json(const db::SubmissionRecord& record,
                                      const ContestClockOrigin& origin, bool score_contest);
// The same with the moments given: `start` (when judging began, judging_began) and `end` (when it
// was judged), as the event log records them on the contest's own clock.
nlohmann::ordered_json judgement_json(const db::SubmissionRecord& record, contest::TimePoint start,
                                      contest::TimePoint end, const ContestClockOrigin& origin,
                                      bool score_contest);

// When the record's judging began: its claim's moment (claimed_at), kept between `submitted` and
// `judged` (the database's clock and the event log's may disagree by a little, and a judgement
// never starts before its submission nor ends before it starts); `submitted` before any claim.
// Throws std::runtime_error naming the field when claimed_at is no time.
contest::TimePoint judging_began(const db::SubmissionRecord& record, contest::TimePoint submitted,
                                 std::optional<contest::TimePoint> judged);

// The runs of a judged record (its results; a test that did not run is no run). Their time is
// the judgement's end: the store keeps no moment per test.
nlohmann::ordered_json runs_json(const db::SubmissionRecord& record,
                                 const ContestClockOrigin& origin);

// A stored time ("2026-11-24T17:05:00Z", or with an offset) as a time point; throws
// std::runtime_error naming the field when it is none.
contest::TimePoint stored_time(const std::string& text, const char* field);

}  // namespace gridjudge::app
