// Who is asking, for the contest pages: the session cookie read and handed to the login use
// case (app::ContestLogin), and the CSRF check every POST passes first. The rules (sessions,
// throttling, token comparison) are the use case's and judge/accounts'; this only reads the
// request.
#pragma once

#include <httplib.h>

#include <optional>
#include <string>

#include "judge/app/contest_viewer.h"

namespace gridjudge::web {

struct ContestSite;

// The site is served over plain HTTP (a contest hall's network, or behind a TLS proxy that
// does not tell us): the cookie is "gridjudge_session", without Secure.
inline constexpr bool kServedOverHttps = false;

// A login form has no session yet, so its CSRF token travels as a cookie of its own (double
// submit): a page of another site can neither read it nor set it (SameSite=Strict, HttpOnly).
inline constexpr const char* kLoginCsrfCookie = "gridjudge_login_csrf";

struct Visitor {
    app::Viewer viewer;      // anonymous unless the cookie is a live session
    std::string csrf_token;  // the session's; empty when not logged in

    bool signed_in() const { return !csrf_token.empty(); }
};

// A form field, from an urlencoded body or a multipart one; nullopt when it is absent or sent
// more than once (which of two values a check and a use would read is not left to chance).
std::optional<std::string> form_field(const httplib::Request& request, const std::string& name);

// The session cookie's value, if the request carries one.
std::optional<std::string> presented_session(const httplib::Request& request);

Visitor visitor_of(const httplib::Request& request, ContestSite& site);

// A POST's CSRF check: the form field "csrf" (sent once) must be the session's token. Throws
// HttpError 403 when the visitor is not logged in, the field is missing, or it differs; the
// route has done nothing yet.
void require_csrf(const httplib::Request& request, const Visitor& visitor);

// Where to go after logging in: `next` when it is a path of this site ("/contests/x"), else
// "/contests". A full URL or "//host" would send the team elsewhere (an open redirect).
std::string local_destination(const std::string& next);

}  // namespace gridjudge::web
