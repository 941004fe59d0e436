// problems, solve, validate: the built-in problems and their reference code, from the shell.
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/io.h"
#include "judge/cli/lookup.h"
#include "judge/report/problem_json.h"
#include "judge/report/table.h"
#include "reference/common/input_error.h"
#include "reference/problems.h"

namespace gridjudge::cli {
namespace {

std::string io_description(const ProblemInfo& problem) {
    if (!problem.file_io) return "stdin/stdout";
    return std::string(problem.file_name) + ".in/" + std::string(problem.file_name) + ".out";
}

int list_problems(bool json) {
    if (json) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const ProblemInfo& p : builtin_problems()) list.push_back(problem_json(p));
        std::cout << list.dump(2) << "\n";
        return 0;
    }
    TextTable table({"id", "title", "time", "memory", "I/O", "checker"},
                    {false, false, true, true, false, false});
    for (const ProblemInfo& p : builtin_problems())
        table.add_row({std::string(p.id), std::string(p.title),
                       std::to_string(p.time_limit_ms) + " ms",
                       std::to_string(p.memory_limit_mib) + " MiB", io_description(p),
                       std::string(p.checker)});
    std::cout << table.render();
    return 0;
}

}  // namespace

void add_reference_commands(CLI::App& app, int& exit_code) {
    // Option values live in shared state owned by each subcommand's callback.
    auto* problems = app.add_subcommand("problems", "List the built-in problems and their limits");
    auto problems_json = std::make_shared<bool>(false);
    problems->add_flag("--json", *problems_json, "Print a JSON array");
    problems->callback([&exit_code, problems_json] { exit_code = list_problems(*problems_json); });

    struct FileArguments {
        std::string problem, file;
    };
    auto solve_args = std::make_shared<FileArguments>();
    auto* solve = app.add_subcommand(
        "solve", "Solve an official input with the reference solver (stdin to stdout)");
    solve->add_option("problem", solve_args->problem, "Problem id or file name")->required();
    solve->add_option("file", solve_args->file, "Input file (default: standard input)");
    solve->callback([&exit_code, solve_args] {
        const ProblemInfo& problem = problem_or_throw(solve_args->problem);
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
        "validate", "Check an input file against every constraint of the problem");
    validate->add_option("problem", validate_args->problem, "Problem id or file name")->required();
    validate->add_option("file", validate_args->file, "Input file (default: standard input)");
    validate->callback([&exit_code, validate_args] {
        const ProblemInfo& problem = problem_or_throw(validate_args->problem);
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
