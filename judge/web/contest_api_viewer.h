// Who asks the Contest API: HTTP Basic credentials (API clients send them with every request)
// or the session cookie of a browser that logged in; without either, the public. The rules are
// the app's login use case (app::ContestLogin: throttling, the same answer for unknown users and
// wrong passwords, a team's first login opening its window); this file reads the request.
// Wrong credentials are a 401, never the public's answer: a client that sends credentials
// expects to be someone.
#pragma once

#include <httplib.h>

#include <functional>
#include <memory>
#include <string>

#include "judge/accounts/clock.h"
#include "judge/accounts/login_throttle.h"
#include "judge/app/contest_login.h"
#include "judge/app/contest_viewer.h"

namespace gridjudge::web {

struct ApiViewer {
    app::Viewer viewer;
    // A POST on a browser's session must also carry the session's CSRF token in the
    // X-CSRF-Token header; HTTP Basic needs none (no other site's page can make a browser
    // send it).
    bool by_session = false;
    std::string csrf_token;
};

inline constexpr const char* kBasicChallenge = "Basic realm=\"gridjudge contest API\"";

// One per server: the login use case on a store connection of its own. Calls run at once from
// every handler thread: ContestLogin serializes only its store access, not the Argon2 checks, so
// a team's first request does not make every other client wait. Proved credentials are cached by
// the use case, so a client's Basic credentials cost Argon2 once every few minutes, not per
// request.
class ApiLogin {
  public:
    explicit ApiLogin(std::unique_ptr<db::ContestStore> store);

    // Throws HttpError 401 (wrong or malformed credentials) or 429 (throttled).
    ApiViewer viewer_of(const httplib::Request& request);

  private:
    accounts::SystemClock clock_;
    accounts::LoginThrottle throttle_;
    std::unique_ptr<db::ContestStore> store_;
    app::ContestLogin login_;
};

// A POST's check for a browser's session: the X-CSRF-Token header must be its token (403).
void require_api_csrf(const httplib::Request& request, const ApiViewer& viewer);

}  // namespace gridjudge::web
