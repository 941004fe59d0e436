// HTTP Basic authentication (RFC 7617) for API clients: the Authorization request header's
// value parsed into a username and a password, or a clear reason it cannot be. The header is
// hostile input: its size is capped before decoding, and no reason ever quotes the password.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "judge/accounts/password.h"

namespace gridjudge::accounts {

// A header longer than this is refused unread: real credentials are far shorter.
inline constexpr std::size_t basic_authorization_max_bytes = 4096;

struct BasicCredentials {
    std::string username;
    Password password;
};

// Exactly one of the two is set.
struct BasicAuthorization {
    std::optional<BasicCredentials> credentials;
    std::string error;
};

// `header_value` is the Authorization header's value: "Basic " (the scheme in any case) then
// base64 (RFC 4648 with its padding) of UTF-8 "username:password". The username is what comes
// before the first ':' and must not be empty; neither part may hold control characters or
// bytes that are not UTF-8. The decoded bytes are wiped once the password has been taken.
BasicAuthorization parse_basic_authorization(std::string_view header_value);

}  // namespace gridjudge::accounts
