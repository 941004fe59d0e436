#include "checkers/builtin_checkers.h"

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

}  // namespace gridjudge::checkers
