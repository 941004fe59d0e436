// What operators do to a contest: create it, add teams and accounts, and drive its clock
// (start, pause, resume, extend, end, thaw, finalize). One function each, shared by the CLI and
// the jury's pages. Each checks first and refuses what makes no sense with a ContestError whose
// message says why ("contest 'x' is already running (started 2026-11-24T19:00:00Z)"), writes in
// one store call, then appends its event ("contests", "state", "teams", "accounts", …) to the
// contest's event log.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/password.h"
#include "judge/contest/contest.h"

namespace gridjudge::app {

using contest::Seconds;
using contest::TimePoint;

struct NewContest {
    contest::ContestSettings settings;
    // Problems already in the store (their id is the store's problem id), with label, color
    // and ordinal; the ordinal is their order here when all are 0.
    std::vector<contest::ContestProblem> problems;
    std::vector<std::string> languages;  // language ids teams may use; empty: all
};

// Creates the contest. Refuses (invalid) a bad id or name, a duration that is not positive, a
// freeze longer than the duration, a problem not in the store (naming it) or without an active
// test set, a repeated problem id or label, an unknown language; (conflict) a contest id that
// exists. Problem names left empty take the stored problem's title.
db::ContestRecord create_contest(db::Store& store, db::ContestStore& contests,
                                 const NewContest& request, TimePoint now);

// A team, and optionally its team account (username + password; the account's id is the
// username). Adding a team whose id exists replaces it (name, organization, hidden, extra time);
// an existing team account of that username gets the new password (and its sessions end).
struct TeamEntry {
    contest::Team team;
    std::optional<contest::Organization> organization;  // stored too when given
    std::string username;                               // empty: no account
    accounts::Password password;                        // with username; not empty
};

// Refuses (not_found) an unknown contest, (invalid) a bad team id or name, an organization id
// that names no organization, a username that cannot be one (accounts::check_new_account),
// an empty password; (conflict) a username taken by another account.
void put_team(db::ContestStore& contests, const std::string& contest_id, const TeamEntry& entry,
              TimePoint now);

// A judge or admin account (not tied to a contest). Refuses (invalid) a team kind, a bad
// username, an empty password; (conflict) a taken id or username.
void add_staff_account(db::ContestStore& contests, const contest::Account& account,
                       const accounts::Password& password, TimePoint now);

// The clock's operations; each returns the new state. The refusals (wrong_state):
//  start:    already started (by an operator or by the schedule), finalized
//  pause:    not running (not started, paused, over)
//  resume:   not paused
//  extend:   by a duration that is not positive (invalid); finalized
//  end:      not started, already over
//  thaw:     no freeze, freeze not started yet, already thawed, finalized
//  finalize: not over yet, already finalized
db::ContestStateRecord start_contest(db::ContestStore& contests, const std::string& contest_id,
                                     TimePoint now);
db::ContestStateRecord pause_contest(db::ContestStore& contests, const std::string& contest_id,
                                     TimePoint now);
db::ContestStateRecord resume_contest(db::ContestStore& contests, const std::string& contest_id,
                                      TimePoint now);
db::ContestStateRecord extend_contest(db::ContestStore& contests, const std::string& contest_id,
                                      Seconds by, TimePoint now);
db::ContestStateRecord end_contest(db::ContestStore& contests, const std::string& contest_id,
                                   TimePoint now);
db::ContestStateRecord thaw_contest(db::ContestStore& contests, const std::string& contest_id,
                                    TimePoint now);
db::ContestStateRecord finalize_contest(db::ContestStore& contests, const std::string& contest_id,
                                        TimePoint now);

// The contest, or ContestError (not_found) naming the id.
db::ContestRecord require_contest(db::ContestStore& contests, const std::string& contest_id);

// "h:mm:ss", "90m", "30s", "2h" or a plain number of seconds, as `contest extend` takes it.
// Throws ContestError (invalid) naming the text.
Seconds parse_contest_duration(const std::string& text);

}  // namespace gridjudge::app
