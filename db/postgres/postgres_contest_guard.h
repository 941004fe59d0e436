// What the PostgreSQL contest store's calls share: the error translation around each call, and
// the checks, inside a write's transaction, that the contest or team a write names exists.
#pragma once

#include <pqxx/pqxx>

#include <stdexcept>
#include <string>

#include "db/contest_conflicts.h"
#include "db/postgres/postgres_connection.h"
#include "db/postgres/postgres_contest_store.h"

namespace gridjudge::db {

template <class Body>
auto PostgresContestStore::guarded(Body&& body) -> decltype(body()) {
    try {
        return std::forward<Body>(body)();
    } catch (const ContestConflict&) {
        throw;
    } catch (const std::invalid_argument&) {
        throw;
    } catch (...) {
        rethrow_as_store_error(location_);
    }
}

// True if a key holds a NUL byte. libpq sends a parameter as a C string, so "admin\0x" would
// be looked up as "admin"; no stored key holds one (contest_record_checks.h), so such a key
// finds nothing, as it does on SQLite.
template <class... Keys>
bool holds_nul(const Keys&... keys) {
    return ((keys.find('\0') != std::string::npos) || ...);
}

inline void require_contest(pqxx::work& work, const std::string& contest_id) {
    if (work.exec_params("SELECT 1 FROM contests WHERE id = $1", contest_id).empty())
        throw unknown_contest(contest_id);
}

inline void require_team(pqxx::work& work, const std::string& contest_id,
                         const std::string& team_id) {
    require_contest(work, contest_id);
    if (work.exec_params("SELECT 1 FROM teams WHERE contest_id = $1 AND id = $2", contest_id,
                         team_id)
            .empty())
        throw unknown_team(contest_id, team_id);
}

}  // namespace gridjudge::db
