// Unguessable tokens: 32 bytes from libsodium's generator (randombytes_buf: the kernel's
// getrandom), written base64url without padding, 43 characters that need no escaping in a
// cookie, a URL or a form field.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gridjudge::accounts {

inline constexpr std::size_t random_token_bytes = 32;
inline constexpr std::size_t random_token_length = 43;  // base64url of 32 bytes, no padding

std::string new_random_token();

// True when `text` has the shape new_random_token() gives: 43 characters of [A-Za-z0-9_-].
bool looks_like_random_token(std::string_view text);

}  // namespace gridjudge::accounts
