// Reading an ICPC Contest Package folder (ccs-specs 2023-06) into a ContestPackage: contest.yaml,
// problems.yaml, accounts.yaml (each may be the .json form instead), teams.json and
// organizations.json, and which problems have a folder `DIR/<problem id>/`. A zip is not read
// here: the use case unpacks it first with judge/package's hostile-safe unpacker and hands over
// the folder. docs/contests.md lists the fields read and the rules checked.
#pragma once

#include <filesystem>

#include "judge/contest/contest_package.h"

namespace gridjudge::contest {

// Throws ContestPackageError naming the file, the line and the field of the first problem found.
// Nothing is returned half-read: a package is either read whole or refused.
ContestPackage read_contest_package(const std::filesystem::path& folder);

}  // namespace gridjudge::contest
