// SqliteContestStore: accounts and sessions, clarifications and the event log. Contests, teams
// and team windows are in sqlite_contest_store.cpp.
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <algorithm>
#include <cstdint>

#include "db/contest_record_checks.h"
#include "db/contest_row_mapping.h"
#include "db/sqlite/sqlite_contest_binds.h"
#include "db/sqlite/sqlite_contest_store.h"
#include "db/sqlite/sqlite_row.h"

namespace gridjudge::db {
namespace {

std::optional<std::string> null_if_empty(const std::string& text) {
    if (text.empty()) return std::nullopt;
    return text;
}

bool exists(SQLite::Database& database, const std::string& query, const std::string& key) {
    SQLite::Statement row(database, query);
    row.bind(1, key);
    return row.executeStep();
}

}  // namespace

void SqliteContestStore::create_account(const AccountRecord& a) {
    check_storable(a);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        if (!a.contest_id.empty()) {
            if (a.account.team_id.empty())
                require_contest(*database_, a.contest_id);
            else
                require_team(*database_, a.contest_id, a.account.team_id);
        }
        if (exists(*database_, "SELECT 1 FROM accounts WHERE id = ?", a.account.id))
            throw taken_account_id(a.account.id);
        if (exists(*database_, "SELECT 1 FROM accounts WHERE username = ?", a.account.username))
            throw taken_username(a.account.username);
        SQLite::Statement insert(*database_, R"sql(
            INSERT INTO accounts (id, username, kind, team_id, name, contest_id, password_hash)
            VALUES (?, ?, ?, ?, ?, ?, ?))sql");
        bind_all(insert, a.account.id, a.account.username,
                 std::string(account_kind_name(a.account.kind)), null_if_empty(a.account.team_id),
                 a.account.name, null_if_empty(a.contest_id), a.password_hash);
        insert.exec();
        transaction.commit();
    });
}

std::optional<AccountRecord> SqliteContestStore::account_by_username(const std::string& username) {
    return guarded([&]() -> std::optional<AccountRecord> {
        SQLite::Statement row(*database_, std::string("SELECT ") + kAccountColumns +
                                              " FROM accounts WHERE username = ?");
        row.bind(1, username);
        if (!row.executeStep()) return std::nullopt;
        return read_account(SqliteRow(row));
    });
}

std::optional<AccountRecord> SqliteContestStore::account_by_id(const std::string& account_id) {
    return guarded([&]() -> std::optional<AccountRecord> {
        SQLite::Statement row(
            *database_, std::string("SELECT ") + kAccountColumns + " FROM accounts WHERE id = ?");
        row.bind(1, account_id);
        if (!row.executeStep()) return std::nullopt;
        return read_account(SqliteRow(row));
    });
}

std::vector<AccountRecord> SqliteContestStore::accounts(const std::string& contest_id) {
    return guarded([&] {
        // An empty contest id lists the accounts of no contest (judges and admins).
        SQLite::Statement row(*database_, std::string("SELECT ") + kAccountColumns +
                                              " FROM accounts WHERE contest_id IS ? ORDER BY id");
        bind_all(row, null_if_empty(contest_id));
        std::vector<AccountRecord> list;
        while (row.executeStep()) list.push_back(read_account(SqliteRow(row)));
        return list;
    });
}

bool SqliteContestStore::set_password_hash(const std::string& account_id, const std::string& hash) {
    check_storable_password_hash(account_id, hash);
    return guarded([&] {
        SQLite::Statement update(*database_, "UPDATE accounts SET password_hash = ? WHERE id = ?");
        bind_all(update, hash, account_id);
        return update.exec() == 1;
    });
}

void SqliteContestStore::create_session(const SessionRecord& s) {
    check_storable(s);
    guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        if (!exists(*database_, "SELECT 1 FROM accounts WHERE id = ?", s.account_id))
            throw unknown_account(s.account_id);
        if (exists(*database_, "SELECT 1 FROM sessions WHERE token_sha256 = ?", s.token_sha256))
            throw taken_session();
        const std::string t = kSqliteTimeFromSeconds;
        SQLite::Statement insert(*database_,
                                 "INSERT INTO sessions (token_sha256, account_id, csrf_token, "
                                 "created, expires) VALUES (?, ?, ?, " +
                                     t + ", " + t + ")");
        bind_all(insert, s.token_sha256, s.account_id, s.csrf_token, seconds(s.created),
                 seconds(s.expires));
        insert.exec();
        transaction.commit();
    });
}

std::optional<SessionRecord> SqliteContestStore::session(const std::string& token_sha256) {
    return guarded([&]() -> std::optional<SessionRecord> {
        SQLite::Statement row(*database_, "SELECT " + session_columns(sqlite_seconds_of) +
                                              " FROM sessions WHERE token_sha256 = ?");
        row.bind(1, token_sha256);
        if (!row.executeStep()) return std::nullopt;
        return read_session(SqliteRow(row));
    });
}

void SqliteContestStore::delete_session(const std::string& token_sha256) {
    guarded([&] {
        SQLite::Statement remove(*database_, "DELETE FROM sessions WHERE token_sha256 = ?");
        remove.bind(1, token_sha256);
        remove.exec();
    });
}

std::size_t SqliteContestStore::delete_sessions_of(const std::string& account_id) {
    return guarded([&] {
        SQLite::Statement remove(*database_, "DELETE FROM sessions WHERE account_id = ?");
        remove.bind(1, account_id);
        return static_cast<std::size_t>(remove.exec());
    });
}

std::size_t SqliteContestStore::delete_expired_sessions(TimePoint now) {
    return guarded([&] {
        // Compared as seconds, not as text: the text of a time before year 1000 or after 9999
        // would not sort as the time does.
        SQLite::Statement remove(
            *database_, "DELETE FROM sessions WHERE " + sqlite_seconds_of("expires") + " <= ?");
        bind_all(remove, seconds(now));
        return static_cast<std::size_t>(remove.exec());
    });
}

std::int64_t SqliteContestStore::add_clarification(const ClarificationRecord& c) {
    check_storable(c);
    return guarded([&] {
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_contest(*database_, c.contest_id);
        if (!c.from_team_id.empty()) require_team(*database_, c.contest_id, c.from_team_id);
        if (!c.to_team_id.empty()) require_team(*database_, c.contest_id, c.to_team_id);
        if (c.reply_to) {
            SQLite::Statement question(
                *database_, "SELECT 1 FROM clarifications WHERE id = ? AND contest_id = ?");
            bind_all(question, *c.reply_to, c.contest_id);
            if (!question.executeStep()) throw unknown_question(c.contest_id, *c.reply_to);
        }
        SQLite::Statement insert(*database_,
                                 "INSERT INTO clarifications (contest_id, from_team_id, "
                                 "to_team_id, reply_to, problem_id, text, sent_at) "
                                 "VALUES (?, ?, ?, ?, ?, ?, " +
                                     std::string(kSqliteTimeFromSeconds) + ")");
        bind_all(insert, c.contest_id, c.from_team_id, c.to_team_id, c.reply_to, c.problem_id,
                 c.text, seconds(c.time));
        insert.exec();
        const std::int64_t id = database_->getLastInsertRowid();
        transaction.commit();
        return id;
    });
}

std::optional<ClarificationRecord> SqliteContestStore::clarification(std::int64_t id) {
    return guarded([&]() -> std::optional<ClarificationRecord> {
        SQLite::Statement row(*database_, "SELECT " + clarification_columns(sqlite_seconds_of) +
                                              " FROM clarifications WHERE id = ?");
        bind_all(row, id);
        if (!row.executeStep()) return std::nullopt;
        return read_clarification(SqliteRow(row));
    });
}

std::vector<ClarificationRecord> SqliteContestStore::clarifications(
    const std::string& contest_id, const std::optional<std::string>& team_id) {
    return guarded([&] {
        // A team reads what it sent, what was sent to it, and what the jury sent to everyone
        // (announcements and public answers); never another team's question or private answer.
        SQLite::Statement row(*database_,
                              "SELECT " + clarification_columns(sqlite_seconds_of) +
                                  " FROM clarifications WHERE contest_id = ?1 AND (?2 IS NULL "
                                  "OR from_team_id = ?2 OR to_team_id = ?2 OR "
                                  "(from_team_id = '' AND to_team_id = '')) ORDER BY id");
        bind_all(row, contest_id, team_id);
        std::vector<ClarificationRecord> list;
        while (row.executeStep()) list.push_back(read_clarification(SqliteRow(row)));
        return list;
    });
}

std::optional<std::int64_t> SqliteContestStore::append_event(const ContestEventRecord& e) {
    check_storable(e);
    return guarded([&]() -> std::optional<std::int64_t> {
        // The write lock first, then the newest data of the object: another connection
        // appending the same change waits, and then sees it logged.
        SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
        require_contest(*database_, e.contest_id);
        SQLite::Statement newest(*database_, R"sql(
            SELECT data_json FROM contest_events
            WHERE contest_id = ? AND type = ? AND object_id = ? ORDER BY id DESC LIMIT 1)sql");
        bind_all(newest, e.contest_id, e.type, e.object_id);
        if (newest.executeStep() && newest.getColumn(0).getString() == e.data_json)
            return std::nullopt;  // rolls back: nothing was written
        newest.reset();
        SQLite::Statement insert(*database_,
                                 "INSERT INTO contest_events (contest_id, type, object_id, "
                                 "data_json, event_time) VALUES (?, ?, ?, ?, " +
                                     std::string(kSqliteTimeFromSeconds) + ")");
        bind_all(insert, e.contest_id, e.type, e.object_id, e.data_json, seconds(e.time));
        insert.exec();
        const std::int64_t id = database_->getLastInsertRowid();
        transaction.commit();
        return id;
    });
}

std::vector<ContestEventRecord> SqliteContestStore::events(const std::string& contest_id,
                                                           std::int64_t after_id,
                                                           std::size_t limit) {
    return guarded([&] {
        SQLite::Statement row(*database_, "SELECT " + event_columns(sqlite_seconds_of) +
                                              " FROM contest_events WHERE contest_id = ? AND "
                                              "id > ? ORDER BY id LIMIT ?");
        bind_all(row, contest_id, after_id,
                 static_cast<std::int64_t>(std::min<std::size_t>(limit, INT64_MAX)));
        std::vector<ContestEventRecord> list;
        while (row.executeStep()) list.push_back(read_event(SqliteRow(row)));
        return list;
    });
}

}  // namespace gridjudge::db
