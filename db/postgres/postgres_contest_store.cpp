// PostgresContestStore: contests and their state, problems, organizations, teams and team
// windows. Accounts, sessions, clarifications and the event log are in
// postgres_contest_people.cpp; rows are mapped in db/contest_row_mapping.cpp.
#include "db/postgres/postgres_contest_store.h"

#include "db/contest_record_checks.h"
#include "db/contest_row_mapping.h"
#include "db/postgres/postgres_contest_guard.h"
#include "db/postgres/postgres_row.h"
#include "db/postgres/postgres_schema.h"

namespace gridjudge::db {

std::string postgres_seconds_of(const std::string& column) {
    return "CAST(extract(epoch FROM " + column + ") AS BIGINT)";
}

std::string postgres_time(int parameter) {
    return "to_timestamp(CAST($" + std::to_string(parameter) + " AS BIGINT))";
}

PostgresContestStore::PostgresContestStore(const std::string& url, OpenMode mode)
    : location_(url_without_password(url)), connection_(connect_postgres(url)) {
    prepare_postgres_schema(*connection_, location_, mode);
    if (mode == OpenMode::ReadOnly)
        guarded([&] {
            pqxx::nontransaction(*connection_)
                .exec("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
        });
}

void PostgresContestStore::put_contest(const ContestRecord& contest) {
    check_storable(contest);
    const std::string languages = joined_languages(contest);
    const contest::ContestSettings& s = contest.settings;
    std::optional<std::int64_t> freeze;
    if (s.scoreboard_freeze_duration) freeze = s.scoreboard_freeze_duration->count();
    const std::optional<std::int64_t> start = seconds(s.start_time);
    guarded([&] {
        pqxx::work work(*connection_);
        work.exec_params(R"sql(
            INSERT INTO contests (id, name, formal_name, start_time, duration_seconds,
                freeze_seconds, scoring, penalty_minutes, window_kind, languages)
            VALUES ($1, $2, $3, )sql" +
                             postgres_time(4) + R"sql(, $5, $6, $7, $8, $9, $10)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name,
                formal_name = excluded.formal_name, start_time = excluded.start_time,
                duration_seconds = excluded.duration_seconds,
                freeze_seconds = excluded.freeze_seconds, scoring = excluded.scoring,
                penalty_minutes = excluded.penalty_minutes, window_kind = excluded.window_kind,
                languages = excluded.languages)sql",
                         s.id, s.name, s.formal_name, start,
                         static_cast<std::int64_t>(s.duration.count()), freeze,
                         std::string(scoring_name(s.scoring)), s.penalty_minutes,
                         std::string(window_name(s.window)), languages);
        work.commit();
    });
}

std::optional<ContestRecord> PostgresContestStore::contest(const std::string& id) {
    if (holds_nul(id)) return std::nullopt;
    return guarded([&]() -> std::optional<ContestRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(
            "SELECT " + contest_columns(postgres_seconds_of) + " FROM contests WHERE id = $1", id);
        if (rows.empty()) return std::nullopt;
        return read_contest(PostgresRow(rows[0]));
    });
}

std::vector<ContestRecord> PostgresContestStore::contests() {
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<ContestRecord> list;
        for (const pqxx::row& row : work.exec("SELECT " + contest_columns(postgres_seconds_of) +
                                              " FROM contests ORDER BY id"))
            list.push_back(read_contest(PostgresRow(row)));
        return list;
    });
}

void PostgresContestStore::set_state(const std::string& contest_id,
                                     const ContestStateRecord& state) {
    check_storable(contest_id, state);
    const auto started = seconds(state.started), paused_since = seconds(state.paused_since),
               ended = seconds(state.ended), thawed = seconds(state.thawed),
               finalized = seconds(state.finalized);
    guarded([&] {
        pqxx::work work(*connection_);
        const pqxx::result updated = work.exec_params(
            "UPDATE contests SET started = " + postgres_time(1) +
                ", paused_since = " + postgres_time(2) +
                ", paused_total_seconds = $3, extended_seconds = $4, ended = " + postgres_time(5) +
                ", thawed = " + postgres_time(6) + ", finalized = " + postgres_time(7) +
                " WHERE id = $8",
            started, paused_since, static_cast<std::int64_t>(state.paused_total.count()),
            static_cast<std::int64_t>(state.extended.count()), ended, thawed, finalized,
            contest_id);
        if (updated.affected_rows() == 0) throw unknown_contest(contest_id);
        work.commit();
    });
}

void PostgresContestStore::put_problems(const std::string& contest_id,
                                        const std::vector<ContestProblemRecord>& problems) {
    for (const ContestProblemRecord& p : problems) check_storable(contest_id, p);
    guarded([&] {
        pqxx::work work(*connection_);
        require_contest(work, contest_id);
        for (const ContestProblemRecord& p : problems)
            work.exec_params(R"sql(
                INSERT INTO contest_problems (contest_id, problem_id, label, name, color, rgb,
                                              ordinal)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                ON CONFLICT (contest_id, problem_id) DO UPDATE SET label = excluded.label,
                    name = excluded.name, color = excluded.color, rgb = excluded.rgb,
                    ordinal = excluded.ordinal)sql",
                             contest_id, p.id, p.label, p.name, p.color, p.rgb, p.ordinal);
        work.commit();
    });
}

std::vector<ContestProblemRecord> PostgresContestStore::problems(const std::string& contest_id) {
    if (holds_nul(contest_id)) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<ContestProblemRecord> list;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kContestProblemColumns +
                                  " FROM contest_problems WHERE contest_id = $1 "
                                  "ORDER BY ordinal, problem_id",
                              contest_id))
            list.push_back(read_contest_problem(PostgresRow(row)));
        return list;
    });
}

void PostgresContestStore::put_organization(const std::string& contest_id,
                                            const contest::Organization& o) {
    check_storable(contest_id, o);
    guarded([&] {
        pqxx::work work(*connection_);
        require_contest(work, contest_id);
        work.exec_params(R"sql(
            INSERT INTO organizations (contest_id, id, name, formal_name, country)
            VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (contest_id, id) DO UPDATE SET name = excluded.name,
                formal_name = excluded.formal_name, country = excluded.country)sql",
                         contest_id, o.id, o.name, o.formal_name, o.country);
        work.commit();
    });
}

std::vector<contest::Organization> PostgresContestStore::organizations(
    const std::string& contest_id) {
    if (holds_nul(contest_id)) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<contest::Organization> list;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kOrganizationColumns +
                                  " FROM organizations WHERE contest_id = $1 ORDER BY id",
                              contest_id))
            list.push_back(read_organization(PostgresRow(row)));
        return list;
    });
}

void PostgresContestStore::put_team(const std::string& contest_id, const contest::Team& t) {
    check_storable(contest_id, t);
    guarded([&] {
        pqxx::work work(*connection_);
        require_contest(work, contest_id);
        work.exec_params(R"sql(
            INSERT INTO teams (contest_id, id, name, display_name, organization_id, hidden,
                               extra_time_seconds)
            VALUES ($1, $2, $3, $4, $5, $6, $7)
            ON CONFLICT (contest_id, id) DO UPDATE SET name = excluded.name,
                display_name = excluded.display_name, organization_id = excluded.organization_id,
                hidden = excluded.hidden, extra_time_seconds = excluded.extra_time_seconds)sql",
                         contest_id, t.id, t.name, t.display_name, t.organization_id,
                         t.hidden ? 1 : 0, static_cast<std::int64_t>(t.extra_time.count()));
        work.commit();
    });
}

std::optional<contest::Team> PostgresContestStore::team(const std::string& contest_id,
                                                        const std::string& team_id) {
    if (holds_nul(contest_id, team_id)) return std::nullopt;
    return guarded([&]() -> std::optional<contest::Team> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(
            std::string("SELECT ") + kTeamColumns + " FROM teams WHERE contest_id = $1 AND id = $2",
            contest_id, team_id);
        if (rows.empty()) return std::nullopt;
        return read_team(PostgresRow(rows[0]));
    });
}

std::vector<contest::Team> PostgresContestStore::teams(const std::string& contest_id) {
    if (holds_nul(contest_id)) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<contest::Team> list;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kTeamColumns +
                                  " FROM teams WHERE contest_id = $1 ORDER BY id",
                              contest_id))
            list.push_back(read_team(PostgresRow(row)));
        return list;
    });
}

TimePoint PostgresContestStore::start_team_window(const std::string& contest_id,
                                                  const std::string& team_id, TimePoint at) {
    if (holds_nul(contest_id, team_id)) throw unknown_team(contest_id, team_id);
    const std::int64_t start = seconds(at);
    return guarded([&] {
        pqxx::work work(*connection_);
        require_team(work, contest_id, team_id);
        // The key decides: a second login's insert waits for the first's transaction, then does
        // nothing; the select after it (a new snapshot) reads the start that holds.
        work.exec_params(
            "INSERT INTO team_windows (contest_id, team_id, started) VALUES ($1, $2, " +
                postgres_time(3) + ") ON CONFLICT (contest_id, team_id) DO NOTHING",
            contest_id, team_id, start);
        const std::int64_t holds =
            work.exec_params1("SELECT " + postgres_seconds_of("started") +
                                  " FROM team_windows WHERE contest_id = $1 AND team_id = $2",
                              contest_id, team_id)[0]
                .as<std::int64_t>();
        work.commit();
        return TimePoint{Seconds{holds}};
    });
}

std::optional<TimePoint> PostgresContestStore::team_window(const std::string& contest_id,
                                                           const std::string& team_id) {
    if (holds_nul(contest_id, team_id)) return std::nullopt;
    return guarded([&]() -> std::optional<TimePoint> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows =
            work.exec_params("SELECT " + postgres_seconds_of("started") +
                                 " FROM team_windows WHERE contest_id = $1 AND team_id = $2",
                             contest_id, team_id);
        if (rows.empty()) return std::nullopt;
        return TimePoint{Seconds{rows[0][0].as<std::int64_t>()}};
    });
}

}  // namespace gridjudge::db
