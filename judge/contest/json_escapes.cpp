#include "judge/contest/json_escapes.h"

#include <optional>

namespace gridjudge::contest {
namespace {

// The four hex digits after "\u" at `at` (pointing at the backslash).
std::optional<char32_t> escape_at(std::string_view text, std::size_t at) {
    if (at + 6 > text.size() || text[at] != '\\' || text[at + 1] != 'u') return std::nullopt;
    char32_t value = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) {
        const char c = text[i];
        value <<= 4;
        if (c >= '0' && c <= '9')
            value |= static_cast<char32_t>(c - '0');
        else if (c >= 'a' && c <= 'f')
            value |= static_cast<char32_t>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            value |= static_cast<char32_t>(c - 'A' + 10);
        else
            return std::nullopt;
    }
    return value;
}

void append_utf8(std::string& out, char32_t code) {
    if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    }
    out += static_cast<char>(0x80 | (code & 0x3F));
}

}  // namespace

std::string json_escapes_as_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool in_string = false;
    std::size_t at = 0;
    while (at < text.size()) {
        const char c = text[at];
        if (!in_string) {
            in_string = c == '"';
            out += c;
            ++at;
            continue;
        }
        if (c == '"') {
            in_string = false;
            out += c;
            ++at;
            continue;
        }
        if (c != '\\') {
            out += c;
            ++at;
            continue;
        }
        const std::optional<char32_t> code = escape_at(text, at);
        if (!code || *code < 0x80) {
            // Another escape ("\\", "\"", "\n", "\u0041"): copied with the character it escapes.
            out.append(text.substr(at, 2));
            at += 2;
            continue;
        }
        if (*code >= 0xD800 && *code <= 0xDBFF) {
            const std::optional<char32_t> low = escape_at(text, at + 6);
            if (low && *low >= 0xDC00 && *low <= 0xDFFF) {
                append_utf8(out, 0x10000 + ((*code - 0xD800) << 10) + (*low - 0xDC00));
                at += 12;
                continue;
            }
        }
        if (*code >= 0xD800 && *code <= 0xDFFF) {
            out.append(text.substr(at, 6));  // a lone surrogate: the parser refuses it
        } else {
            append_utf8(out, *code);
        }
        at += 6;
    }
    return out;
}

}  // namespace gridjudge::contest
