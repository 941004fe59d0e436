// SqliteContestStore: contests and their state, problems, organizations, teams and team
// windows. Accounts, sessions, clarifications and the event log are in
// sqlite_contest_people.cpp; rows are mapped in db/contest_row_mapping.cpp.
#include "db/sqlite/sqlite_contest_store.h"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "db/contest_record_checks.h"
#include "db/contest_row_mapping.h"
#include "db/sqlite/sqlite_contest_binds.h"
#include "db/sqlite/sqlite_row.h"
#include "db/sqlite/sqlite_schema.h"

namespace gridjudge::db {

std::string sqlite_seconds_of(const std::string& column) {
    return "CAST(strftime('%s', " + column + ") AS INTEGER)";
}

SqliteContestStore::SqliteContestStore(const std::string& path, OpenMode mode)
    : path_(path), database_(open_sqlite_database(path, mode)) {}

void SqliteContestStore::put_contest(const ContestRecord& contest) {
    check_storable(contest);
    const std::string languages = joined_languages(contest);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        const std::string t = kSqliteTimeFromSeconds;
        SQLite::Statement upsert(*database_, R"sql(
            INSERT INTO contests (id, name, formal_name, start_time, duration_seconds,
                freeze_seconds, scoring, penalty_minutes, window_kind, languages)
            VALUES (?, ?, ?, )sql" + t + R"sql(, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name,
                formal_name = excluded.formal_name, start_time = excluded.start_time,
                duration_seconds = excluded.duration_seconds,
                freeze_seconds = excluded.freeze_seconds, scoring = excluded.scoring,
                penalty_minutes = excluded.penalty_minutes, window_kind = excluded.window_kind,
                languages = excluded.languages)sql");
        const contest::ContestSettings& s = contest.settings;
        std::optional<std::int64_t> freeze;
        if (s.scoreboard_freeze_duration) freeze = s.scoreboard_freeze_duration->count();
        bind_all(upsert, s.id, s.name, s.formal_name, seconds(s.start_time), s.duration.count(),
                 freeze, std::string(scoring_name(s.scoring)),
                 static_cast<std::int64_t>(s.penalty_minutes), std::string(window_name(s.window)),
                 languages);
        upsert.exec();
        transaction.commit();
    });
}

std::optional<ContestRecord> SqliteContestStore::contest(const std::string& id) {
    return guarded([&]() -> std::optional<ContestRecord> {
        SQLite::Statement row(*database_, "SELECT " + contest_columns(sqlite_seconds_of) +
                                              " FROM contests WHERE id = ?");
        row.bind(1, id);
        if (!row.executeStep()) return std::nullopt;
        return read_contest(SqliteRow(row));
    });
}

std::vector<ContestRecord> SqliteContestStore::contests() {
    return guarded([&] {
        SQLite::Statement row(*database_, "SELECT " + contest_columns(sqlite_seconds_of) +
                                              " FROM contests ORDER BY id");
        std::vector<ContestRecord> list;
        while (row.executeStep()) list.push_back(read_contest(SqliteRow(row)));
        return list;
    });
}

void SqliteContestStore::set_state(const std::string& contest_id, const ContestStateRecord& state) {
    check_storable(contest_id, state);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        const std::string t = kSqliteTimeFromSeconds;
        SQLite::Statement update(
            *database_, "UPDATE contests SET started = " + t + ", paused_since = " + t +
                            ", paused_total_seconds = ?, "
                            "extended_seconds = ?, ended = " +
                            t + ", thawed = " + t + ", finalized = " + t + " WHERE id = ?");
        bind_all(update, seconds(state.started), seconds(state.paused_since),
                 state.paused_total.count(), state.extended.count(), seconds(state.ended),
                 seconds(state.thawed), seconds(state.finalized), contest_id);
        if (update.exec() == 0) throw unknown_contest(contest_id);
        transaction.commit();
    });
}

void SqliteContestStore::put_problems(const std::string& contest_id,
                                      const std::vector<ContestProblemRecord>& problems) {
    for (const ContestProblemRecord& p : problems) check_storable(contest_id, p);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_contest(*database_, contest_id);
        SQLite::Statement upsert(*database_, R"sql(
            INSERT INTO contest_problems (contest_id, problem_id, label, name, color, rgb,
                                          ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (contest_id, problem_id) DO UPDATE SET label = excluded.label,
                name = excluded.name, color = excluded.color, rgb = excluded.rgb,
                ordinal = excluded.ordinal)sql");
        for (const ContestProblemRecord& p : problems) {
            bind_all(upsert, contest_id, p.id, p.label, p.name, p.color, p.rgb,
                     static_cast<std::int64_t>(p.ordinal));
            upsert.exec();
            upsert.reset();
        }
        transaction.commit();
    });
}

std::vector<ContestProblemRecord> SqliteContestStore::problems(const std::string& contest_id) {
    return guarded([&] {
        SQLite::Statement row(*database_, std::string("SELECT ") + kContestProblemColumns +
                                              " FROM contest_problems WHERE contest_id = ? "
                                              "ORDER BY ordinal, problem_id");
        row.bind(1, contest_id);
        std::vector<ContestProblemRecord> list;
        while (row.executeStep()) list.push_back(read_contest_problem(SqliteRow(row)));
        return list;
    });
}

void SqliteContestStore::put_organization(const std::string& contest_id,
                                          const contest::Organization& o) {
    check_storable(contest_id, o);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_contest(*database_, contest_id);
        SQLite::Statement upsert(*database_, R"sql(
            INSERT INTO organizations (contest_id, id, name, formal_name, country)
            VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (contest_id, id) DO UPDATE SET name = excluded.name,
                formal_name = excluded.formal_name, country = excluded.country)sql");
        bind_all(upsert, contest_id, o.id, o.name, o.formal_name, o.country);
        upsert.exec();
        transaction.commit();
    });
}

std::vector<contest::Organization> SqliteContestStore::organizations(
    const std::string& contest_id) {
    return guarded([&] {
        SQLite::Statement row(*database_, std::string("SELECT ") + kOrganizationColumns +
                                              " FROM organizations WHERE contest_id = ? "
                                              "ORDER BY id");
        row.bind(1, contest_id);
        std::vector<contest::Organization> list;
        while (row.executeStep()) list.push_back(read_organization(SqliteRow(row)));
        return list;
    });
}

void SqliteContestStore::put_team(const std::string& contest_id, const contest::Team& t) {
    check_storable(contest_id, t);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_contest(*database_, contest_id);
        SQLite::Statement upsert(*database_, R"sql(
            INSERT INTO teams (contest_id, id, name, display_name, organization_id, hidden,
                               extra_time_seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (contest_id, id) DO UPDATE SET name = excluded.name,
                display_name = excluded.display_name, organization_id = excluded.organization_id,
                hidden = excluded.hidden, extra_time_seconds = excluded.extra_time_seconds)sql");
        bind_all(upsert, contest_id, t.id, t.name, t.display_name, t.organization_id,
                 static_cast<std::int64_t>(t.hidden ? 1 : 0), t.extra_time.count());
        upsert.exec();
        transaction.commit();
    });
}

std::optional<contest::Team> SqliteContestStore::team(const std::string& contest_id,
                                                      const std::string& team_id) {
    return guarded([&]() -> std::optional<contest::Team> {
        SQLite::Statement row(*database_, std::string("SELECT ") + kTeamColumns +
                                              " FROM teams WHERE contest_id = ? AND id = ?");
        bind_all(row, contest_id, team_id);
        if (!row.executeStep()) return std::nullopt;
        return read_team(SqliteRow(row));
    });
}

std::vector<contest::Team> SqliteContestStore::teams(const std::string& contest_id) {
    return guarded([&] {
        SQLite::Statement row(*database_, std::string("SELECT ") + kTeamColumns +
                                              " FROM teams WHERE contest_id = ? ORDER BY id");
        row.bind(1, contest_id);
        std::vector<contest::Team> list;
        while (row.executeStep()) list.push_back(read_team(SqliteRow(row)));
        return list;
    });
}

TimePoint SqliteContestStore::start_team_window(const std::string& contest_id,
                                                const std::string& team_id, TimePoint at) {
    return guarded([&] {
        // The write lock is taken first: a second login waits, then finds the first's start.
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_team(*database_, contest_id, team_id);
        SQLite::Statement insert(*database_,
                                 "INSERT INTO team_windows (contest_id, team_id, started) "
                                 "VALUES (?, ?, " +
                                     std::string(kSqliteTimeFromSeconds) +
                                     ") ON CONFLICT (contest_id, team_id) DO NOTHING");
        bind_all(insert, contest_id, team_id, seconds(at));
        insert.exec();
        SQLite::Statement row(*database_, "SELECT " + sqlite_seconds_of("started") +
                                              " FROM team_windows "
                                              "WHERE contest_id = ? AND team_id = ?");
        bind_all(row, contest_id, team_id);
        row.executeStep();
        const TimePoint holds{Seconds{row.getColumn(0).getInt64()}};
        row.reset();
        transaction.commit();
        return holds;
    });
}

std::optional<TimePoint> SqliteContestStore::team_window(const std::string& contest_id,
                                                         const std::string& team_id) {
    return guarded([&]() -> std::optional<TimePoint> {
        SQLite::Statement row(*database_, "SELECT " + sqlite_seconds_of("started") +
                                              " FROM team_windows "
                                              "WHERE contest_id = ? AND team_id = ?");
        bind_all(row, contest_id, team_id);
        if (!row.executeStep()) return std::nullopt;
        return TimePoint{Seconds{row.getColumn(0).getInt64()}};
    });
}

}  // namespace gridjudge::db
