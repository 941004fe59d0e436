// problems (every problem the database holds, and the built-in ones not generated yet), solve and
// validate (the built-in problems' reference code, from the shell).
#include <nlohmann/json.hpp>

#include <iostream>
#include <set>

#include "judge/cli/commands.h"
#include "judge/cli/io.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/report/problem_json.h"
#include "judge/report/table.h"
#include "reference/common/input_error.h"
#include "reference/problems.h"

namespace gridjudge::cli {
namespace {

std::string io_description(const ProblemIo& io) {
    return io.mode == IoMode::File ? io.input_file + "/" + io.output_file : "stdin/stdout";
}

std::string checker_description(const ProgramSpec& checker) {
    if (checker.protocol == Protocol::Builtin) return checker.name;
    return std::string(protocol_name(checker.protocol)) + ": " + checker.source;
}

int list_problems(const GlobalOptions& global, bool json) {
    std::vector<StoredProblem> stored;
    const std::string location = resolved_location(global.db);
    if (location.find("://") != std::string::npos || std::filesystem::exists(location))
        stored = stored_problems(*open_database(global.db, db::OpenMode::ReadOnly));
    std::set<std::string> ids;
    for (const StoredProblem& problem : stored) ids.insert(problem.record.id);
    if (json) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const StoredProblem& problem : stored)
            list.push_back(problem_json(problem.package, problem.test_set.version));
        print_json(list);
        return 0;
    }
    TextTable table({"id", "title", "version", "time", "memory", "I/O", "checker", "tests"},
                    {false, false, true, true, true, false, false, true});
    for (const StoredProblem& problem : stored) {
        const ProblemPackage& p = problem.package;
        table.add_row({p.id, p.title, std::to_string(problem.test_set.version),
                       std::to_string(p.limits.time_ms) + " ms",
                       std::to_string(p.limits.memory_mib) + " MiB", io_description(p.io),
                       checker_description(p.checker) + (p.interactive() ? " (interactive)" : ""),
                       std::to_string(p.tests.size())});
    }
    std::cout << table.render();
    std::string missing;
    for (const ProblemInfo& builtin : builtin_problems())
        if (!ids.count(std::string(builtin.id)))
            missing += (missing.empty() ? "" : ", ") + std::string(builtin.id);
    if (!missing.empty())
        std::cout << "built in, no test set yet: " << missing
                  << " (make one with `gridjudge gen PROBLEM --seed N`)\n";
    return 0;
}

}  // namespace

void add_reference_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto* problems = app.add_subcommand("problems", "List the problems, their versions and limits");
    auto problems_json = std::make_shared<bool>(false);
    problems->add_flag("--json", *problems_json, "Print a JSON array");
    problems->callback([&exit_code, &global, problems_json] {
        exit_code = list_problems(global, *problems_json);
    });

    struct FileArguments {
        std::string problem, file;
    };
    auto solve_args = std::make_shared<FileArguments>();
    auto* solve = app.add_subcommand(
        "solve", "Solve a built-in problem's input with its reference solver (stdin to stdout)");
    solve->add_option("problem", solve_args->problem, "Problem id or file name")->required();
    solve->add_option("file", solve_args->file, "Input file (default: standard input)")
        ->transform(path_argument());
    solve->callback([&exit_code, solve_args] {
        const ProblemInfo& problem = builtin_problem_or_throw(solve_args->problem);
        NamedText input = read_input(solve_args->file);
        try {
            // Solve fully before printing: an invalid input never yields partial output.
            std::string output = problem.solve(input.text, input.name);
            std::cout << output << std::flush;
            exit_code = 0;
        } catch (const InputError& error) {
            std::cerr << "gridjudge: invalid input: " << error.what() << "\n";
            exit_code = 1;
        }
    });

    auto validate_args = std::make_shared<FileArguments>();
    auto* validate = app.add_subcommand(
        "validate", "Check an input file against every constraint of a built-in problem");
    validate->add_option("problem", validate_args->problem, "Problem id or file name")->required();
    validate->add_option("file", validate_args->file, "Input file (default: standard input)")
        ->transform(path_argument());
    validate->callback([&exit_code, validate_args] {
        const ProblemInfo& problem = builtin_problem_or_throw(validate_args->problem);
        NamedText input = read_input(validate_args->file);
        try {
            problem.validate(input.text, input.name);
            std::cerr << input.name << ": valid " << problem.id << " input\n";
            exit_code = 0;
        } catch (const InputError& error) {
            std::cerr << "gridjudge: invalid input: " << error.what() << "\n";
            exit_code = 1;
        }
    });
}

}  // namespace gridjudge::cli
