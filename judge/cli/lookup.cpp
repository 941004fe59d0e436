#include "judge/cli/lookup.h"

#include <filesystem>

#include "judge/app/refused.h"
#include "judge/cli/commands.h"

namespace gridjudge::cli {

const ProblemInfo& builtin_problem_or_throw(const std::string& name) {
    const ProblemInfo* problem = find_problem(name);
    if (problem == nullptr)
        throw CommandError("unknown built-in problem '" + name +
                           "' (built in: " + problem_id_list() + ")");
    return *problem;
}

StoredProblem stored_problem_or_throw(db::Store& store, const std::string& name) {
    if (std::optional<StoredProblem> problem = app::find_stored_problem(store, name))
        return std::move(*problem);
    std::string known;
    for (const std::string& id : app::stored_problem_ids(store))
        known += (known.empty() ? "" : ", ") + id;
    std::string hint = find_problem(name)
                           ? "; make its test set with `gridjudge gen " + name + " --seed 1`"
                           : "; add one with `gridjudge import PACKAGE`";
    throw CommandError("unknown problem '" + name + "' in " + store.location() +
                       " (there: " + (known.empty() ? "none" : known) + ")" + hint);
}

void require_printable(const std::string& name, const std::string& field) {
    try {
        app::require_printable(name, field);
    } catch (const app::Refused& refused) {
        throw CommandError(refused.what());
    }
}

std::string resolved_location(const std::string& location) {
    return location.empty() ? db::default_database_location() : location;
}

std::unique_ptr<db::Store> open_database(const std::string& location, db::OpenMode mode) {
    const std::string resolved = resolved_location(location);
    const bool is_url = resolved.find("://") != std::string::npos;
    if (mode == db::OpenMode::ReadOnly && !is_url && !std::filesystem::exists(resolved))
        throw CommandError("database " + resolved +
                           " does not exist; run `gridjudge gen PROBLEM --seed N` or "
                           "`gridjudge import PACKAGE` first, or pass --db");
    try {
        return db::open_store(resolved, mode);
    } catch (const std::exception& error) {
        throw CommandError(error.what());
    }
}

}  // namespace gridjudge::cli
