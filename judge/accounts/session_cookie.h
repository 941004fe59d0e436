// The session cookie: its Set-Cookie header written in one place, so that no page forgets an
// attribute, and the lookup of its value in a request's Cookie header.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/accounts/clock.h"

namespace gridjudge::accounts {

// Over HTTPS the cookie is "__Host-gridjudge_session": browsers accept that name only with
// Secure, Path=/ and no Domain, so a sibling host cannot plant one. Over plain HTTP (a contest
// on a local network) it is "gridjudge_session" and cannot be Secure.
std::string_view session_cookie_name(bool https);

// The value of a Set-Cookie header: `token` (a random token, random_token.h; anything else
// throws std::invalid_argument) with HttpOnly (no script reads it), SameSite=Strict (no other
// site's page sends it), Path=/ and Max-Age; Secure when `https`.
std::string session_cookie(std::string_view token, bool https, Seconds max_age);

// The Set-Cookie value that removes the session cookie (log out).
std::string expired_session_cookie(bool https);

// The value of cookie `name` in a Cookie request header ("a=1; b=2"); nullopt when absent.
// When a name appears twice (a cookie for a path and one for "/"), the first is taken, as
// browsers send the more specific first.
std::optional<std::string> find_cookie(std::string_view cookie_header, std::string_view name);

}  // namespace gridjudge::accounts
