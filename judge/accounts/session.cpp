#include "judge/accounts/session.h"

#include <sodium.h>

#include <array>

#include "judge/accounts/random_token.h"
#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {
namespace {

TokenHash hash_token(std::string_view client_token) {
    require_sodium();
    std::array<unsigned char, crypto_hash_sha256_BYTES> digest;
    crypto_hash_sha256(digest.data(), reinterpret_cast<const unsigned char*>(client_token.data()),
                       client_token.size());
    char hex[crypto_hash_sha256_BYTES * 2 + 1];
    sodium_bin2hex(hex, sizeof hex, digest.data(), digest.size());
    return TokenHash{hex};
}

}  // namespace

IssuedSession issue_session(std::string_view account_id, TimePoint now, Seconds lifetime) {
    IssuedSession issued;
    issued.client_token = new_random_token();
    issued.session.token_hash = hash_token(issued.client_token);
    issued.session.account_id = std::string(account_id);
    issued.session.csrf_token = new_random_token();
    issued.session.created = now;
    issued.session.expires = now + lifetime;
    return issued;
}

std::optional<TokenHash> hash_presented_token(std::string_view client_token) {
    if (!looks_like_random_token(client_token)) return std::nullopt;
    return hash_token(client_token);
}

}  // namespace gridjudge::accounts
