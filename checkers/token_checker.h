// The `tokens` checker (huarongdao, halloween): the output must hold exactly the answer's integers
// in order. Whitespace is free (spaces, tabs, line breaks, a missing final newline); values are
// compared as integers, so "007" equals "7". A token that is not an integer is a presentation
// error; a different value, a missing or an extra token is a wrong answer; an answer file that
// is not all integers is the jury's fault (FAIL). Options (token_options.h) switch to the text or
// line comparisons other judges use; without them the rule above holds.
#pragma once

#include <string_view>

#include "checkers/check_result.h"
#include "checkers/token_options.h"

namespace gridjudge::checkers {

CheckResult check_tokens(std::string_view output, std::string_view answer);
CheckResult check_tokens(std::string_view output, std::string_view answer,
                         const TokenOptions& options);

}  // namespace gridjudge::checkers
