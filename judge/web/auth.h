// Who may do what. Reading is open to whoever can reach the server; a write (rejudge) needs
// the token `serve` was started with, sent as "Authorization: Bearer TOKEN". A server on a
// loopback address also checks the Host header, so a web page elsewhere cannot reach it through
// a DNS name that resolves to 127.0.0.1 (DNS rebinding): it answers only to loopback addresses
// (127.0.0.0/8, [::1]), `localhost` and the names it was given (`serve --allow-host`). A name is
// never judged by how it begins: `127.attacker.example` is a DNS name like any other.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridjudge::web {

enum class WriteAccess {
    Granted,
    Disabled,      // the server has no token: it is read-only (403)
    MissingToken,  // no or malformed Authorization header (401)
    WrongToken,    // 403
};

// `configured_token` empty means the server was started without --token.
WriteAccess check_write_access(std::string_view authorization_header,
                               std::string_view configured_token);

// "localhost" (any case), an IPv4 address in 127.0.0.0/8 written as four decimal numbers, or
// "::1" (bracketed or not). Nothing else, however it begins.
bool is_loopback_host(std::string_view host);

// Whether a request with this Host header ("name" or "name:port") may be served by a server
// bound to `bind_host` that was also given `allowed_names` (compared without case). A server
// bound elsewhere than loopback and given no names answers to any Host (`serve` warns that
// anyone who can reach it can read everything); given names, it answers to those, to loopback
// names and to its own address.
bool host_allowed(std::string_view host_header, std::string_view bind_host,
                  const std::vector<std::string>& allowed_names = {});

}  // namespace gridjudge::web
