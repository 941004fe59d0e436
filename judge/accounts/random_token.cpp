#include "judge/accounts/random_token.h"

#include <sodium.h>

#include <array>

#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {

std::string new_random_token() {
    require_sodium();
    std::array<unsigned char, random_token_bytes> bytes;
    randombytes_buf(bytes.data(), bytes.size());
    char text[sodium_base64_ENCODED_LEN(random_token_bytes,
                                        sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
    sodium_bin2base64(text, sizeof text, bytes.data(), bytes.size(),
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    sodium_memzero(bytes.data(), bytes.size());
    return text;
}

bool looks_like_random_token(std::string_view text) {
    if (text.size() != random_token_length) return false;
    for (const char c : text) {
        const bool allowed = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                             (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!allowed) return false;
    }
    return true;
}

}  // namespace gridjudge::accounts
