#include "judge/app/stored_problem.h"

#include <nlohmann/json.hpp>

#include <filesystem>

#include "judge/model/package_json.h"

namespace gridjudge::app {
namespace {

// The stem of a file-I/O problem's input file, read from its stored problem.json without reading
// the rest of the package (tests, programs): finding one problem must not cost reading them all.
std::optional<std::string> input_stem(const std::string& package_json) {
    const nlohmann::json document = nlohmann::json::parse(package_json, nullptr, false);
    if (!document.is_object()) return std::nullopt;
    const auto io = document.find("io");
    if (io == document.end() || !io->is_object()) return std::nullopt;
    const auto mode = io->find("mode");
    const auto input = io->find("input");
    if (mode == io->end() || input == io->end() || *mode != "file" || !input->is_string())
        return std::nullopt;
    return std::filesystem::path(input->get<std::string>()).stem().string();
}

}  // namespace

std::optional<StoredProblem> stored_problem_by_id(db::Store& store, const std::string& id) {
    std::optional<db::ProblemRecord> record = store.problem(id);
    if (!record || !record->active_test_set) return std::nullopt;
    std::optional<db::TestSetRecord> set = store.test_set(*record->active_test_set);
    if (!set) return std::nullopt;
    ProblemPackage package = read_package_json(
        set->package_json, record->id + " version " + std::to_string(set->version));
    return StoredProblem{std::move(*record), std::move(*set), std::move(package)};
}

std::optional<std::string> problem_id_named(db::Store& store, const std::string& name) {
    if (std::optional<db::ProblemRecord> record = store.problem(name);
        record && record->active_test_set)
        return record->id;
    for (const db::ProblemRecord& record : store.problems()) {
        if (!record.active_test_set) continue;
        const std::optional<db::TestSetRecord> set = store.test_set(*record.active_test_set);
        if (set && input_stem(set->package_json) == name) return record.id;
    }
    return std::nullopt;
}

std::optional<StoredProblem> find_stored_problem(db::Store& store, const std::string& name) {
    const std::optional<std::string> id = problem_id_named(store, name);
    if (!id) return std::nullopt;
    return stored_problem_by_id(store, *id);
}

std::vector<std::string> stored_problem_ids(db::Store& store) {
    std::vector<std::string> ids;
    for (const db::ProblemRecord& record : store.problems())
        if (record.active_test_set) ids.push_back(record.id);
    return ids;
}

std::vector<StoredProblem> stored_problems(db::Store& store) {
    std::vector<StoredProblem> list;
    for (const std::string& id : stored_problem_ids(store))
        if (std::optional<StoredProblem> problem = stored_problem_by_id(store, id))
            list.push_back(std::move(*problem));
    return list;
}

}  // namespace gridjudge::app
