#include "judge/web/contest_session.h"

#include "judge/accounts/csrf.h"
#include "judge/accounts/session_cookie.h"
#include "judge/util/html_text.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {

bool Visitor::is_jury() const {
    return signed_in && signed_in->account.kind != contest::AccountKind::team;
}

std::optional<std::string> Visitor::team_id() const {
    if (!signed_in || signed_in->account.kind != contest::AccountKind::team) return std::nullopt;
    return signed_in->account.team_id;
}

const std::string& Visitor::csrf_token() const {
    static const std::string none;
    return signed_in ? signed_in->session.csrf_token : none;
}

std::optional<std::string> presented_session(const httplib::Request& request) {
    return accounts::find_cookie(request.get_header_value("Cookie"),
                                 accounts::session_cookie_name(kServedOverHttps));
}

Visitor visitor_of(const httplib::Request& request, accounts::Authenticator& authenticator) {
    Visitor visitor;
    if (const std::optional<std::string> token = presented_session(request))
        visitor.signed_in = authenticator.session_for(*token);
    return visitor;
}

void require_csrf(const httplib::Request& request, const Visitor& visitor) {
    if (!visitor.signed_in) throw HttpError(403, "log in first: this form needs a session");
    // A field sent twice is refused rather than one of the two picked.
    if (request.get_param_value_count("csrf") != 1 ||
        !accounts::csrf_token_matches(visitor.csrf_token(), request.get_param_value("csrf")))
        throw HttpError(403,
                        "the form's CSRF token is missing or wrong (reload the page and send the "
                        "form again); nothing was done");
}

std::string csrf_field(const Visitor& visitor) {
    return "<input type=\"hidden\" name=\"csrf\" value=\"" + html_escape(visitor.csrf_token()) +
           "\">";
}

std::string local_destination(const std::string& next) {
    const bool local = next.size() >= 1 && next[0] == '/' && (next.size() == 1 || next[1] != '/') &&
                       next.find('\\') == std::string::npos &&
                       next.find_first_of("\r\n") == std::string::npos;
    return local ? next : "/contests";
}

}  // namespace gridjudge::web
