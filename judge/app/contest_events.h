// The contest's event log: each change appended as the Contest API's (2023-06) object, so that
// the event feed, the live pages and an export read one history. The use cases append through
// here; the objects' JSON is made here so the API and the log agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/contest/scoreboard_json.h"

namespace gridjudge::app {

// ISO 8601 UTC with seconds: "2026-11-24T19:00:00Z".
std::string iso_time(TimePoint time);
// A Contest API RELTIME: "1:05:00" ("-0:00:05" when negative).
std::string contest_reltime(Seconds time);
// The state object's times at `now` (started, frozen, ended, thawed, finalized,
// end_of_updates = finalized), as the state event and the scoreboard's JSON give them.
contest::ContestStateTimes contest_state_times(const db::ContestRecord& contest, TimePoint now);

// The Contest API objects as JSON text (one line).
std::string contest_object_json(const db::ContestRecord& contest);
std::string state_object_json(const db::ContestRecord& contest, TimePoint now);
std::string problem_object_json(const contest::ContestProblem& problem);
std::string team_object_json(const contest::Team& team);
std::string organization_object_json(const contest::Organization& organization);
std::string account_object_json(const contest::Account& account);
// A submission: id, problem_id, team_id, language_id, time (when it was submitted),
// contest_time.
std::string submission_object_json(const db::SubmissionRecord& submission, Seconds contest_time,
                                   TimePoint time);
// A judgement: the finished result `result` (the submission's own, or a rejudge's) of the team's
// submission `submission_id`: id (= the result's submission id), submission_id,
// judgement_type_id (AC, WA, TLE, RTE, CE, … as the API's ids), score, start and end times
// (`time`: when it was judged; the store keeps no judging start, so both are that moment).
std::string judgement_object_json(const db::SubmissionRecord& result, std::int64_t submission_id,
                                  Seconds contest_time, TimePoint time);
std::string clarification_object_json(const db::ClarificationRecord& clarification,
                                      Seconds contest_time);

// Appends one event (type, object id, data) to the contest's log at `now`. Returns whether it
// was appended (the store skips a repeat of the object's newest data).
bool log_contest_event(db::ContestStore& contests, const std::string& contest_id,
                       const std::string& type, const std::string& object_id,
                       const std::string& data_json, TimePoint now);

// When each submission of the contest was submitted, as its "submissions" event says: the
// contest's own record of the moment (the Store's submitted_at is the database server's clock).
std::map<std::int64_t, TimePoint> submission_times(db::ContestStore& contests,
                                                   const std::string& contest_id);

// Appends a "judgements" event for each finished submission of the contest not logged yet with
// its present result (a rejudge's new result is logged again). Idempotent: two `serve`
// processes calling it together log each once. Returns how many were appended.
std::size_t record_new_judgements(db::Store& store, db::ContestStore& contests,
                                  const std::string& contest_id, TimePoint now);

}  // namespace gridjudge::app
