#include "judge/app/export_problem.h"

#include "judge/package/exporters.h"
#include "judge/package/package_folder.h"
#include "judge/package/package_install.h"
#include "judge/util/files.h"

namespace gridjudge::app {
namespace fs = std::filesystem;
namespace {

db::TestSetRecord chosen_version(db::Store& store, const StoredProblem& problem,
                                 const std::optional<int>& version) {
    if (!version) return problem.test_set;
    for (const db::TestSetRecord& candidate : store.test_sets(problem.record.id))
        if (candidate.version == *version) return candidate;
    throw ExportError("problem " + problem.record.id + " has no version " +
                      std::to_string(*version));
}

}  // namespace

ExportOutcome export_problem(db::Store& store, const StoredProblem& problem,
                             const ExportRequest& request) {
    if (request.format != "kattis" && request.format != "polygon" && request.format != "hydro")
        throw ExportError("unknown export format '" + request.format +
                          "' (kattis, polygon or hydro)");
    const db::TestSetRecord set = chosen_version(store, problem, request.version);
    const fs::path out = fs::absolute(request.out);
    if (fs::exists(out) && !fs::is_empty(out))
        throw ExportError(out.string() + " exists and is not empty; give a new folder");
    fs::create_directories(out.parent_path());
    // The stored version is written out as a package folder first, beside `out` (the same file
    // system), and read back with every check a package folder gets.
    const TempDir work(".export-", out.parent_path());
    package::ExportResult result;
    try {
        const package::LoadedPackage loaded = package::load_package_folder(
            package::materialize_test_set(store, set, work.path() / "package"));
        if (request.format == "kattis")
            result = package::export_kattis(loaded, out);
        else if (request.format == "polygon")
            result = package::export_polygon(loaded, out);
        else
            result = package::export_hydro(loaded, out);
    } catch (const std::exception& error) {
        throw ExportError(error.what());
    }
    return {set.version, out, result.notes};
}

}  // namespace gridjudge::app
