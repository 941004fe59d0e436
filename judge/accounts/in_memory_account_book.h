// An AccountBook in memory, for tests (and the web's tests next): the same rules as the stores,
// guarded by a mutex since the web's handlers run on several threads.
#pragma once

#include <map>
#include <mutex>

#include "judge/accounts/account_book.h"

namespace gridjudge::accounts {

class InMemoryAccountBook final : public AccountBook {
  public:
    std::optional<StoredAccount> find_by_username(std::string_view username) const override;
    std::optional<StoredAccount> find_by_id(std::string_view account_id) const override;
    void create(const contest::Account& account, const std::string& password_hash) override;
    bool set_password_hash(std::string_view account_id, const std::string& hash) override;

    void create_session(const Session& session) override;
    std::optional<Session> find_session(const TokenHash& token_hash) const override;
    void delete_session(const TokenHash& token_hash) override;
    std::size_t delete_sessions_of(std::string_view account_id) override;
    std::size_t delete_expired_sessions(TimePoint now) override;

    std::size_t session_count() const;

  private:
    mutable std::mutex mutex_;
    std::map<std::string, StoredAccount, std::less<>> accounts_;  // by id
    std::map<TokenHash, Session> sessions_;
};

}  // namespace gridjudge::accounts
