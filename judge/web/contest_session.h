// Who is asking, for the contest pages: the session cookie read and looked up through the
// accounts' Authenticator, and the CSRF checks every POST passes first. The rules (sessions,
// throttling, token comparison) are judge/accounts'; this file only reads the request.
#pragma once

#include <httplib.h>

#include <optional>
#include <string>

#include "judge/accounts/authenticator.h"

namespace gridjudge::web {

// The site is served over plain HTTP (a contest hall's network, or behind a TLS proxy that
// does not tell us): the cookie is "gridjudge_session", without Secure.
inline constexpr bool kServedOverHttps = false;

// A login form has no session yet, so its CSRF token travels as a cookie of its own (double
// submit): a page of another site can neither read it nor set it (SameSite=Strict, HttpOnly).
inline constexpr const char* kLoginCsrfCookie = "gridjudge_login_csrf";

struct Visitor {
    std::optional<accounts::AuthenticatedSession> signed_in;

    bool is_jury() const;  // a judge or an admin account
    // The team a team account belongs to; nullopt for the jury and the public.
    std::optional<std::string> team_id() const;
    const std::string& csrf_token() const;  // "" when not signed in
};

// The session cookie's value, if the request carries one.
std::optional<std::string> presented_session(const httplib::Request& request);

// The visitor of `request`: signed in when its cookie is a live session.
Visitor visitor_of(const httplib::Request& request, accounts::Authenticator& authenticator);

// A POST's CSRF check: the form field "csrf" must be the session's token. Throws HttpError 403
// when the visitor is not signed in, the field is missing, or it differs; nothing is done then.
void require_csrf(const httplib::Request& request, const Visitor& visitor);

// The hidden field every form of a signed-in page carries.
std::string csrf_field(const Visitor& visitor);

// Where to go after logging in: `next` when it is a path of this site ("/contests/x"), else
// "/contests". A full URL or "//host" would send the team elsewhere (an open redirect).
std::string local_destination(const std::string& next);

}  // namespace gridjudge::web
