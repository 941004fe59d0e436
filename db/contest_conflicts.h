// The ContestConflicts every contest store throws, worded once: each names the contest, team,
// account or clarification that is missing or the key that is taken, so the operator who sees
// it knows which line of an import or which request to look at.
#pragma once

#include <cstdint>
#include <string>

#include "db/contest_store.h"

namespace gridjudge::db {

inline ContestConflict unknown_contest(const std::string& contest_id) {
    return ContestConflict("no contest \"" + contest_id + "\" in the store");
}

inline ContestConflict unknown_team(const std::string& contest_id, const std::string& team_id) {
    return ContestConflict("contest \"" + contest_id + "\" has no team \"" + team_id + "\"");
}

inline ContestConflict taken_account_id(const std::string& account_id) {
    return ContestConflict("the account id \"" + account_id + "\" is taken");
}

inline ContestConflict taken_username(const std::string& username) {
    return ContestConflict("the username \"" + username + "\" is taken");
}

inline ContestConflict unknown_account(const std::string& account_id) {
    return ContestConflict("no account \"" + account_id + "\" to open a session for");
}

inline ContestConflict taken_session() {
    // The token's hash is a secret's stand-in: it is not repeated in messages or logs.
    return ContestConflict("a session with this token already exists");
}

inline ContestConflict unknown_question(const std::string& contest_id, std::int64_t reply_to) {
    return ContestConflict("contest \"" + contest_id + "\" has no clarification " +
                           std::to_string(reply_to) + " to answer");
}

}  // namespace gridjudge::db
