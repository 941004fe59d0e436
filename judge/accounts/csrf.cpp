#include "judge/accounts/csrf.h"

#include <sodium.h>

#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {

bool csrf_token_matches(std::string_view session_token, std::string_view presented) {
    require_sodium();
    if (session_token.empty() || presented.size() != session_token.size()) return false;
    return sodium_memcmp(session_token.data(), presented.data(), session_token.size()) == 0;
}

}  // namespace gridjudge::accounts
