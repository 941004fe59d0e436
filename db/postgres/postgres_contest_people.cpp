// PostgresContestStore: accounts and sessions, clarifications and the event log. Contests,
// teams and team windows are in postgres_contest_store.cpp.
#include <algorithm>
#include <cstdint>

#include "db/contest_record_checks.h"
#include "db/contest_row_mapping.h"
#include "db/postgres/postgres_contest_guard.h"
#include "db/postgres/postgres_row.h"

namespace gridjudge::db {
namespace {

std::optional<std::string> null_if_empty(const std::string& text) {
    if (text.empty()) return std::nullopt;
    return text;
}

}  // namespace

void PostgresContestStore::create_account(const AccountRecord& a) {
    check_storable(a);
    guarded([&] {
        try {
            pqxx::work work(*connection_);
            if (!a.contest_id.empty()) {
                if (a.account.team_id.empty())
                    require_contest(work, a.contest_id);
                else
                    require_team(work, a.contest_id, a.account.team_id);
            }
            if (!work.exec_params("SELECT 1 FROM accounts WHERE id = $1", a.account.id).empty())
                throw taken_account_id(a.account.id);
            if (!work.exec_params("SELECT 1 FROM accounts WHERE username = $1", a.account.username)
                     .empty())
                throw taken_username(a.account.username);
            work.exec_params(R"sql(
                INSERT INTO accounts (id, username, kind, team_id, name, contest_id, password_hash)
                VALUES ($1, $2, $3, $4, $5, $6, $7))sql",
                             a.account.id, a.account.username,
                             std::string(account_kind_name(a.account.kind)),
                             null_if_empty(a.account.team_id), a.account.name,
                             null_if_empty(a.contest_id), a.password_hash);
            work.commit();
        } catch (const pqxx::unique_violation& error) {
            // Another connection took the id or the username between the checks and the insert.
            if (std::string(error.what()).find("accounts_username_key") != std::string::npos)
                throw taken_username(a.account.username);
            throw taken_account_id(a.account.id);
        }
    });
}

std::optional<AccountRecord> PostgresContestStore::account_by_username(
    const std::string& username) {
    if (holds_nul(username)) return std::nullopt;
    return guarded([&]() -> std::optional<AccountRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(
            std::string("SELECT ") + kAccountColumns + " FROM accounts WHERE username = $1",
            username);
        if (rows.empty()) return std::nullopt;
        return read_account(PostgresRow(rows[0]));
    });
}

std::optional<AccountRecord> PostgresContestStore::account_by_id(const std::string& account_id) {
    if (holds_nul(account_id)) return std::nullopt;
    return guarded([&]() -> std::optional<AccountRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(
            std::string("SELECT ") + kAccountColumns + " FROM accounts WHERE id = $1", account_id);
        if (rows.empty()) return std::nullopt;
        return read_account(PostgresRow(rows[0]));
    });
}

std::vector<AccountRecord> PostgresContestStore::accounts(const std::string& contest_id) {
    if (holds_nul(contest_id)) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<AccountRecord> list;
        // An empty contest id lists the accounts of no contest (judges and admins).
        for (const pqxx::row& row : work.exec_params(
                 std::string("SELECT ") + kAccountColumns +
                     " FROM accounts WHERE contest_id IS NOT DISTINCT FROM $1 ORDER BY id",
                 null_if_empty(contest_id)))
            list.push_back(read_account(PostgresRow(row)));
        return list;
    });
}

bool PostgresContestStore::set_password_hash(const std::string& account_id,
                                             const std::string& hash) {
    check_storable_password_hash(account_id, hash);
    if (holds_nul(account_id)) return false;
    return guarded([&] {
        pqxx::work work(*connection_);
        const pqxx::result updated = work.exec_params(
            "UPDATE accounts SET password_hash = $1 WHERE id = $2", hash, account_id);
        work.commit();
        return updated.affected_rows() == 1;
    });
}

void PostgresContestStore::create_session(const SessionRecord& s) {
    check_storable(s);
    const std::int64_t created = seconds(s.created), expires = seconds(s.expires);
    guarded([&] {
        try {
            pqxx::work work(*connection_);
            if (work.exec_params("SELECT 1 FROM accounts WHERE id = $1", s.account_id).empty())
                throw unknown_account(s.account_id);
            work.exec_params(
                "INSERT INTO sessions (token_sha256, account_id, csrf_token, "
                "created, expires) VALUES ($1, $2, $3, " +
                    postgres_time(4) + ", " + postgres_time(5) + ")",
                s.token_sha256, s.account_id, s.csrf_token, created, expires);
            work.commit();
        } catch (const pqxx::unique_violation&) {
            throw taken_session();
        }
    });
}

std::optional<SessionRecord> PostgresContestStore::session(const std::string& token_sha256) {
    if (holds_nul(token_sha256)) return std::nullopt;
    return guarded([&]() -> std::optional<SessionRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows =
            work.exec_params("SELECT " + session_columns(postgres_seconds_of) +
                                 " FROM sessions WHERE token_sha256 = $1",
                             token_sha256);
        if (rows.empty()) return std::nullopt;
        return read_session(PostgresRow(rows[0]));
    });
}

void PostgresContestStore::delete_session(const std::string& token_sha256) {
    if (holds_nul(token_sha256)) return;
    guarded([&] {
        pqxx::work work(*connection_);
        work.exec_params("DELETE FROM sessions WHERE token_sha256 = $1", token_sha256);
        work.commit();
    });
}

std::size_t PostgresContestStore::delete_sessions_of(const std::string& account_id) {
    if (holds_nul(account_id)) return 0;
    return guarded([&] {
        pqxx::work work(*connection_);
        const pqxx::result deleted =
            work.exec_params("DELETE FROM sessions WHERE account_id = $1", account_id);
        work.commit();
        return static_cast<std::size_t>(deleted.affected_rows());
    });
}

std::size_t PostgresContestStore::delete_expired_sessions(TimePoint now) {
    const std::int64_t at = seconds(now);
    return guarded([&] {
        pqxx::work work(*connection_);
        const pqxx::result deleted =
            work.exec_params("DELETE FROM sessions WHERE expires <= " + postgres_time(1), at);
        work.commit();
        return static_cast<std::size_t>(deleted.affected_rows());
    });
}

std::int64_t PostgresContestStore::add_clarification(const ClarificationRecord& c) {
    check_storable(c);
    const std::int64_t sent = seconds(c.time);
    return guarded([&] {
        pqxx::work work(*connection_);
        require_contest(work, c.contest_id);
        if (!c.from_team_id.empty()) require_team(work, c.contest_id, c.from_team_id);
        if (!c.to_team_id.empty()) require_team(work, c.contest_id, c.to_team_id);
        if (c.reply_to &&
            work.exec_params("SELECT 1 FROM clarifications WHERE id = $1 AND contest_id = $2",
                             *c.reply_to, c.contest_id)
                .empty())
            throw unknown_question(c.contest_id, *c.reply_to);
        const std::int64_t id = work.exec_params1(
                                        "INSERT INTO clarifications (contest_id, from_team_id, "
                                        "to_team_id, reply_to, problem_id, text, sent_at) "
                                        "VALUES ($1, $2, $3, $4, $5, $6, " +
                                            postgres_time(7) + ") RETURNING id",
                                        c.contest_id, c.from_team_id, c.to_team_id, c.reply_to,
                                        c.problem_id, c.text, sent)[0]
                                    .as<std::int64_t>();
        work.commit();
        return id;
    });
}

std::optional<ClarificationRecord> PostgresContestStore::clarification(std::int64_t id) {
    return guarded([&]() -> std::optional<ClarificationRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows =
            work.exec_params("SELECT " + clarification_columns(postgres_seconds_of) +
                                 " FROM clarifications WHERE id = $1",
                             id);
        if (rows.empty()) return std::nullopt;
        return read_clarification(PostgresRow(rows[0]));
    });
}

std::vector<ClarificationRecord> PostgresContestStore::clarifications(
    const std::string& contest_id, const std::optional<std::string>& team_id) {
    if (holds_nul(contest_id, team_id.value_or(""))) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<ClarificationRecord> list;
        // A team reads what it sent, what was sent to it, and what the jury sent to everyone
        // (announcements and public answers); never another team's question or private answer.
        for (const pqxx::row& row : work.exec_params(
                 "SELECT " + clarification_columns(postgres_seconds_of) +
                     " FROM clarifications WHERE contest_id = $1 AND (CAST($2 AS TEXT) IS NULL "
                     "OR from_team_id = $2 OR to_team_id = $2 OR "
                     "(from_team_id = '' AND to_team_id = '')) ORDER BY id",
                 contest_id, team_id))
            list.push_back(read_clarification(PostgresRow(row)));
        return list;
    });
}

std::optional<std::int64_t> PostgresContestStore::append_event(const ContestEventRecord& e) {
    check_storable(e);
    const std::int64_t at = seconds(e.time);
    return guarded([&]() -> std::optional<std::int64_t> {
        pqxx::work work(*connection_);
        // One appender at a time (readers are not held up): the newest data is read after the
        // last append committed, and ids are taken in commit order, so a feed that has read up
        // to an id never later finds a smaller one.
        work.exec("LOCK TABLE contest_events IN EXCLUSIVE MODE");
        require_contest(work, e.contest_id);
        const pqxx::result newest = work.exec_params(R"sql(
            SELECT data_json FROM contest_events
            WHERE contest_id = $1 AND type = $2 AND object_id = $3
            ORDER BY id DESC LIMIT 1)sql",
                                                     e.contest_id, e.type, e.object_id);
        if (!newest.empty() && newest[0][0].as<std::string>() == e.data_json)
            return std::nullopt;  // rolls back: nothing was written
        const std::int64_t id = work.exec_params1(
                                        "INSERT INTO contest_events (contest_id, type, object_id, "
                                        "data_json, event_time) VALUES ($1, $2, $3, $4, " +
                                            postgres_time(5) + ") RETURNING id",
                                        e.contest_id, e.type, e.object_id, e.data_json, at)[0]
                                    .as<std::int64_t>();
        work.commit();
        return id;
    });
}

std::vector<ContestEventRecord> PostgresContestStore::events(const std::string& contest_id,
                                                             std::int64_t after_id,
                                                             std::size_t limit) {
    if (holds_nul(contest_id)) return {};
    return guarded([&] {
        pqxx::nontransaction work(*connection_);
        std::vector<ContestEventRecord> list;
        for (const pqxx::row& row : work.exec_params(
                 "SELECT " + event_columns(postgres_seconds_of) +
                     " FROM contest_events WHERE contest_id = $1 AND id > $2 ORDER BY id LIMIT $3",
                 contest_id, after_id,
                 static_cast<std::int64_t>(std::min<std::size_t>(limit, INT64_MAX))))
            list.push_back(read_event(PostgresRow(row)));
        return list;
    });
}

}  // namespace gridjudge::db
