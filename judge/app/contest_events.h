// The contest's event log: each change appended as the Contest API's (2023-06) object, so that
// the event feed, the live pages and an export read one history. The use cases append through
// here; the objects' JSON is made here so the API and the log agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

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

// The Contest API objects as JSON text (one line), as the log keeps them: exactly what the API's
// endpoints show (contest_json_*.h) in their non-strict form, so that the event feed can send the
// logged data as it is.
std::string contest_object_json(const db::ContestRecord& contest);
std::string state_object_json(const db::ContestRecord& contest, TimePoint now);
// The log knows no stored package: test_data_count is 0 here, and the event feed shows a
// problem as GET problems does now (contest_api_event_feed.h, current_object).
std::string problem_object_json(const contest::ContestProblem& problem);
std::string team_object_json(const contest::Team& team);
std::string organization_object_json(const contest::Organization& organization);
std::string account_object_json(const contest::Account& account);
// A submission submitted at `time` (the contest's own record of the moment; the Store's
// submitted_at is the database server's clock), `contest_time` into the team's contest.
std::string submission_object_json(const db::SubmissionRecord& submission, Seconds contest_time,
                                   TimePoint time);
// A judgement: the record `result` (the submission's own, or a rejudge's) as GET judgements shows
// it, with the moments on the contest's clock: submitted at `submitted`, `contest_time` into the
// team's contest, judged at `judged`; its judging began at the store's claim (judging_began).
std::string judgement_object_json(const db::SubmissionRecord& result, Seconds contest_time,
                                  TimePoint submitted, TimePoint judged, bool score_contest);
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
// processes calling it together log each once. Also logs the state object when the clock
// changed it (the freeze started, the time ran out). Returns how many judgements were appended.
//
// Given a cursor (a caller that asks again and again: a scoreboard's poller), the pass over every
// run of the contest, one look at the log each, is made only when the contest has more finished
// submissions or teams than at the cursor's last pass. A finished submission never becomes
// unfinished (a rejudge is a new submission), so while the counts stand no judgement is new;
// without the cursor a contest of 50 000 submissions cost 50 000 looks at the log per poll.
struct JudgementLogCursor {
    std::optional<std::pair<int, std::size_t>> counted;  // finished submissions, teams
};
std::size_t record_new_judgements(db::Store& store, db::ContestStore& contests,
                                  const std::string& contest_id, TimePoint now,
                                  JudgementLogCursor* cursor = nullptr);

}  // namespace gridjudge::app
