// `gridjudge contest import DIR|ZIP`: an ICPC Contest Package into the store. The package is
// read whole first (contest_package_read: every file checked); each problem of problems.yaml is
// imported from its folder DIR/<id>/ with import_packages (any format it reads) or, with no
// folder, must already be in the store; the teams, organizations and accounts are stored, the
// passwords of accounts.yaml hashed (Argon2id) and never stored as given.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "judge/app/import_packages.h"

namespace gridjudge::app {

struct ContestImportRequest {
    std::filesystem::path path;              // the package folder or a .zip of it
    std::filesystem::path out = "packages";  // where the problems' package folders go
    std::filesystem::path testlib;           // as `gridjudge import` takes it
};

struct ContestImportOutcome {
    std::string contest_id;
    std::vector<std::string> imported_problems;  // from their folders, as new versions
    std::vector<std::string> stored_problems;    // already in the store, used as they are
    std::size_t teams = 0, organizations = 0, accounts = 0;
    std::vector<std::string> notes;
};

// Throws ContestPackageError (the package: file, line, field), ContestError (conflict: a contest
// of that id, a taken username; invalid: a problem with neither a folder nor a stored problem,
// naming problems.yaml and the id) or ImportError (a problem's package). Everything that can be
// checked is checked before the first write: the package read, the stored problems, the
// contest id and usernames free; a problem package that fails to import stops the import before
// the contest is stored.
ContestImportOutcome import_contest(const ContestImportRequest& request, ImportParts& parts,
                                    db::ContestStore& contests, contest::TimePoint now);

}  // namespace gridjudge::app
