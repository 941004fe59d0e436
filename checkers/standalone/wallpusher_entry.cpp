// The standalone wallpusher checker's entry (standalone_main.cpp): it takes no options.
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/wallpusher_checker.h"

namespace gridjudge::checkers {

CheckResult standalone_check(std::string_view input, std::string_view output,
                             std::string_view answer, const std::vector<std::string>& arguments) {
    if (!arguments.empty())
        throw std::invalid_argument("the wallpusher checker takes no arguments");
    return check_wallpusher(input, output, answer);
}

}  // namespace gridjudge::checkers
