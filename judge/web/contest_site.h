// What the contest pages of `serve` work with besides the review database: the login rules
// (one Authenticator for the whole server: it holds the throttle's counts and the proved
// credentials). Built by WebServer; the routes get it through SiteConfig.
#pragma once

#include <httplib.h>

#include "judge/accounts/authenticator.h"

namespace gridjudge::web {

struct SiteConfig;

struct ContestSite {
    accounts::Authenticator& authenticator;
};

// /login and /logout (contest_login.cpp).
void add_login_routes(httplib::Server& server, const SiteConfig& config);

}  // namespace gridjudge::web
