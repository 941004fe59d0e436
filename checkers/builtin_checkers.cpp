#include "checkers/builtin_checkers.h"

#include <stdexcept>

#include "checkers/token_checker.h"
#include "checkers/wallpusher_checker.h"

namespace gridjudge::checkers {
namespace {

CheckResult check_token_output(std::string_view, std::string_view output, std::string_view answer) {
    return check_tokens(output, answer);
}

}  // namespace

CheckFunction find_builtin_checker(std::string_view name) {
    if (name == "tokens") return check_token_output;
    if (name == "wallpusher") return check_wallpusher;
    return nullptr;
}

ConfiguredCheck make_builtin_checker(std::string_view name,
                                     const std::vector<std::string>& arguments) {
    if (name == "tokens") {
        const TokenOptions options = parse_token_options(arguments);
        return [options](std::string_view, std::string_view output, std::string_view answer) {
            return check_tokens(output, answer, options);
        };
    }
    const CheckFunction check = find_builtin_checker(name);
    if (!check)
        throw std::invalid_argument("no built-in checker is called '" + std::string(name) + "'");
    if (!arguments.empty())
        throw std::invalid_argument("the built-in checker '" + std::string(name) +
                                    "' takes no arguments");
    return check;
}

}  // namespace gridjudge::checkers
