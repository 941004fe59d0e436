// The checkers gridjudge ships, by the name problem data gives them ("tokens", "wallpusher").
// The judge calls them in its own process (no fork and exec per test); the
// gridjudge_checker_NAME executables wrap the same functions for the testlib protocol.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "checkers/checker_main.h"

namespace gridjudge::checkers {

// nullptr when no built-in checker has that name.
CheckFunction find_builtin_checker(std::string_view name);

// A built-in checker with the arguments a problem gives it (the tokens checker's options,
// token_options.h; wallpusher takes none).
using ConfiguredCheck = std::function<CheckResult(std::string_view input, std::string_view output,
                                                  std::string_view answer)>;
// Throws std::invalid_argument for an unknown name or arguments the checker does not take.
ConfiguredCheck make_builtin_checker(std::string_view name,
                                     const std::vector<std::string>& arguments);

}  // namespace gridjudge::checkers
