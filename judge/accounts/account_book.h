// Where accounts and their sessions are kept: the operations the web's login, logout, session
// check and password change need, as an interface. The stores (SQLite, PostgreSQL) implement
// it; InMemoryAccountBook (in_memory_account_book.h) is the one for tests.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "judge/accounts/clock.h"
#include "judge/accounts/session.h"
#include "judge/contest/contest.h"

namespace gridjudge::accounts {

struct StoredAccount {
    contest::Account account;
    std::string password_hash;  // an Argon2 PHC string (password.h); never the password
};

// create() of an id or a username that is already taken.
class AccountExists : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class AccountBook {
  public:
    virtual ~AccountBook() = default;

    // Usernames match exactly (case and all), as accounts.yaml gives them.
    virtual std::optional<StoredAccount> find_by_username(std::string_view username) const = 0;
    virtual std::optional<StoredAccount> find_by_id(std::string_view account_id) const = 0;
    // Throws AccountExists when the id or the username is taken; stores nothing then.
    virtual void create(const contest::Account& account, const std::string& password_hash) = 0;
    // False when there is no such account.
    virtual bool set_password_hash(std::string_view account_id, const std::string& hash) = 0;

    // Sessions are found by the SHA-256 of their token (session.h), the only form stored.
    virtual void create_session(const Session& session) = 0;
    virtual std::optional<Session> find_session(const TokenHash& token_hash) const = 0;
    virtual void delete_session(const TokenHash& token_hash) = 0;
    // Logs an account out everywhere (its password changed); returns how many ended.
    virtual std::size_t delete_sessions_of(std::string_view account_id) = 0;
    // Sessions whose expiry is at or before `now`; returns how many were deleted.
    virtual std::size_t delete_expired_sessions(TimePoint now) = 0;
};

// Throws std::invalid_argument naming the field when `account` cannot be created: an empty id
// or username, a username over 64 bytes, not UTF-8 or with control characters or a ':' (HTTP
// Basic could not carry it), or a team account without a team.
void check_new_account(const contest::Account& account);

}  // namespace gridjudge::accounts
