#include "judge/web/contest_api_viewer.h"

#include "judge/accounts/basic_auth.h"
#include "judge/accounts/csrf.h"
#include "judge/accounts/session_cookie.h"
#include "judge/web/contest_session.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {

ApiLogin::ApiLogin(std::unique_ptr<db::ContestStore> store)
    : throttle_(clock_), store_(std::move(store)), login_(*store_, throttle_, clock_) {}

ApiViewer ApiLogin::viewer_of(const httplib::Request& request) {
    ApiViewer viewer;
    const std::string authorization = request.get_header_value("Authorization");
    if (!authorization.empty()) {
        const accounts::BasicAuthorization parsed =
            accounts::parse_basic_authorization(authorization);
        if (!parsed.credentials) throw HttpError(401, parsed.error);
        const app::LoginAnswer answer = login_.viewer_for_basic(
            parsed.credentials->username, parsed.credentials->password, request.remote_addr);
        if (answer.outcome == accounts::LoginOutcome::throttled)
            throw HttpError(429, answer.message);
        if (!answer.viewer) throw HttpError(401, answer.message);
        viewer.viewer = *answer.viewer;
        return viewer;
    }
    const std::optional<std::string> token = presented_session(request);
    if (!token) return viewer;
    if (const std::optional<app::SessionViewer> session = login_.viewer_for_session(*token)) {
        viewer.viewer = session->viewer;
        viewer.by_session = true;
        viewer.csrf_token = session->csrf_token;
    }
    return viewer;
}

void require_api_csrf(const httplib::Request& request, const ApiViewer& viewer) {
    if (!viewer.by_session) return;
    if (!accounts::csrf_token_matches(viewer.csrf_token, request.get_header_value("X-CSRF-Token")))
        throw HttpError(403,
                        "a POST on a browser's session needs the session's CSRF token in the "
                        "X-CSRF-Token header (or use HTTP Basic); nothing was done");
}

}  // namespace gridjudge::web
