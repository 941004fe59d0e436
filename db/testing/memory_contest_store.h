// MemoryContestStore: the ContestStore contract (db/contest_store.h) kept in this process's
// memory, for unit tests of the contest use cases, pages and API that need no database file or
// server. Not for production: nothing is durable. Each object is one connection;
// `another_connection()` gives a second one to the same data, so that tests of races (two
// `serve` processes, two logins) can run on it as on the real stores.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "db/contest_store.h"

namespace gridjudge::db::testing {

class MemoryContestStore : public ContestStore {
  public:
    MemoryContestStore();

    // A new connection to the same data.
    std::unique_ptr<MemoryContestStore> another_connection() const;

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
    struct ContestData {
        ContestRecord record;
        std::map<std::string, ContestProblemRecord> problems;
        std::map<std::string, contest::Organization> organizations;
        std::map<std::string, contest::Team> teams;
        std::map<std::string, TimePoint> team_windows;
    };
    // What every connection shares; every call holds `mutex` for all it reads and writes, so
    // each write is whole, as a transaction.
    struct Data {
        std::mutex mutex;
        std::map<std::string, ContestData> contests;
        std::map<std::string, AccountRecord> accounts;  // by id
        std::map<std::string, SessionRecord> sessions;  // by token_sha256
        std::map<std::int64_t, ClarificationRecord> clarifications;
        std::map<std::int64_t, ContestEventRecord> events;
        std::int64_t next_clarification = 1, next_event = 1;
    };

    explicit MemoryContestStore(std::shared_ptr<Data> data) : data_(std::move(data)) {}
    // Under data_->mutex. Throw ContestConflict naming what is missing.
    ContestData& known_contest(const std::string& contest_id);
    void require_team(ContestData& contest, const std::string& team_id);

    std::shared_ptr<Data> data_;
};

}  // namespace gridjudge::db::testing
