// Builds a problem package from a test plan: generate -> validate (an invalid generated input
// is our bug, reported as an error, never shipped as a test) -> reference answer -> files.
// The package folder is written beside its destination and renamed into place, so a crash or a
// full disk never leaves half a package; an existing folder is replaced only if it is a
// package of the same problem.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "db/store.h"
#include "generators/registry.h"
#include "reference/problems.h"

namespace gridjudge {

struct BuiltTest {
    PlannedTest planned;
    std::string input, answer;
    std::string input_sha256, answer_sha256;
    std::string size_summary, answer_summary;
};

struct BuiltPackage {
    const ProblemInfo* problem = nullptr;
    std::uint64_t seed = 0;
    std::vector<BuiltTest> tests;
};

// Called before each test is made: (1-based index, count, the test's plan entry).
using BuildProgress = std::function<void(std::size_t, std::size_t, const PlannedTest&)>;

// Throws std::runtime_error naming the test and the generator command line on any failure.
BuiltPackage build_package(const ProblemInfo& problem, std::uint64_t seed,
                           const BuildProgress& progress = {});

// problem.json's content (pretty-printed, stable key order).
std::string package_manifest(const BuiltPackage& package);

// Writes DIR/problem.json, DIR/statement.md, DIR/tests/NAME.in|.ans atomically (see above).
void write_package(const BuiltPackage& package, const std::filesystem::path& dir);

// Stores the problem and the package's tests as the problem's new active test set, in one
// transaction; returns the new test set.
db::TestSetRecord store_package(db::Store& store, const BuiltPackage& package,
                                const std::filesystem::path& dir);

// The "generated_by" provenance string: "gridjudge 0.1.0".
std::string generator_version();

}  // namespace gridjudge
