// The text and lines comparisons of the tokens checker (token_options.h); check_tokens()
// dispatches to them. Internal to the checkers library and its standalone exports.
#pragma once

#include <string_view>

#include "checkers/check_result.h"
#include "checkers/token_options.h"

namespace gridjudge::checkers {

CheckResult compare_text_tokens(std::string_view output, std::string_view answer,
                                const TokenOptions& options);
CheckResult compare_lines(std::string_view output, std::string_view answer,
                          const TokenOptions& options);

// ASCII letters equal without case when `ignore_case`.
bool same_text(std::string_view a, std::string_view b, bool ignore_case);

}  // namespace gridjudge::checkers
