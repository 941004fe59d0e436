#include "judge/accounts/in_memory_account_book.h"

#include <algorithm>

namespace gridjudge::accounts {

std::optional<StoredAccount> InMemoryAccountBook::find_by_username(
    std::string_view username) const {
    const std::lock_guard lock(mutex_);
    for (const auto& [id, stored] : accounts_)
        if (stored.account.username == username) return stored;
    return std::nullopt;
}

std::optional<StoredAccount> InMemoryAccountBook::find_by_id(std::string_view account_id) const {
    const std::lock_guard lock(mutex_);
    const auto found = accounts_.find(account_id);
    if (found == accounts_.end()) return std::nullopt;
    return found->second;
}

void InMemoryAccountBook::create(const contest::Account& account,
                                 const std::string& password_hash) {
    check_new_account(account);
    const std::lock_guard lock(mutex_);
    if (accounts_.contains(account.id))
        throw AccountExists("account id '" + account.id + "' is taken");
    for (const auto& [id, stored] : accounts_)
        if (stored.account.username == account.username)
            throw AccountExists("username '" + account.username + "' is taken");
    accounts_.emplace(account.id, StoredAccount{account, password_hash});
}

bool InMemoryAccountBook::set_password_hash(std::string_view account_id, const std::string& hash) {
    const std::lock_guard lock(mutex_);
    const auto found = accounts_.find(account_id);
    if (found == accounts_.end()) return false;
    found->second.password_hash = hash;
    return true;
}

void InMemoryAccountBook::create_session(const Session& session) {
    const std::lock_guard lock(mutex_);
    sessions_.insert_or_assign(session.token_hash, session);
}

std::optional<Session> InMemoryAccountBook::find_session(const TokenHash& token_hash) const {
    const std::lock_guard lock(mutex_);
    const auto found = sessions_.find(token_hash);
    if (found == sessions_.end()) return std::nullopt;
    return found->second;
}

void InMemoryAccountBook::delete_session(const TokenHash& token_hash) {
    const std::lock_guard lock(mutex_);
    sessions_.erase(token_hash);
}

std::size_t InMemoryAccountBook::delete_sessions_of(std::string_view account_id) {
    const std::lock_guard lock(mutex_);
    return std::erase_if(sessions_,
                         [&](const auto& item) { return item.second.account_id == account_id; });
}

std::size_t InMemoryAccountBook::delete_expired_sessions(TimePoint now) {
    const std::lock_guard lock(mutex_);
    return std::erase_if(sessions_, [&](const auto& item) { return item.second.expires <= now; });
}

std::size_t InMemoryAccountBook::session_count() const {
    const std::lock_guard lock(mutex_);
    return sessions_.size();
}

}  // namespace gridjudge::accounts
