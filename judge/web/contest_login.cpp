// /login and /logout. A login form carries a CSRF token of its own (the login cookie, see
// contest_session.h), a successful login sets a brand-new session cookie (the login use case
// ends the one the browser presented), and a refusal shows the use case's message as it is: it
// never says whether the username or the password was wrong. The password is taken out of the
// form into a Password at once and never logged or echoed.
#include "judge/accounts/csrf.h"
#include "judge/accounts/random_token.h"
#include "judge/accounts/session_cookie.h"
#include "judge/util/html_text.h"
#include "judge/web/contest_session.h"
#include "judge/web/contest_site.h"
#include "judge/web/handler.h"
#include "judge/web/http_error.h"
#include "judge/web/layout.h"
#include "judge/web/site.h"

namespace gridjudge::web {
namespace {

constexpr int kLoginCsrfLifetimeSeconds = 60 * 60;
// As accounts::Authenticator's default: a 5-hour contest, its warm-up and margin.
constexpr accounts::Seconds kSessionCookieLifetime{12 * 60 * 60};

std::string login_page(const std::string& csrf, const std::string& next,
                       const std::string& username, const std::string& message) {
    std::string body = "<h1>Log in</h1>\n";
    if (!message.empty())
        body += "<p class=\"error login-message\">" + html_escape(message) + "</p>\n";
    body +=
        "<form class=\"login\" method=\"post\" action=\"/login\">\n"
        "<input type=\"hidden\" name=\"csrf\" value=\"" +
        html_escape(csrf) +
        "\">\n"
        "<input type=\"hidden\" name=\"next\" value=\"" +
        html_escape(local_destination(next)) +
        "\">\n"
        "<label>Username <input name=\"username\" autocomplete=\"username\" required value=\"" +
        html_escape(username) +
        "\"></label>\n"
        "<label>Password <input name=\"password\" type=\"password\" "
        "autocomplete=\"current-password\" required></label>\n"
        "<button type=\"submit\">Log in</button>\n</form>\n";
    return page_html("Log in", Section::None, body);
}

// The login form's token: the one the browser already holds, or a new one it is given.
std::string login_csrf(const httplib::Request& request, httplib::Response& response) {
    const std::optional<std::string> held =
        accounts::find_cookie(request.get_header_value("Cookie"), kLoginCsrfCookie);
    if (held && accounts::looks_like_random_token(*held)) return *held;
    const std::string token = accounts::new_random_token();
    response.set_header("Set-Cookie",
                        std::string(kLoginCsrfCookie) + "=" + token +
                            "; Path=/login; Max-Age=" + std::to_string(kLoginCsrfLifetimeSeconds) +
                            "; HttpOnly; SameSite=Strict");
    return token;
}

void redirect(httplib::Response& response, const std::string& location) {
    response.status = 303;
    response.set_header("Location", location);
}

}  // namespace

ContestSite& contest_site(const SiteConfig& config) {
    if (config.contest == nullptr) throw HttpError(404, "this server has no live contests");
    return *config.contest;
}

void add_login_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get("/login", guarded(Format::Html, [&config](const auto& request, auto& response) {
                   contest_site(config);
                   const std::string csrf = login_csrf(request, response);
                   send_html(response, login_page(csrf, request.get_param_value("next"), "", ""));
               }));
    server.Post(
        "/login", guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::optional<std::string> cookie =
                accounts::find_cookie(request.get_header_value("Cookie"), kLoginCsrfCookie);
            const std::optional<std::string> field = form_field(request, "csrf");
            if (!cookie || !field || !accounts::csrf_token_matches(*cookie, *field))
                throw HttpError(403,
                                "the login form's CSRF token is missing or wrong (open "
                                "the login page again); nobody was logged in");
            const std::string username = form_field(request, "username").value_or("");
            std::string typed = form_field(request, "password").value_or("");
            const accounts::Password password = accounts::Password::take(typed);
            const std::optional<std::string> presented = presented_session(request);
            const app::LoginAnswer answer = site.with_login([&](app::ContestLogin& login) {
                return login.login(
                    username, password, request.remote_addr,
                    presented ? std::optional<std::string_view>(*presented) : std::nullopt);
            });
            const std::string next = form_field(request, "next").value_or("");
            if (answer.outcome == accounts::LoginOutcome::logged_in) {
                response.set_header("Set-Cookie",
                                    accounts::session_cookie(answer.session_token, kServedOverHttps,
                                                             kSessionCookieLifetime));
                redirect(response, local_destination(next));
                return;
            }
            const int status = answer.outcome == accounts::LoginOutcome::throttled ? 429 : 401;
            send_html(response, login_page(*cookie, next, username, answer.message), status);
        }));
    server.Post("/logout", guarded(Format::Html, [&config](const auto& request, auto& response) {
                    ContestSite& site = contest_site(config);
                    const Visitor visitor = visitor_of(request, site);
                    require_csrf(request, visitor);
                    const std::string token = *presented_session(request);
                    site.with_login([&](app::ContestLogin& login) { login.logout(token); });
                    response.set_header("Set-Cookie",
                                        accounts::expired_session_cookie(kServedOverHttps));
                    redirect(response, "/login");
                }));
}

}  // namespace gridjudge::web
