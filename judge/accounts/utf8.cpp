#include "judge/accounts/utf8.h"

namespace gridjudge::accounts {

bool is_valid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        int continuation = 0;
        unsigned low = 0x80, high = 0xBF;  // the allowed range of the first continuation byte
        if (lead >= 0xC2 && lead <= 0xDF) {
            continuation = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            continuation = 2;
            if (lead == 0xE0) low = 0xA0;   // overlong
            if (lead == 0xED) high = 0x9F;  // UTF-16 surrogates
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            continuation = 3;
            if (lead == 0xF0) low = 0x90;   // overlong
            if (lead == 0xF4) high = 0x8F;  // past U+10FFFF
        } else {
            return false;  // a stray continuation byte, C0/C1 (overlong) or F5..FF
        }
        if (text.size() - i <= static_cast<std::size_t>(continuation)) return false;
        for (int k = 1; k <= continuation; ++k) {
            const auto byte = static_cast<unsigned char>(text[i + k]);
            if (byte < (k == 1 ? low : 0x80) || byte > (k == 1 ? high : 0xBF)) return false;
        }
        i += continuation + 1;
    }
    return true;
}

}  // namespace gridjudge::accounts
