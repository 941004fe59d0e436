// The `tokens` checker (huarongdao, halloween): the output must hold exactly the answer's integers
// in order. Whitespace is free (spaces, tabs, line breaks, a missing final newline); values are
// compared as integers, so "007" equals "7". A token that is not an integer is a presentation
// error; a different value, a missing or an extra token is a wrong answer; an answer file that
// is not all integers is the jury's fault (FAIL).
#pragma once

#include <string_view>

#include "checkers/check_result.h"

namespace gridjudge::checkers {

CheckResult check_tokens(std::string_view output, std::string_view answer);

}  // namespace gridjudge::checkers
