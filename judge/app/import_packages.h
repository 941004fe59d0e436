// Import and install: a package (a folder or an archive, in any format import_package reads)
// imported into package folders under `out` and stored in the database, each problem as a new
// version. `gridjudge import` only parses its arguments, calls import_packages and prints what
// it returns.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/app/verify.h"
#include "judge/model/package.h"
#include "judge/package/import_types.h"
#include "judge/package/package_tools.h"

namespace gridjudge::app {

struct ImportRequest {
    std::filesystem::path path;  // the package folder or archive
    std::string id;              // store the (one) problem under this id; empty: its own
    std::filesystem::path testlib;
    std::optional<std::int64_t> time_limit_ms;  // for packages that state none
    std::filesystem::path out = "packages";     // where the package folders go
    // LemonLime: where the contestants' sources go; empty: contests/<the package's stem>.
    std::filesystem::path contest_out;
};

// What an import runs with, built by the caller: the database (opened first, so a locked or newer
// one fails before any of the package's programs run) and the tools that run those programs.
struct ImportParts {
    db::Store& store;
    package::PackageTools& tools;
    // Told, one sentence each, about the work folders a killed import left in `out` (removed, or
    // not removable), before the import starts.
    std::function<void(const std::string&)> warn = [](const std::string&) {};
    // The judge, for a package that leaves its time limit to its accepted solutions
    // (derived_time_limit.h); null: such a package is refused unless the request gives a limit.
    VerifyParts* judging = nullptr;
};

struct InstalledProblem {
    ProblemPackage package;
    int version = 0;               // its new test-set version
    std::filesystem::path folder;  // out/<id>, absolute
};

struct ImportOutcome {
    package::PackageFormat format = package::PackageFormat::Gridjudge;
    std::vector<InstalledProblem> problems;
    std::optional<std::filesystem::path> contest;  // LemonLime: the contestants' sources
    std::vector<std::string> notes;                // what was approximated or left out
};

// A refused import; its message is what the user reads.
class ImportError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Throws ImportError unless the package path exists: what a caller can check before it opens the
// database or the sandbox.
void check_import_request(const ImportRequest& request);

// Imports, then installs every problem. Every destination is checked before the first problem is
// stored, so a package that fails to import or has a taken destination stores nothing (the
// message ends "(nothing was imported)"); a problem that fails to install is named in the message.
ImportOutcome import_packages(const ImportRequest& request, ImportParts& parts);

}  // namespace gridjudge::app
