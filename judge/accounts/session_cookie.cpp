#include "judge/accounts/session_cookie.h"

#include <stdexcept>

#include "judge/accounts/random_token.h"

namespace gridjudge::accounts {
namespace {

std::string with_attributes(std::string_view name, std::string_view value, bool https,
                            long long max_age) {
    std::string cookie;
    cookie.append(name).append("=").append(value);
    cookie.append("; Path=/; Max-Age=").append(std::to_string(max_age));
    cookie.append("; HttpOnly; SameSite=Strict");
    if (https) cookie.append("; Secure");
    return cookie;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

}  // namespace

std::string_view session_cookie_name(bool https) {
    return https ? "__Host-gridjudge_session" : "gridjudge_session";
}

std::string session_cookie(std::string_view token, bool https, Seconds max_age) {
    if (!looks_like_random_token(token))
        throw std::invalid_argument("a session cookie holds a session token only");
    if (max_age.count() <= 0) throw std::invalid_argument("a session cookie needs a lifetime");
    return with_attributes(session_cookie_name(https), token, https, max_age.count());
}

std::string expired_session_cookie(bool https) {
    return with_attributes(session_cookie_name(https), "", https, 0);
}

std::optional<std::string> find_cookie(std::string_view cookie_header, std::string_view name) {
    while (!cookie_header.empty()) {
        const auto end = cookie_header.find(';');
        const std::string_view pair = trim(cookie_header.substr(0, end));
        cookie_header = end == cookie_header.npos ? "" : cookie_header.substr(end + 1);
        const auto equals = pair.find('=');
        if (equals == pair.npos) continue;
        if (trim(pair.substr(0, equals)) != name) continue;
        std::string_view value = trim(pair.substr(equals + 1));
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
            value = value.substr(1, value.size() - 2);
        return std::string(value);
    }
    return std::nullopt;
}

}  // namespace gridjudge::accounts
