#include "judge/app/import_packages.h"

#include <string_view>

#include "judge/app/derived_time_limit.h"
#include "judge/package/import_package.h"
#include "judge/package/package_install.h"
#include "judge/util/files.h"
#include "judge/util/stale_temp_dirs.h"

namespace gridjudge::app {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kImportWorkPrefix = ".import-";

// An import killed half-way (SIGKILL, a crash) leaves its work folder in `out`; its owner is in
// its name, so the next import removes it once that process is gone.
void sweep_killed_imports(const fs::path& out, ImportParts& parts) {
    const SweepReport swept =
        sweep_stale_temp_dirs(out, {kImportWorkPrefix, package::kUnpackPrefix});
    for (const fs::path& stale : swept.removed)
        parts.warn("removed " + stale.string() + ", left by an import that was killed");
    for (const std::string& failure : swept.failures)
        parts.warn("could not remove a folder left by a killed import: " + failure);
}

}  // namespace

void check_import_request(const ImportRequest& request) {
    if (!fs::exists(request.path))
        throw ImportError(request.path.string() + ": no such file or folder");
}

ImportOutcome import_packages(const ImportRequest& request, ImportParts& parts) {
    check_import_request(request);
    package::ImportOptions options;
    options.problem_id = request.id;
    options.testlib_header = request.testlib;
    options.time_limit_ms = request.time_limit_ms;
    options.derive_time_limit = parts.judging != nullptr;
    options.origin = fs::absolute(request.path).lexically_normal().string();
    const fs::path out = fs::absolute(request.out);
    fs::create_directories(out);
    sweep_killed_imports(out, parts);
    const TempDir work(std::string(kImportWorkPrefix), out);
    package::ImportResult imported;
    try {
        imported =
            package::import_package(request.path, work.path() / "import", parts.tools, options);
        // Every destination is checked before the first problem is stored: a package of several
        // problems (a LemonLime contest) is refused whole rather than stored in part.
        for (const package::ImportedProblem& problem : imported.problems)
            package::check_package_destination(out / problem.package.id, problem.package.id);
        for (package::ImportedProblem& problem : imported.problems) {
            if (!problem.time_limit_rule) continue;
            const DerivedTimeLimit derived = derive_time_limit(
                problem.package, problem.folder, *problem.time_limit_rule,
                work.path() / ("time-limit-" + problem.package.id), *parts.judging);
            problem.package.limits.time_ms = derived.time_limit_ms;
            imported.notes.push_back(derived.note);
        }
    } catch (const std::exception& error) {
        throw ImportError(std::string(error.what()) + " (nothing was imported)");
    }

    ImportOutcome outcome;
    outcome.format = imported.format;
    outcome.notes = imported.notes;
    for (const package::ImportedProblem& problem : imported.problems) {
        const fs::path folder = out / problem.package.id;
        package::InstalledPackage installed;
        try {
            installed =
                package::install_package(&parts.store, problem.package, problem.folder, folder);
        } catch (const std::exception& error) {
            throw ImportError(problem.package.id + ": " + error.what());
        }
        outcome.problems.push_back({problem.package, installed.test_set->version, folder});
    }
    if (imported.contest) {
        const fs::path contest =
            fs::absolute(request.contest_out.empty() ? fs::path("contests") / request.path.stem()
                                                     : request.contest_out);
        if (fs::exists(contest) && !fs::is_empty(contest))
            throw ImportError("the problems are stored, but " + contest.string() +
                              " exists: the contestants' sources are left in no folder; choose "
                              "--contest-out and import again");
        fs::create_directories(contest.parent_path());
        fs::rename(*imported.contest, contest);
        outcome.contest = contest;
    }
    return outcome;
}

}  // namespace gridjudge::app
