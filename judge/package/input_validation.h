// The one rule for an input validator's run on a test, shared by import (which refuses an
// invalid test) and verify (which reports it): the arguments it gets — the validator's own, then
// the test's group's (Kattis input_validator_args) — and what its exit means (testlib: 0 is
// valid; Kattis: 42).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/model/package.h"
#include "judge/package/package_tools.h"

namespace gridjudge::package {

std::vector<std::string> validator_arguments_for(const ProblemPackage& package,
                                                 const ProgramSpec& validator,
                                                 const PackageTest& test);

// nullopt when the validator accepted the input; otherwise why not: the first line of its error
// output, or how it ended. `result` is a run that ran (ToolResult::ran).
std::optional<std::string> invalid_input_reason(const ProgramSpec& validator,
                                                const ToolResult& result);

}  // namespace gridjudge::package
