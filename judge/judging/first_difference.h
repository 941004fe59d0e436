// Where a contestant's output first departs from the answer, for review ("line 7: expected
// `12`, got `14`"). Lines are compared as whitespace-separated tokens, like the token checker,
// so trailing spaces or a missing final newline are not reported as the difference.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gridjudge {

struct FirstDifference {
    int line = 0;          // 1-based line of the output/answer where they differ
    std::string expected;  // that line of the answer ("<end of file>" if none), capped
    std::string got;       // that line of the output ("<end of file>" if none), capped
};

// nullopt when every line matches token for token. Lines are capped at `max_chars`.
std::optional<FirstDifference> first_difference(std::string_view output, std::string_view answer,
                                                std::size_t max_chars = 200);

}  // namespace gridjudge
