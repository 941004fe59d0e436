// ContestStore: what the database keeps of live contests — the contests and their state, their
// problems, organizations and teams, accounts and login sessions, clarifications, each team's own
// window, and the event log that the Contest API's event feed and the live pages read. A second
// interface beside Store (store.h), on the same database: its tables are in the same schema and
// migrations (SQLite and PostgreSQL alike), and `open_contest_store` opens the location that
// `open_store` opens. Submissions stay Store's: a contest's submission is a SubmissionRecord with
// `contest` = the contest's id and `user` = the team's id.
//
// Every write is one transaction. Times are whole seconds (contest::TimePoint), as the rules
// need; a store writes them as ISO 8601 UTC text on SQLite and timestamptz on PostgreSQL.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/contest/contest.h"

namespace gridjudge::db {

using contest::Seconds;
using contest::TimePoint;

// What the operators did to a contest, as the times they did it. The contest's own end is
// start + duration + extended + the time it spent paused (a pause stops its clock: nobody can
// submit, and the end moves on by as long as the pause lasts).
struct ContestStateRecord {
    std::optional<TimePoint> started;  // the clock ran from here (may differ from the schedule)
    std::optional<TimePoint> paused_since;  // set while paused
    Seconds paused_total{0};                // pauses that ended
    Seconds extended{0};                    // added by "extend"
    std::optional<TimePoint> ended;         // set by "end" before the clock runs out, else nullopt
    std::optional<TimePoint> thawed;        // the freeze lifted by an operator
    std::optional<TimePoint> finalized;     // results final: no rejudges, the export is the record
};

struct ContestRecord {
    contest::ContestSettings settings;
    ContestStateRecord state;
    // The language ids teams may submit in (the judge's language table's ids); empty: all.
    std::vector<std::string> languages;
};

// A problem of a contest. Its `id` is the store's problem id (the package imported under it, or
// a problem already stored): a contest problem is a stored problem with a label and a color.
using ContestProblemRecord = contest::ContestProblem;

struct AccountRecord {
    contest::Account account;
    std::string contest_id;     // a team account's contest; empty for judges and admins
    std::string password_hash;  // an Argon2id PHC string; never the password itself
};

struct SessionRecord {
    std::string token_sha256;  // the store's key: the client's token is never stored
    std::string account_id;
    std::string csrf_token;
    TimePoint created;
    TimePoint expires;
};

// A question from a team (from_team_id set, to_team_id empty), the jury's answer to one
// (reply_to set; to_team_id the asking team, or empty when the jury answers everyone), or an
// announcement (no from_team_id, no reply_to, to_team_id empty: for everyone).
struct ClarificationRecord {
    std::int64_t id = 0;  // set by the store
    std::string contest_id;
    std::string from_team_id;              // empty: from the jury
    std::string to_team_id;                // empty: to the jury (a question) or to everyone
    std::optional<std::int64_t> reply_to;  // the question this answers
    std::string problem_id;                // empty: about the contest in general
    std::string text;
    TimePoint time;  // when it was sent (wall clock)
};

// One change of a contest, as the Contest API's event feed sends it. `id` is the event's token
// (since_token): increasing, never reused. `data_json` is the object's Contest API JSON, or empty
// when it was deleted.
struct ContestEventRecord {
    std::int64_t id = 0;  // set by the store
    std::string contest_id;
    std::string type;       // "contests", "problems", "teams", "submissions", "judgements", …
    std::string object_id;  // the object's id within its type
    std::string data_json;
    TimePoint time;
};

// A write that names a contest, team or account the store does not have, or would repeat a key.
class ContestConflict : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class ContestStore {
  public:
    virtual ~ContestStore() = default;

    // --- contests: settings, languages and state. put_contest creates or replaces the
    // settings and languages and keeps the state; set_state replaces the state.
    virtual void put_contest(const ContestRecord& contest) = 0;
    virtual std::optional<ContestRecord> contest(const std::string& id) = 0;
    virtual std::vector<ContestRecord> contests() = 0;
    virtual void set_state(const std::string& contest_id, const ContestStateRecord& state) = 0;

    // --- a contest's problems, organizations and teams (created or replaced by id)
    virtual void put_problems(const std::string& contest_id,
                              const std::vector<ContestProblemRecord>& problems) = 0;
    virtual std::vector<ContestProblemRecord> problems(const std::string& contest_id) = 0;
    virtual void put_organization(const std::string& contest_id,
                                  const contest::Organization& organization) = 0;
    virtual std::vector<contest::Organization> organizations(const std::string& contest_id) = 0;
    virtual void put_team(const std::string& contest_id, const contest::Team& team) = 0;
    virtual std::optional<contest::Team> team(const std::string& contest_id,
                                              const std::string& team_id) = 0;
    virtual std::vector<contest::Team> teams(const std::string& contest_id) = 0;
    // A per-team window's start: the team's first login. Sets it only if unset; returns the
    // start that holds (the earlier one when two logins race).
    virtual TimePoint start_team_window(const std::string& contest_id, const std::string& team_id,
                                        TimePoint at) = 0;
    virtual std::optional<TimePoint> team_window(const std::string& contest_id,
                                                 const std::string& team_id) = 0;

    // --- accounts (usernames unique across the store) and sessions
    // Throws ContestConflict when the id or the username is taken; stores nothing then.
    virtual void create_account(const AccountRecord& account) = 0;
    virtual std::optional<AccountRecord> account_by_username(const std::string& username) = 0;
    virtual std::optional<AccountRecord> account_by_id(const std::string& account_id) = 0;
    virtual std::vector<AccountRecord> accounts(const std::string& contest_id) = 0;
    virtual bool set_password_hash(const std::string& account_id, const std::string& hash) = 0;
    virtual void create_session(const SessionRecord& session) = 0;
    virtual std::optional<SessionRecord> session(const std::string& token_sha256) = 0;
    virtual void delete_session(const std::string& token_sha256) = 0;
    virtual std::size_t delete_sessions_of(const std::string& account_id) = 0;
    virtual std::size_t delete_expired_sessions(TimePoint now) = 0;

    // --- clarifications: returns the new id
    virtual std::int64_t add_clarification(const ClarificationRecord& clarification) = 0;
    virtual std::optional<ClarificationRecord> clarification(std::int64_t id) = 0;
    // Oldest first. `team_id` set: only what that team may read (its own questions, the
    // answers to them, answers and announcements to everyone); nullopt: all (the jury).
    virtual std::vector<ClarificationRecord> clarifications(
        const std::string& contest_id, const std::optional<std::string>& team_id) = 0;

    // --- the event log. Appends `event` (its id set by the store) unless the newest event of
    // the same contest, type and object already has the same data: two `serve` processes that
    // notice the same judgement log it once. Atomic; returns the new id, nullopt if not appended.
    virtual std::optional<std::int64_t> append_event(const ContestEventRecord& event) = 0;
    // Events after `after_id` (0: from the first), oldest first, at most `limit`.
    virtual std::vector<ContestEventRecord> events(const std::string& contest_id,
                                                   std::int64_t after_id, std::size_t limit) = 0;
};

// The contest store of the database at `location` (as open_store takes it), on a connection of
// its own. ReadWrite creates and migrates the schema as open_store does.
std::unique_ptr<ContestStore> open_contest_store(const std::string& location,
                                                 OpenMode mode = OpenMode::ReadWrite);

}  // namespace gridjudge::db
