// What the SQLite contest store's statements share: binding a row's values in order (NULL for
// an empty optional), and the checks, inside a write's transaction, that the contest or team a
// write names exists (throwing the ContestConflict that names it).
#pragma once

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>

#include "db/contest_conflicts.h"

namespace gridjudge::db {

inline void bind_value(SQLite::Statement& statement, int index, const std::string& value) {
    statement.bind(index, value);
}
inline void bind_value(SQLite::Statement& statement, int index, std::int64_t value) {
    statement.bind(index, value);
}
inline void bind_value(SQLite::Statement& statement, int index,
                       const std::optional<std::int64_t>& value) {
    if (value)
        statement.bind(index, *value);
    else
        statement.bind(index);
}
inline void bind_value(SQLite::Statement& statement, int index,
                       const std::optional<std::string>& value) {
    if (value)
        statement.bind(index, *value);
    else
        statement.bind(index);
}

// Binds `values` to the statement's parameters 1, 2, … in order.
template <class... Values>
void bind_all(SQLite::Statement& statement, const Values&... values) {
    int index = 0;
    (bind_value(statement, ++index, values), ...);
}

inline void require_contest(SQLite::Database& database, const std::string& contest_id) {
    SQLite::Statement known(database, "SELECT 1 FROM contests WHERE id = ?");
    known.bind(1, contest_id);
    if (!known.executeStep()) throw unknown_contest(contest_id);
}

inline void require_team(SQLite::Database& database, const std::string& contest_id,
                         const std::string& team_id) {
    require_contest(database, contest_id);
    SQLite::Statement known(database, "SELECT 1 FROM teams WHERE contest_id = ? AND id = ?");
    bind_all(known, contest_id, team_id);
    if (!known.executeStep()) throw unknown_team(contest_id, team_id);
}

}  // namespace gridjudge::db
