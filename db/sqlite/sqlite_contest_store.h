// SqliteContestStore: the ContestStore on the SQLite file the Store uses (the same schema and
// migrations, db/sqlite/sqlite_schema.cpp). One object is one connection: give each thread its
// own (open_contest_store makes them). Every write is one IMMEDIATE transaction, so writers take
// the file's write lock before they read what they decide on (an event's newest data, a team
// window's start): two connections never both decide on a stale read.
#pragma once

#include <SQLiteCpp/Database.h>

#include <memory>
#include <string>

#include "db/contest_store.h"
#include "db/sqlite/sqlite_lock_timeouts.h"

namespace gridjudge::db {

class SqliteContestStore : public ContestStore {
  public:
    SqliteContestStore(const std::string& path, OpenMode mode);

    void put_contest(const ContestRecord& contest) override;
    std::optional<ContestRecord> contest(const std::string& id) override;
    std::vector<ContestRecord> contests() override;
    void set_state(const std::string& contest_id, const ContestStateRecord& state) override;

    void put_problems(const std::string& contest_id,
                      const std::vector<ContestProblemRecord>& problems) override;
    std::vector<ContestProblemRecord> problems(const std::string& contest_id) override;
    void put_organization(const std::string& contest_id,
                          const contest::Organization& organization) override;
    std::vector<contest::Organization> organizations(const std::string& contest_id) override;
    void put_team(const std::string& contest_id, const contest::Team& team) override;
    std::optional<contest::Team> team(const std::string& contest_id,
                                      const std::string& team_id) override;
    std::vector<contest::Team> teams(const std::string& contest_id) override;
    TimePoint start_team_window(const std::string& contest_id, const std::string& team_id,
                                TimePoint at) override;
    std::optional<TimePoint> team_window(const std::string& contest_id,
                                         const std::string& team_id) override;

    void create_account(const AccountRecord& account) override;
    std::optional<AccountRecord> account_by_username(const std::string& username) override;
    std::optional<AccountRecord> account_by_id(const std::string& account_id) override;
    std::vector<AccountRecord> accounts(const std::string& contest_id) override;
    bool set_password_hash(const std::string& account_id, const std::string& hash) override;
    void create_session(const SessionRecord& session) override;
    std::optional<SessionRecord> session(const std::string& token_sha256) override;
    void delete_session(const std::string& token_sha256) override;
    std::size_t delete_sessions_of(const std::string& account_id) override;
    std::size_t delete_expired_sessions(TimePoint now) override;

    std::int64_t add_clarification(const ClarificationRecord& clarification) override;
    std::optional<ClarificationRecord> clarification(std::int64_t id) override;
    std::vector<ClarificationRecord> clarifications(
        const std::string& contest_id, const std::optional<std::string>& team_id) override;

    std::optional<std::int64_t> append_event(const ContestEventRecord& event) override;
    std::vector<ContestEventRecord> events(const std::string& contest_id, std::int64_t after_id,
                                           std::size_t limit) override;

    // For tests that inspect the file directly.
    SQLite::Database& database() { return *database_; }

  private:
    // Runs `body`, turning SQLite's errors into the store's: a lock held past the busy timeout
    // is StoreUnavailable (a retry succeeds), any other names the file.
    template <class Body>
    auto guarded(Body&& body) -> decltype(body());

    std::string path_;
    std::unique_ptr<SQLite::Database> database_;
};

// How the SQLite contest store reads and writes a time: ISO 8601 UTC text in the column, unix
// seconds in and out of the query.
std::string sqlite_seconds_of(const std::string& column);
inline constexpr const char* kSqliteTimeFromSeconds =
    "strftime('%Y-%m-%dT%H:%M:%SZ', ?, 'unixepoch')";

template <class Body>
auto SqliteContestStore::guarded(Body&& body) -> decltype(body()) {
    try {
        return std::forward<Body>(body)();
    } catch (const SQLite::Exception& error) {
        if (is_lock_timeout(error)) throw lock_timeout_error(path_, error);
        throw std::runtime_error("database " + path_ + ": " + error.what());
    }
}

}  // namespace gridjudge::db
