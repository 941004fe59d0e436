// CSRF protection by synchronizer token: each session has its own random token (Session's
// csrf_token), every form carries it in a hidden field, and a POST whose field does not match
// its session's token is refused. Together with SameSite=Strict on the cookie.
#pragma once

#include <string_view>

namespace gridjudge::accounts {

// True only when both are the same non-empty token. The bytes are compared in constant time
// (sodium_memcmp), so the time of a refusal does not tell how many leading characters were
// right; only the length, which is public (every token is 43 characters), decides early.
bool csrf_token_matches(std::string_view session_token, std::string_view presented);

}  // namespace gridjudge::accounts
