#include "judge/package/package_builder.h"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <system_error>

#include "judge/core/files.h"
#include "judge/package/summaries.h"
#include "reference/common/input_error.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

BuiltTest build_test(const ProblemInfo& problem, const PlannedTest& planned) {
    const std::string where = "test " + planned.name + " (" + planned.call.command_line() + ")";
    BuiltTest test{planned, {}, {}, {}, {}, {}, {}};
    try {
        test.input = run_generator(planned.call);
        problem.validate(test.input, planned.name + ".in");
        test.answer = problem.solve(test.input, planned.name + ".in");
    } catch (const InputError& error) {
        throw std::runtime_error(where + ": the generator made an invalid input: " + error.what());
    } catch (const std::exception& error) {
        throw std::runtime_error(where + ": " + error.what());
    }
    test.input_sha256 = sha256_hex(test.input);
    test.answer_sha256 = sha256_hex(test.answer);
    test.size_summary = summarize_input(problem.id, test.input);
    test.answer_summary = summarize_answer(problem.id, test.answer);
    return test;
}

// True if `dir` holds a package whose problem.json names `problem_id`.
bool is_package_of(const fs::path& dir, std::string_view problem_id) {
    try {
        auto manifest = nlohmann::json::parse(read_file(dir / "problem.json"));
        return manifest.value("id", "") == problem_id;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace

std::string generator_version() {
    return "gridjudge 0.1.0";
}

BuiltPackage build_package(const ProblemInfo& problem, std::uint64_t seed,
                           const BuildProgress& progress) {
    const ProblemGenerators* generators = find_generators(problem.id);
    if (generators == nullptr)
        throw std::runtime_error("problem " + std::string(problem.id) + " has no generators");
    BuiltPackage package{&problem, seed, {}};
    std::vector<PlannedTest> plan = generators->test_plan(seed);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        if (progress) progress(i + 1, plan.size(), plan[i]);
        package.tests.push_back(build_test(problem, plan[i]));
    }
    return package;
}

std::string package_manifest(const BuiltPackage& package) {
    const ProblemInfo& problem = *package.problem;
    using nlohmann::ordered_json;
    ordered_json io = problem.file_io
                          ? ordered_json{{"mode", "file"},
                                         {"input", std::string(problem.file_name) + ".in"},
                                         {"output", std::string(problem.file_name) + ".out"},
                                         {"stdio_also_accepted", true}}
                          : ordered_json{{"mode", "stdio"}};
    ordered_json groups = ordered_json::array();
    ordered_json tests = ordered_json::array();
    for (const BuiltTest& test : package.tests) {
        const PlannedTest& planned = test.planned;
        auto group = std::find_if(groups.begin(), groups.end(), [&](const ordered_json& g) {
            return g["name"] == planned.group;
        });
        if (group == groups.end()) {
            groups.push_back(
                {{"name", planned.group}, {"points", 0}, {"tests", ordered_json::array()}});
            group = groups.end() - 1;
        }
        (*group)["points"] = (*group)["points"].get<int>() + planned.points;
        (*group)["tests"].push_back(planned.name);
        tests.push_back({{"name", planned.name},
                         {"group", planned.group},
                         {"points", planned.points},
                         {"generator", planned.call.command_line()},
                         {"input", "tests/" + planned.name + ".in"},
                         {"answer", "tests/" + planned.name + ".ans"},
                         {"input_sha256", test.input_sha256},
                         {"answer_sha256", test.answer_sha256},
                         {"size", test.size_summary},
                         {"answer_summary", test.answer_summary}});
    }
    ordered_json manifest{{"id", problem.id},
                          {"title", problem.title},
                          {"time_limit_ms", problem.time_limit_ms},
                          {"memory_limit_mib", problem.memory_limit_mib},
                          {"io", io},
                          {"checker", problem.checker},
                          {"scoring", "sum of the points of accepted tests"},
                          {"seed", std::to_string(package.seed)},
                          {"generated_by", generator_version()},
                          {"groups", groups},
                          {"tests", tests}};
    return manifest.dump(2) + "\n";
}

void write_package(const BuiltPackage& package, const fs::path& dir) {
    const std::string_view id = package.problem->id;
    if (fs::exists(dir) && !(fs::is_directory(dir) && fs::is_empty(dir)) && !is_package_of(dir, id))
        throw std::runtime_error(dir.string() + " exists and is not a package of " +
                                 std::string(id) + "; choose another --out or remove it");
    const fs::path parent = fs::absolute(dir).parent_path();
    fs::create_directories(parent);
    TempDir staging("." + dir.filename().string() + ".new-", parent);
    fs::create_directories(staging.path() / "tests");
    for (const BuiltTest& test : package.tests) {
        write_file_atomic(staging.path() / "tests" / (test.planned.name + ".in"), test.input);
        write_file_atomic(staging.path() / "tests" / (test.planned.name + ".ans"), test.answer);
    }
    write_file_atomic(staging.path() / "statement.md", package.problem->statement());
    write_file_atomic(staging.path() / "problem.json", package_manifest(package));

    // Swap in the new package; the old one is kept aside until the new one is in place.
    TempDir retired("." + dir.filename().string() + ".old-", parent);
    if (fs::exists(dir)) fs::rename(dir, retired.path() / "package");
    fs::rename(staging.path(), dir);
}

db::TestSetRecord store_package(db::Store& store, const BuiltPackage& package,
                                const fs::path& dir) {
    const ProblemInfo& problem = *package.problem;
    const db::ProblemRecord problem_record{
        std::string(problem.id),        std::string(problem.title),
        problem.time_limit_ms,          problem.memory_limit_mib,
        std::string(problem.file_name), problem.file_io,
        std::string(problem.checker),   std::nullopt};
    std::vector<db::TestRecord> tests;
    int position = 0;
    for (const BuiltTest& test : package.tests) {
        db::TestRecord record;
        record.position = ++position;
        record.name = test.planned.name;
        record.group = test.planned.group;
        record.points = test.planned.points;
        record.command_line = test.planned.call.command_line();
        record.input_sha256 = test.input_sha256;
        record.answer_sha256 = test.answer_sha256;
        record.size_summary = test.size_summary;
        record.answer_summary = test.answer_summary;
        record.input = test.input;
        record.answer = test.answer;
        tests.push_back(std::move(record));
    }
    db::TestSetRecord set;
    set.seed = std::to_string(package.seed);
    set.package_dir = fs::absolute(dir).string();
    set.generated_by = generator_version();
    return store.add_test_set(problem_record, set, tests);
}

}  // namespace gridjudge
