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
