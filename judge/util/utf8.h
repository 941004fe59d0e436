// UTF-8 as RFC 3629 defines it, for every part that takes text from outside (names in packages
// and contests, credentials, program output shown on pages): no stray continuation bytes, no
// overlong forms, no UTF-16 surrogates, nothing past U+10FFFF.
#pragma once

#include <cstddef>
#include <string_view>

namespace gridjudge {

// The length (2 to 4) of the valid multi-byte sequence starting at text[i], or 0 when it is not
// one. text[i] must be a byte of 0x80 or above.
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

bool is_valid_utf8(std::string_view text);

}  // namespace gridjudge
