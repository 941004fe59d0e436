#include "judge/cli/lookup.h"

#include <filesystem>

#include "judge/cli/commands.h"

namespace gridjudge::cli {

const ProblemInfo& problem_or_throw(const std::string& name) {
    const ProblemInfo* problem = find_problem(name);
    if (problem == nullptr)
        throw CommandError("unknown problem '" + name + "' (known: " + problem_id_list() + ")");
    return *problem;
}

void require_printable(const std::string& name, const std::string& field) {
    std::string shown = name;
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    if (shown != name)
        throw CommandError(field + " '" + shown +
                           "' contains control characters (shown as ?); names must be printable");
}

std::unique_ptr<db::Store> open_store(const std::string& path, db::OpenMode mode) {
    const std::string resolved = path.empty() ? db::default_database_path() : path;
    if (mode == db::OpenMode::ReadOnly && !std::filesystem::exists(resolved))
        throw CommandError("database " + resolved +
                           " does not exist; run `gridjudge gen PROBLEM --seed N --out DIR` "
                           "first or pass --db");
    try {
        return std::make_unique<db::Store>(resolved, mode);
    } catch (const std::exception& error) {
        throw CommandError(error.what());
    }
}

}  // namespace gridjudge::cli
