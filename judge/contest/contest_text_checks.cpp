#include "judge/contest/contest_text_checks.h"

#include <cctype>

namespace gridjudge::contest {

bool is_contest_id(std::string_view text) {
    if (text.empty() || text.size() > 36) return false;
    if (text.front() == '-' || text.front() == '.' || text.back() == '.') return false;
    for (const char c : text) {
        const bool allowed =
            std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
        if (!allowed) return false;
    }
    return true;
}

bool is_valid_utf8(std::string_view text) {
    std::size_t at = 0;
    while (at < text.size()) {
        const auto lead = static_cast<unsigned char>(text[at]);
        std::size_t length = 0;
        char32_t code = 0;
        if (lead < 0x80) {
            ++at;
            continue;
        } else if ((lead & 0xE0) == 0xC0) {
            length = 2;
            code = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3;
            code = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4;
            code = lead & 0x07;
        } else {
            return false;
        }
        if (at + length > text.size()) return false;
        for (std::size_t i = 1; i < length; ++i) {
            const auto next = static_cast<unsigned char>(text[at + i]);
            if ((next & 0xC0) != 0x80) return false;
            code = (code << 6) | (next & 0x3F);
        }
        const char32_t smallest = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
        if (code < smallest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
        at += length;
    }
    return true;
}

bool has_control_character(std::string_view text) {
    for (const char c : text)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F) return true;
    return false;
}

bool is_hex_rgb(std::string_view text) {
    if ((text.size() != 4 && text.size() != 7) || text.front() != '#') return false;
    for (const char c : text.substr(1))
        if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

}  // namespace gridjudge::contest
