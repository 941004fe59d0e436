// Who may do what. Reading is open to whoever can reach the server; a write (rejudge) needs
// the token `serve` was started with, sent as "Authorization: Bearer TOKEN". A server on a
// loopback address also checks the Host header, so a web page elsewhere cannot reach it through
// a DNS name that resolves to 127.0.0.1 (DNS rebinding).
#pragma once

#include <string>
#include <string_view>

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

// Whether a request with this Host header may be served by a server bound to `bind_host`.
bool host_allowed(std::string_view host_header, std::string_view bind_host);

}  // namespace gridjudge::web
