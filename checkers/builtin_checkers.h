// The checkers gridjudge ships, by the name problem data gives them ("tokens", "wallpusher").
// The judge calls them in its own process (no fork and exec per test); the
// gridjudge_checker_NAME executables wrap the same functions for the testlib protocol.
#pragma once

#include <string_view>

#include "checkers/checker_main.h"

namespace gridjudge::checkers {

// nullptr when no built-in checker has that name.
CheckFunction find_builtin_checker(std::string_view name);

}  // namespace gridjudge::checkers
