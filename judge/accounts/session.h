// A logged-in session. The client holds the token; the store holds only its SHA-256 (so a copy
// of the database logs nobody in), with the account, the session's CSRF token and its expiry.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

#include "judge/accounts/clock.h"

namespace gridjudge::accounts {

// SHA-256 of the token the client holds, 64 lowercase hex digits: the store's key.
struct TokenHash {
    std::string hex;
    auto operator<=>(const TokenHash&) const = default;
};

struct Session {
    TokenHash token_hash;
    std::string account_id;
    std::string csrf_token;  // the synchronizer token every form of this session carries
    TimePoint created;
    TimePoint expires;
};

// What a login hands out: the token for the cookie (never stored), and the session to store.
struct IssuedSession {
    std::string client_token;
    Session session;
};

// A fresh session for `account_id`, `lifetime` long from `now`, with its own CSRF token.
IssuedSession issue_session(std::string_view account_id, TimePoint now, Seconds lifetime);

// The store key of a token a client presented; nullopt when it cannot be one we issued (wrong
// length or characters): such a value is not even looked up.
std::optional<TokenHash> hash_presented_token(std::string_view client_token);

}  // namespace gridjudge::accounts
