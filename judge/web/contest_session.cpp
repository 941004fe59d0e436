#include "judge/web/contest_session.h"

#include "judge/accounts/csrf.h"
#include "judge/accounts/session_cookie.h"
#include "judge/web/contest_site.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {

std::optional<std::string> form_field(const httplib::Request& request, const std::string& name) {
    const std::size_t in_params = request.get_param_value_count(name.c_str());
    const std::size_t in_parts = request.files.count(name);
    if (in_params + in_parts != 1) return std::nullopt;
    if (in_params == 1) return request.get_param_value(name.c_str());
    return request.files.find(name)->second.content;
}

std::optional<std::string> presented_session(const httplib::Request& request) {
    return accounts::find_cookie(request.get_header_value("Cookie"),
                                 accounts::session_cookie_name(kServedOverHttps));
}

Visitor visitor_of(const httplib::Request& request, ContestSite& site) {
    Visitor visitor;
    const std::optional<std::string> token = presented_session(request);
    if (!token) return visitor;
    const std::optional<app::SessionViewer> session =
        site.with_login([&](app::ContestLogin& login) { return login.viewer_for_session(*token); });
    if (session) {
        visitor.viewer = session->viewer;
        visitor.csrf_token = session->csrf_token;
    }
    return visitor;
}

void require_csrf(const httplib::Request& request, const Visitor& visitor) {
    if (!visitor.signed_in()) throw HttpError(403, "log in first: this form needs a session");
    // A field sent twice is refused rather than one of the two picked.
    const std::optional<std::string> presented = form_field(request, "csrf");
    if (!presented || !accounts::csrf_token_matches(visitor.csrf_token, *presented))
        throw HttpError(403,
                        "the form's CSRF token is missing or wrong (reload the page and send the "
                        "form again); nothing was done");
}

std::string local_destination(const std::string& next) {
    const bool local = !next.empty() && next[0] == '/' && (next.size() == 1 || next[1] != '/') &&
                       next.find('\\') == std::string::npos &&
                       next.find_first_of("\r\n") == std::string::npos;
    return local ? next : "/contests";
}

}  // namespace gridjudge::web
