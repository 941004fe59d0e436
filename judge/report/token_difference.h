// Which token of a line differs: the stored first difference (judge/judging/first_difference.h)
// keeps whole lines; coaches want to see "token 4: expected 12, got 14" at a glance.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gridjudge {

struct TokenDifference {
    int token = 0;              // 1-based position in the line
    std::string expected, got;  // "" when that line has fewer tokens
};

// The first whitespace-separated token where the lines differ; nullopt when they are equal
// token for token, or when either side is first_difference's "<end of file>" marker (then the
// whole line is the difference).
std::optional<TokenDifference> first_token_difference(std::string_view expected_line,
                                                      std::string_view got_line);

}  // namespace gridjudge
