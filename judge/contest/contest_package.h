// A contest package as a value: what the ICPC Contest Package files (ccs-specs 2023-06) say about
// a contest before it runs. contest_package_read.h fills one from a folder,
// contest_package_write.h writes one back.
#pragma once

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/contest/contest.h"

namespace gridjudge::contest {

// An account's password as the package gives it, in plain text. Kept out of Account on purpose:
// the importer hands it to the accounts part to be hashed and never stores it.
struct InitialPassword {
    std::string account_id;
    std::string password;
};

struct ContestPackage {
    ContestSettings settings;
    std::vector<ContestProblem> problems;  // in the order of problems.yaml
    std::vector<Organization> organizations;
    std::vector<Team> teams;
    std::vector<Account> accounts;
    std::vector<InitialPassword> initial_passwords;  // only accounts whose password is given
    // Problem id -> its folder `DIR/<id>/` when the package has one (a problem package of any
    // format gridjudge imports); a problem without one must already be in the store.
    std::map<std::string, std::filesystem::path> problem_folders;
};

// Bad or hostile package content: the message names the file, the line and the field
// ("contest.yaml:4: duration: '5:7' is not h:mm:ss").
class ContestPackageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace gridjudge::contest
