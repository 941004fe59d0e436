// Whether a source compiles as C++17 with g++: the standard other judges compile checkers and
// validators with, so every source an export writes must (tests of the exporters).
#pragma once

#include <filesystem>
#include <string>

namespace gridjudge::testing {

// g++'s messages when `source` does not compile with `g++ -std=c++17 -fsyntax-only` (its own
// folder on the include path); "" when it does.
std::string cxx17_errors(const std::filesystem::path& source, const std::filesystem::path& scratch);

}  // namespace gridjudge::testing
