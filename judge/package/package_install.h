// Installing a package: a package made in a staging folder takes its place at the destination
// folder and becomes the problem's new active version in the database, so that the folder and
// the database agree whatever fails — the folder is swapped in first, the old one kept aside
// until the database has committed, and put back if it does not.
//
// gridjudge never deletes what it did not write: in a destination that holds an earlier package
// of the same problem, every file that package's problem.json does not name (a coach's
// solutions/, NOTES.md, extra tests) is carried over into the new folder. A destination that is
// not a package of the same problem is refused.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/model/package.h"

namespace gridjudge::package {

struct InstalledPackage {
    std::optional<db::TestSetRecord> test_set;  // absent when no store was given
    std::vector<std::string> kept_files;        // the user's files carried over
};

// `staging` is consumed (renamed into place). `store` may be null: the folder only.
InstalledPackage install_package(db::Store* store, const ProblemPackage& package,
                                 const std::filesystem::path& staging,
                                 const std::filesystem::path& destination);

// The rows and blob files of the package in `folder` as add_test_set takes them. Every file the
// package names must be there; test data hashes are taken from the model.
db::NewTestSet new_test_set(const ProblemPackage& package, const std::filesystem::path& folder);

// The reverse: a stored version as a package folder in `dir` (its problem.json and every file,
// from the store's blobs; the folder it was stored from may be gone or changed since). Returns
// `dir`. Throws std::runtime_error naming the file when a blob is missing.
std::filesystem::path materialize_test_set(db::Store& store, const db::TestSetRecord& set,
                                           const std::filesystem::path& dir);

}  // namespace gridjudge::package
