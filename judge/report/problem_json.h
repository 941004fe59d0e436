// The JSON form of a built-in problem, as `problems --json` prints it (docs/json.md) and the
// web API serves it: id, title, limits, I/O convention and checker.
#pragma once

#include <nlohmann/json.hpp>

#include "reference/problems.h"

namespace gridjudge {

nlohmann::ordered_json problem_json(const ProblemInfo& problem);

}  // namespace gridjudge
