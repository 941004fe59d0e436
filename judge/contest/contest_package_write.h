// Writing a ContestPackage back as ICPC Contest Package files (ccs-specs 2023-06): the static
// half of a contest export. contest.yaml, problems.yaml, accounts.yaml, teams.json and
// organizations.json, in the forms contest_package_read.h reads, so that reading what was written
// gives the same value. The problem folders and the results files (submissions, judgements,
// scoreboard, event feed) are the export use case's.
#pragma once

#include <filesystem>
#include <string>

#include "judge/contest/contest_package.h"

namespace gridjudge::contest {

// The five files' text.
std::string contest_yaml_text(const ContestSettings& settings);
std::string problems_yaml_text(const std::vector<ContestProblem>& problems);
std::string accounts_yaml_text(const std::vector<Account>& accounts,
                               const std::vector<InitialPassword>& initial_passwords);
std::string teams_json_text(const std::vector<Team>& teams);
std::string organizations_json_text(const std::vector<Organization>& organizations);

// Writes the five files into `folder` (created if missing), each atomically (a reader sees the
// old file or the new one, never half of one). A value the reader would refuse (an id outside
// the ID shape, text that is not UTF-8) is refused, naming the file, the object and the field,
// and every text is made before the first is written: a refusal leaves the folder as it was.
// Throws ContestPackageError.
void write_contest_package(const ContestPackage& package, const std::filesystem::path& folder);

}  // namespace gridjudge::contest
