// The standalone sources of the built-in checkers (one self-contained C++ file each, joined at
// build time from the checkers' own files; see checkers/CMakeLists.txt), for exporters to write
// into packages for other judges. The protocol and the options are chosen by macros put before
// the text (checkers/standalone/standalone_main.cpp).
#pragma once

#include <string_view>

namespace gridjudge::checkers {

// Empty when `name` is not a built-in checker.
std::string_view standalone_checker_source(std::string_view name);

}  // namespace gridjudge::checkers
