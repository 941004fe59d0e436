// The JSON form of a stored problem, as `problems --json` prints it (docs/json.md) and the web
// API serves it: id, title, the active version, limits, I/O, checker, groups and test count.
#pragma once

#include <nlohmann/json.hpp>

#include "judge/model/package.h"

namespace gridjudge {

nlohmann::ordered_json problem_json(const ProblemPackage& package, int version);

}  // namespace gridjudge
