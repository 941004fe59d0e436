#include "judge/web/auth.h"

namespace gridjudge::web {
namespace {

// Compares every byte whatever the first mismatch, so the time taken does not reveal how much
// of a guessed token was right.
bool same_secret(std::string_view a, std::string_view b) {
    unsigned char difference = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a[i] ^ (i < b.size() ? b[i] : 0));
    return difference == 0;
}

bool is_loopback_name(std::string_view host) {
    return host == "localhost" || host == "::1" || host == "[::1]" || host.substr(0, 4) == "127.";
}

// "example.org:8080" -> "example.org"; "[::1]:8080" -> "[::1]".
std::string_view without_port(std::string_view host) {
    if (host.empty()) return host;
    const std::size_t bracket = host.rfind(']');
    const std::size_t colon = host.rfind(':');
    if (colon == std::string_view::npos || (bracket != std::string_view::npos && colon < bracket))
        return host;
    if (host.front() != '[' && host.find(':') != colon) return host;  // bare IPv6, no port
    return host.substr(0, colon);
}

}  // namespace

WriteAccess check_write_access(std::string_view authorization_header,
                               std::string_view configured_token) {
    if (configured_token.empty()) return WriteAccess::Disabled;
    constexpr std::string_view kScheme = "Bearer ";
    if (authorization_header.substr(0, kScheme.size()) != kScheme) return WriteAccess::MissingToken;
    return same_secret(authorization_header.substr(kScheme.size()), configured_token)
               ? WriteAccess::Granted
               : WriteAccess::WrongToken;
}

bool host_allowed(std::string_view host_header, std::string_view bind_host) {
    if (!is_loopback_name(bind_host)) return true;
    return is_loopback_name(without_port(host_header));
}

}  // namespace gridjudge::web
