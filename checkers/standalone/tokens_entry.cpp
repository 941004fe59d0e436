// The standalone tokens checker's entry (standalone_main.cpp): the options, then the comparison.
#include <string>
#include <vector>

#include "checkers/token_checker.h"

namespace gridjudge::checkers {

CheckResult standalone_check(std::string_view, std::string_view output, std::string_view answer,
                             const std::vector<std::string>& arguments) {
    return check_tokens(output, answer, parse_token_options(arguments));
}

}  // namespace gridjudge::checkers
