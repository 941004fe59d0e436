#include "judge/web/auth.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>

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

bool same_name(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) ==
               std::tolower(static_cast<unsigned char>(y));
    });
}

bool all_digits(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// "example.org:8080" -> "example.org"; "[::1]:8080" -> "[::1]"; a port that is not a number
// (or empty) leaves nothing to serve: "".
std::string_view without_port(std::string_view host) {
    if (host.empty()) return host;
    const std::size_t bracket = host.rfind(']');
    const std::size_t colon = host.rfind(':');
    if (colon == std::string_view::npos || (bracket != std::string_view::npos && colon < bracket))
        return host;
    if (host.front() != '[' && host.find(':') != colon) return host;  // bare IPv6, no port
    const std::string_view port = host.substr(colon + 1);
    if (port.empty() || port.size() > 5 || !all_digits(port)) return {};
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

bool is_loopback_host(std::string_view host) {
    if (same_name(host, "localhost")) return true;
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    const std::string text(host);
    in_addr v4{};
    // inet_pton takes only four decimal parts: "127.1", "0x7f.0.0.1" and names are refused.
    if (inet_pton(AF_INET, text.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
    in6_addr v6{};
    return inet_pton(AF_INET6, text.c_str(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

bool host_allowed(std::string_view host_header, std::string_view bind_host,
                  const std::vector<std::string>& allowed_names) {
    if (!is_loopback_host(bind_host) && allowed_names.empty()) return true;
    const std::string_view name = without_port(host_header);
    if (name.empty()) return false;
    if (is_loopback_host(name)) return true;
    if (same_name(name, bind_host) ||
        (name.front() == '[' && same_name(name.substr(1, name.size() - 2), bind_host)))
        return true;
    return std::any_of(allowed_names.begin(), allowed_names.end(),
                       [name](const std::string& allowed) { return same_name(name, allowed); });
}

}  // namespace gridjudge::web
