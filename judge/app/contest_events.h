// The contest's event log: each change appended as the Contest API's (2023-06) object, so that
// the event feed, the live pages and an export read one history. The use cases append through
// here; the objects' JSON is made here so the API and the log agree.
#pragma once

#include <cstddef>
#include <string>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"

namespace gridjudge::app {

// ISO 8601 UTC with seconds: "2026-11-24T19:00:00Z".
std::string iso_time(TimePoint time);
// A Contest API RELTIME: "h:mm:ss.000" ("-0:00:05.000" when negative).
std::string contest_reltime(Seconds time);

// The Contest API objects as JSON text (one line).
std::string contest_object_json(const db::ContestRecord& contest);
std::string state_object_json(const db::ContestRecord& contest, TimePoint now);
std::string problem_object_json(const contest::ContestProblem& problem);
std::string team_object_json(const contest::Team& team);
std::string organization_object_json(const contest::Organization& organization);
std::string account_object_json(const contest::Account& account);
// A submission: id, problem_id, team_id, language_id, time, contest_time.
std::string submission_object_json(const db::SubmissionRecord& submission, Seconds contest_time);
// A judgement of a finished submission: id (= the submission's), submission_id,
// judgement_type_id (AC, WA, TLE, RTE, CE, … as the API's ids), score, start and end times.
std::string judgement_object_json(const db::SubmissionRecord& submission, Seconds contest_time);
std::string clarification_object_json(const db::ClarificationRecord& clarification,
                                      Seconds contest_time);

// Appends one event (type, object id, data) to the contest's log at `now`. Returns whether it
// was appended (the store skips a repeat of the object's newest data).
bool log_contest_event(db::ContestStore& contests, const std::string& contest_id,
                       const std::string& type, const std::string& object_id,
                       const std::string& data_json, TimePoint now);

// Appends a "judgements" event for each finished submission of the contest not logged yet with
// its present result (a rejudge's new result is logged again). Idempotent: two `serve`
// processes calling it together log each once. Returns how many were appended.
std::size_t record_new_judgements(db::Store& store, db::ContestStore& contests,
                                  const std::string& contest_id, TimePoint now);

}  // namespace gridjudge::app
