// Strict UTF-8 validation (RFC 3629): no overlong forms, no surrogates, nothing past U+10FFFF.
#pragma once

#include <string_view>

namespace gridjudge::accounts {

bool is_valid_utf8(std::string_view text);

}  // namespace gridjudge::accounts
