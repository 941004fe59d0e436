// gen for a built-in problem: its test plan run through its generators, every input checked by
// its validator (an invalid generated input is our bug, reported as an error, never shipped as
// a test), answered by its reference solver, and written as a gridjudge package folder
// (problem.json format 2, docs/package-format.md) in a staging folder. Nothing here knows a
// particular problem: it all comes from the problem's registry entries.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "generators/registry.h"
#include "judge/model/package.h"
#include "reference/problems.h"

namespace gridjudge::package {

// Called before each test is made: (1-based index, count, the test's plan entry).
using BuildProgress = std::function<void(std::size_t, std::size_t, const PlannedTest&)>;

// Makes the package of `problem` from `seed` in the empty folder `dir`; returns its model (also
// written as dir/problem.json). Throws std::runtime_error naming the test and the generator
// command line on any failure.
ProblemPackage build_builtin_package(const ProblemInfo& problem, std::uint64_t seed,
                                     const std::filesystem::path& dir,
                                     const BuildProgress& progress = {});

}  // namespace gridjudge::package
