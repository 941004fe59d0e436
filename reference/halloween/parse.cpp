#include "reference/halloween/parse.h"

#include <cstdio>
#include <string>

#include "reference/common/text_input.h"
#include "reference/halloween/map_rules.h"

namespace gridjudge::halloween {
namespace {

bool in_alphabet(char c) {
    return c == kWall || c == kCorridor || (c >= 'a' && c <= ghost_letter(kMaxGhosts - 1)) ||
           (c >= 'A' && c <= target_letter(kMaxGhosts - 1));
}

// Names a character so that invisible ones (a tab, a stray '\r') show in the message.
std::string describe_char(char c) {
    if (c == '\t') return "a tab";
    if (c == '\r') return "a carriage return";
    auto byte = static_cast<unsigned char>(c);
    if (byte >= 32 && byte <= 126) return std::string("'") + c + "'";
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", byte);
    return std::string("byte ") + hex;
}

// The terminator is the literal line `0 0 0`; any other header must be a valid `w h n`.
bool is_terminator(const Line& line) {
    return line.tokens.size() == 3 && line.tokens[0] == "0" && line.tokens[1] == "0" &&
           line.tokens[2] == "0";
}

std::string read_row(TextInput& input, const Case& one, int row) {
    const std::string field = "row " + std::to_string(row + 1);
    Line line = input.next_line(field + " of " + std::to_string(one.height));
    if (static_cast<int>(line.text.size()) != one.width)
        input.fail(line.number, field,
                   "expected " + std::to_string(one.width) + " characters (w), found " +
                       std::to_string(line.text.size()));
    for (int col = 0; col < one.width; ++col)
        if (!in_alphabet(line.text[col]))
            input.fail(line.number, field + ", column " + std::to_string(col + 1),
                       "unexpected character " + describe_char(line.text[col]) +
                           "; a map holds only '#', ' ', a-c and A-C");
    return std::string(line.text);
}

Case read_case(TextInput& input, const Line& header) {
    input.expect_token_count(header, 3, "case header 'w h n'");
    Case one;
    one.header_line = header.number;
    one.width = static_cast<int>(input.int_field(header, 0, "w", kMinSide, kMaxSide));
    one.height = static_cast<int>(input.int_field(header, 1, "h", kMinSide, kMaxSide));
    one.ghosts = static_cast<int>(input.int_field(header, 2, "n", 1, kMaxGhosts));
    for (int row = 0; row < one.height; ++row) one.rows.push_back(read_row(input, one, row));
    return one;
}

}  // namespace

std::vector<Case> parse_input(std::string_view text, std::string_view source) {
    TextInput input(text, std::string(source));
    std::vector<Case> cases;
    for (;;) {
        Line header =
            input.next_line(cases.empty() ? "the first case's 'w h n'"
                                          : "the next case's 'w h n' or the terminator '0 0 0'");
        if (is_terminator(header)) {
            if (cases.empty())
                input.fail(header.number, "", "the file holds no case; at least one is required");
            break;
        }
        if (static_cast<int>(cases.size()) == kMaxCases)
            input.fail(header.number, "case " + std::to_string(kMaxCases + 1),
                       "a file holds at most " + std::to_string(kMaxCases) + " cases");
        cases.push_back(read_case(input, header));
        check_map_rules(cases.back(), source);
    }
    input.expect_only_blank_lines("the terminator '0 0 0'");
    return cases;
}

}  // namespace gridjudge::halloween
