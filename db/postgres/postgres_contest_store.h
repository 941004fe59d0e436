// PostgresContestStore: the ContestStore on the PostgreSQL database the Store uses (the same
// schema and migrations, db/postgres/postgres_schema.cpp). One object is one connection: give
// each thread its own (open_contest_store makes them). Every write is one transaction; the
// writes that decide on what they read take a lock first (appending an event locks the event
// log, so ids are given in commit order), or let a unique key decide (a team window's start).
// A lost connection surfaces as StoreUnavailable, as PostgresStore's do.
#pragma once

#include <pqxx/pqxx>

#include <memory>
#include <string>

#include "db/contest_store.h"

namespace gridjudge::db {

class PostgresContestStore : public ContestStore {
  public:
    PostgresContestStore(const std::string& url, OpenMode mode);

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

  private:
    // Runs `body`: the store's own errors (ContestConflict, a value it cannot keep) pass as they
    // are; libpqxx's become StoreUnavailable or a runtime_error naming the database.
    template <class Body>
    auto guarded(Body&& body) -> decltype(body());

    std::string location_;  // the URL without its password
    std::unique_ptr<pqxx::connection> connection_;
};

// How the PostgreSQL contest store reads and writes a time: timestamptz in the column, unix
// seconds in and out of the query.
std::string postgres_seconds_of(const std::string& column);
// The timestamptz of the query's parameter `$n` (unix seconds; NULL stays NULL).
std::string postgres_time(int parameter);

}  // namespace gridjudge::db
