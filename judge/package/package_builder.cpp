#include "judge/package/package_builder.h"

#include "judge/model/package_json.h"
#include "judge/util/files.h"
#include "judge/util/version.h"
#include "reference/common/input_error.h"

namespace gridjudge::package {
namespace fs = std::filesystem;
namespace {

PackageTest build_test(const ProblemInfo& problem, const PlannedTest& planned,
                       const fs::path& dir) {
    const std::string where = "test " + planned.name + " (" + planned.call.command_line() + ")";
    PackageTest test;
    test.name = planned.name;
    test.group = planned.group;
    test.points = planned.points;
    test.input = "tests/" + planned.name + ".in";
    test.answer = "tests/" + planned.name + ".ans";
    test.generator = planned.call.command_line();
    std::string input, answer;
    try {
        input = run_generator(planned.call);
        problem.validate(input, planned.name + ".in");
        answer = problem.solve(input, planned.name + ".in");
    } catch (const InputError& error) {
        throw std::runtime_error(where + ": the generator made an invalid input: " + error.what());
    } catch (const std::exception& error) {
        throw std::runtime_error(where + ": " + error.what());
    }
    write_file_atomic(dir / test.input, input);
    write_file_atomic(dir / test.answer, answer);
    test.input_sha256 = sha256_hex(input);
    test.answer_sha256 = sha256_hex(answer);
    test.size_summary = problem.summarize_input(input);
    test.answer_summary = problem.summarize_answer(answer);
    return test;
}

}  // namespace

ProblemPackage build_builtin_package(const ProblemInfo& problem, std::uint64_t seed,
                                     const fs::path& dir, const BuildProgress& progress) {
    const ProblemGenerators* generators = find_generators(problem.id);
    if (generators == nullptr)
        throw std::runtime_error("problem " + std::string(problem.id) + " has no generators");
    ProblemPackage package;
    package.id = problem.id;
    package.title = problem.title;
    package.statements = {{"", "markdown", "statement.md"}};
    package.limits.time_ms = problem.time_limit_ms;
    package.limits.memory_mib = problem.memory_limit_mib;
    if (problem.file_io)
        package.io = {IoMode::File, std::string(problem.file_name) + ".in",
                      std::string(problem.file_name) + ".out"};
    package.checker = {Protocol::Builtin, std::string(problem.checker), "", "", {}};
    package.validator = ProgramSpec{Protocol::Builtin, std::string(problem.id), "", "", {}};
    package.provenance = {
        "gridjudge", "gridjudge gen " + std::string(problem.id) + " --seed " + std::to_string(seed),
        std::to_string(seed), gridjudge_version()};

    fs::create_directories(dir / "tests");
    const std::vector<PlannedTest> plan = generators->test_plan(seed);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        if (progress) progress(i + 1, plan.size(), plan[i]);
        PackageTest test = build_test(problem, plan[i], dir);
        TestGroup* group = nullptr;
        for (TestGroup& existing : package.groups)
            if (existing.name == test.group) group = &existing;
        if (group == nullptr)
            group =
                &package.groups.emplace_back(TestGroup{test.group, 0, Aggregation::EachTest, {}});
        group->points += test.points;
        package.tests.push_back(std::move(test));
    }
    write_file_atomic(dir / "statement.md", problem.statement());
    check_package(package, (dir / "problem.json").string());
    write_file_atomic(dir / "problem.json", write_package_json(package));
    return package;
}

}  // namespace gridjudge::package
