#include "judge/app/contest_import.h"

#include <set>

#include "judge/accounts/password.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/contest/contest_package_read.h"
#include "judge/package/archive.h"
#include "judge/util/files.h"

namespace gridjudge::app {

namespace fs = std::filesystem;
using Kind = ContestError::Kind;

namespace {

// The package's folder: the folder given, or where the zip unpacked (its one top folder when
// the archive wraps everything in one, as zipping a folder does).
fs::path contest_root(const fs::path& unpacked) {
    if (fs::exists(unpacked / "contest.yaml") || fs::exists(unpacked / "contest.json"))
        return unpacked;
    std::vector<fs::path> entries;
    for (const auto& entry : fs::directory_iterator(unpacked)) entries.push_back(entry.path());
    if (entries.size() == 1 && fs::is_directory(fs::symlink_status(entries.front())))
        return entries.front();
    return unpacked;
}

struct PlannedProblem {
    contest::ContestProblem problem;
    std::optional<fs::path> folder;  // imported from here; else already stored
};

}  // namespace

ContestImportOutcome import_contest(const ContestImportRequest& request, ImportParts& parts,
                                    db::ContestStore& contests, contest::TimePoint now) {
    const fs::path& path = request.path;
    const auto status = fs::symlink_status(path);
    if (!fs::exists(status))
        throw ContestError(Kind::not_found, path.string() + ": no such folder or archive");
    std::optional<TempDir> scratch;
    fs::path root = path;
    if (!fs::is_directory(status)) {
        if (!fs::is_regular_file(status) || !package::is_archive_name(path))
            throw ContestError(Kind::invalid,
                               path.string() + ": not a folder or a .zip of a contest package");
        scratch.emplace("gridjudge-contest-");
        package::unpack_archive(path, scratch->path() / "contest");
        root = contest_root(scratch->path() / "contest");
    }

    // 1. Read and check everything before the first write.
    const contest::ContestPackage package = contest::read_contest_package(root);
    const std::string& contest_id = package.settings.id;
    if (contests.contest(contest_id))
        throw ContestError(Kind::conflict, "contest '" + contest_id + "' already exists");
    std::vector<PlannedProblem> planned;
    for (const auto& problem : package.problems) {
        PlannedProblem plan{problem, std::nullopt};
        if (const auto folder = package.problem_folders.find(problem.id);
            folder != package.problem_folders.end()) {
            plan.folder = folder->second;
        } else {
            const auto stored = parts.store.problem(problem.id);
            if (!stored || !stored->active_test_set)
                throw ContestError(Kind::invalid, "problems.yaml: problem '" + problem.id +
                                                      "' has no folder " + problem.id +
                                                      "/ in the package and is not in the store");
        }
        planned.push_back(plan);
    }
    std::set<std::string> usernames;
    for (const auto& account : package.accounts) {
        if (contests.account_by_username(account.username) || contests.account_by_id(account.id))
            throw ContestError(Kind::conflict, "accounts.yaml: username '" + account.username +
                                                   "' (account '" + account.id + "') is taken");
    }
    // Hashing is the slow part and writes nothing: done before the problems are imported.
    ContestImportOutcome outcome;
    outcome.contest_id = contest_id;
    std::vector<db::AccountRecord> accounts;
    for (const auto& account : package.accounts) {
        const contest::InitialPassword* given = nullptr;
        for (const auto& password : package.initial_passwords)
            if (password.account_id == account.id) given = &password;
        if (!given) {
            outcome.notes.push_back("account '" + account.username +
                                    "' has no password in accounts.yaml: not created");
            continue;
        }
        db::AccountRecord record;
        record.account = account;
        record.contest_id = account.kind == contest::AccountKind::team ? contest_id : "";
        record.password_hash = accounts::hash_password(accounts::Password(given->password));
        accounts.push_back(std::move(record));
    }

    // 2. The problems: each package imported under the contest's problem id.
    for (const auto& plan : planned) {
        if (!plan.folder) {
            outcome.stored_problems.push_back(plan.problem.id);
            continue;
        }
        ImportRequest problem_request;
        problem_request.path = *plan.folder;
        problem_request.id = plan.problem.id;
        problem_request.out = request.out;
        problem_request.testlib = request.testlib;
        const ImportOutcome imported = import_packages(problem_request, parts);
        for (const auto& note : imported.notes)
            outcome.notes.push_back(plan.problem.id + ": " + note);
        outcome.imported_problems.push_back(plan.problem.id);
    }

    // 3. The contest, its teams and accounts.
    NewContest contest;
    contest.settings = package.settings;
    contest.problems = package.problems;
    create_contest(parts.store, contests, contest, now);
    for (const auto& organization : package.organizations) {
        contests.put_organization(contest_id, organization);
        log_contest_event(contests, contest_id, "organizations", organization.id,
                          organization_object_json(organization), now);
    }
    for (const auto& team : package.teams) {
        contests.put_team(contest_id, team);
        log_contest_event(contests, contest_id, "teams", team.id, team_object_json(team), now);
    }
    for (const auto& record : accounts) {
        try {
            contests.create_account(record);
        } catch (const db::ContestConflict&) {
            throw ContestError(Kind::conflict, "accounts.yaml: username '" +
                                                   record.account.username + "' is taken");
        }
        if (record.account.kind == contest::AccountKind::team)
            log_contest_event(contests, contest_id, "accounts", record.account.id,
                              account_object_json(record.account), now);
    }
    outcome.teams = package.teams.size();
    outcome.organizations = package.organizations.size();
    outcome.accounts = accounts.size();
    return outcome;
}

}  // namespace gridjudge::app
