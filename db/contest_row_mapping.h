// The row mapping of both contest stores (SQLite and PostgreSQL), written once: the columns a
// query selects for each contest record and how a row of them becomes the record. The model's
// enums become their stored names here and nowhere else.
//
// Times are stored as each engine's own time (ISO 8601 UTC text on SQLite, timestamptz on
// PostgreSQL) but always selected as whole unix seconds, so the mapping reads one integer per
// time in either dialect: the column lists take the dialect's expression for that.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/row_reader.h"

namespace gridjudge::db {

// The SQL that selects a stored time column as unix seconds (NULL stays NULL).
using SecondsOf = std::function<std::string(const std::string& column)>;

// contests: settings, languages, state
std::string contest_columns(const SecondsOf& seconds_of);
ContestRecord read_contest(const RowReader& row);

// contest_problems
inline constexpr const char* kContestProblemColumns =
    "problem_id, label, name, color, rgb, ordinal";
ContestProblemRecord read_contest_problem(const RowReader& row);

// organizations
inline constexpr const char* kOrganizationColumns = "id, name, formal_name, country";
contest::Organization read_organization(const RowReader& row);

// teams
inline constexpr const char* kTeamColumns =
    "id, name, display_name, organization_id, hidden, extra_time_seconds";
contest::Team read_team(const RowReader& row);

// accounts (contest_id and team_id are NULL where the record has them empty)
inline constexpr const char* kAccountColumns =
    "id, username, kind, team_id, name, contest_id, password_hash";
AccountRecord read_account(const RowReader& row);

// sessions
std::string session_columns(const SecondsOf& seconds_of);
SessionRecord read_session(const RowReader& row);

// clarifications
std::string clarification_columns(const SecondsOf& seconds_of);
ClarificationRecord read_clarification(const RowReader& row);

// contest_events
std::string event_columns(const SecondsOf& seconds_of);
ContestEventRecord read_event(const RowReader& row);

// Stored names of the model's enums; the readers throw naming a name this build does not know.
const char* scoring_name(contest::ScoringKind scoring);
const char* window_name(contest::WindowKind window);
const char* account_kind_name(contest::AccountKind kind);

// A contest's languages as one column: the ids one per line. Throws std::invalid_argument
// naming the contest if an id is empty or holds a line break (it could not be read back).
std::string joined_languages(const ContestRecord& contest);

// A time as unix seconds for a query's parameter; nullopt stays NULL. Throws
// std::invalid_argument for a time outside the years 0000 to 9999.
std::int64_t seconds(TimePoint time);
std::optional<std::int64_t> seconds(const std::optional<TimePoint>& time);

}  // namespace gridjudge::db
