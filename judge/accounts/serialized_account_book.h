// An AccountBook whose every call holds one mutex: for a book on a single store connection that
// several threads share. Only the store access is serialized, so an Authenticator on it runs
// its Argon2 checks (the slow part of a login) in parallel.
#pragma once

#include <mutex>

#include "judge/accounts/account_book.h"

namespace gridjudge::accounts {

class SerializedAccountBook final : public AccountBook {
  public:
    // `mutex` also guards the caller's own use of the same connection.
    SerializedAccountBook(AccountBook& book, std::mutex& mutex) : book_(book), mutex_(mutex) {}

    std::optional<StoredAccount> find_by_username(std::string_view username) const override {
        const std::lock_guard lock(mutex_);
        return book_.find_by_username(username);
    }
    std::optional<StoredAccount> find_by_id(std::string_view account_id) const override {
        const std::lock_guard lock(mutex_);
        return book_.find_by_id(account_id);
    }
    void create(const contest::Account& account, const std::string& password_hash) override {
        const std::lock_guard lock(mutex_);
        book_.create(account, password_hash);
    }
    bool set_password_hash(std::string_view account_id, const std::string& hash) override {
        const std::lock_guard lock(mutex_);
        return book_.set_password_hash(account_id, hash);
    }
    void create_session(const Session& session) override {
        const std::lock_guard lock(mutex_);
        book_.create_session(session);
    }
    std::optional<Session> find_session(const TokenHash& token_hash) const override {
        const std::lock_guard lock(mutex_);
        return book_.find_session(token_hash);
    }
    void delete_session(const TokenHash& token_hash) override {
        const std::lock_guard lock(mutex_);
        book_.delete_session(token_hash);
    }
    std::size_t delete_sessions_of(std::string_view account_id) override {
        const std::lock_guard lock(mutex_);
        return book_.delete_sessions_of(account_id);
    }
    std::size_t delete_expired_sessions(TimePoint now) override {
        const std::lock_guard lock(mutex_);
        return book_.delete_expired_sessions(now);
    }

  private:
    AccountBook& book_;
    std::mutex& mutex_;
};

}  // namespace gridjudge::accounts
