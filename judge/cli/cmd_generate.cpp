// generate (one input from one generator call) and gen (a whole validated problem package,
// written to a folder and stored in the database as the problem's new active test set).
#include <nlohmann/json.hpp>

#include <charconv>
#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/package/package_builder.h"
#include "judge/package/package_install.h"
#include "judge/report/table.h"
#include "judge/util/files.h"

namespace gridjudge::cli {
namespace fs = std::filesystem;
namespace {

std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t seed = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        throw CommandError("--seed: expected a non-negative integer below 2^64, got '" + text +
                           "'");
    return seed;
}

void print_strategies(const ProblemGenerators& generators) {
    TextTable table({"strategy", "what it makes"});
    for (const auto& [name, description] : generators.strategies())
        table.add_row({std::string(name), std::string(description)});
    std::cout << table.render();
}

int run_generate(const std::vector<std::string>& words) {
    if (words.size() == 1 || (words.size() == 2 && words[1] == "--list")) {
        const ProblemGenerators* generators =
            find_generators(builtin_problem_or_throw(words[0]).id);
        print_strategies(*generators);
        return 0;
    }
    try {
        GeneratorCall call = GeneratorCall::parse(words);
        call.problem = std::string(builtin_problem_or_throw(call.problem).id);
        const ProblemGenerators* generators = find_generators(call.problem);
        bool known = false;
        for (const auto& [name, description] : generators->strategies())
            known = known || name == call.strategy;
        if (!known) {
            std::cerr << "gridjudge: unknown strategy '" << call.strategy << "' for "
                      << call.problem << "; the strategies are:\n";
            print_strategies(*generators);
            return 1;
        }
        std::cout << generators->generate(call) << std::flush;
        return 0;
    } catch (const GeneratorError& error) {
        throw CommandError(error.what());
    }
}

struct GenArguments {
    std::string problem, seed, out;
    bool json = false, no_db = false;
};

int run_gen(const GlobalOptions& global, const GenArguments& args) {
    const ProblemInfo& problem = builtin_problem_or_throw(args.problem);
    const std::uint64_t seed = parse_seed(args.seed);
    const fs::path out = args.out.empty() ? fs::path("packages") / problem.id : fs::path(args.out);
    // Open the database first: a locked or newer database should fail before minutes of work.
    std::unique_ptr<db::Store> store;
    if (!args.no_db) store = open_database(global.db);

    const fs::path parent = fs::absolute(out).parent_path();
    fs::create_directories(parent);
    TempDir staging("." + out.filename().string() + ".new-", parent);
    const fs::path folder = staging.path() / "package";
    ProblemPackage package;
    package::InstalledPackage installed;
    try {
        package = package::build_builtin_package(
            problem, seed, folder, [&](std::size_t i, std::size_t n, const PlannedTest& t) {
                std::cerr << "\r[" << i << "/" << n << "] " << problem.id << " test " << t.name
                          << " (" << t.group << ")        " << std::flush;
            });
        std::cerr << "\r" << std::string(60, ' ') << "\r";
        installed = package::install_package(store.get(), package, folder, out);
    } catch (const std::exception& error) {
        std::cerr << "\n";
        throw CommandError(std::string(problem.id) + ": " + error.what() +
                           " (nothing was changed)");
    }
    const int version = installed.test_set ? installed.test_set->version : 0;

    if (args.json) {
        nlohmann::ordered_json tests = nlohmann::ordered_json::array();
        for (const PackageTest& t : package.tests)
            tests.push_back({{"name", t.name},
                             {"group", t.group},
                             {"points", t.points},
                             {"size", t.size_summary},
                             {"answer_summary", t.answer_summary},
                             {"input_sha256", t.input_sha256},
                             {"answer_sha256", t.answer_sha256}});
        nlohmann::ordered_json result{{"problem", problem.id},
                                      {"seed", std::to_string(seed)},
                                      {"package", fs::absolute(out).string()},
                                      {"test_set_version", version},
                                      {"kept_files", installed.kept_files},
                                      {"tests", tests}};
        print_json(result);
        return 0;
    }
    TextTable table({"test", "group", "points", "size", "answer"},
                    {false, false, true, false, false});
    for (const PackageTest& t : package.tests)
        table.add_row({t.name, t.group, format_points(t.points), t.size_summary, t.answer_summary});
    std::cout << table.render();
    std::cout << problem.id << ": " << package.tests.size() << " tests written to " << out.string();
    if (installed.test_set)
        std::cout << "; stored in " << store->location() << " as test set version " << version
                  << " (active)";
    std::cout << "\n";
    for (const std::string& kept : installed.kept_files)
        std::cout << "kept your file " << (out / kept).string() << "\n";
    return 0;
}

}  // namespace

void add_generate_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto* generate =
        app.add_subcommand("generate",
                           "Run one generator: generate PROBLEM STRATEGY [--key value]... --seed N "
                           "(generate PROBLEM lists the strategies)");
    // Everything after the problem is the generator's own command line, --options included: they
    // must not fall through to gridjudge's global options.
    generate->allow_extras()->prefix_command()->fallthrough(false);
    generate->callback([&exit_code, generate] { exit_code = run_generate(generate->remaining()); });

    auto args = std::make_shared<GenArguments>();
    auto* gen = app.add_subcommand(
        "gen", "Make a problem's full test set from a seed: package folder + database");
    gen->add_option("problem", args->problem, "Problem id")->required();
    gen->add_option("--seed", args->seed, "Master seed (same seed, same bytes)")->required();
    gen->add_option("--out", args->out, "Package folder (default: packages/PROBLEM)")
        ->transform(path_argument());
    gen->add_flag("--no-db", args->no_db, "Only write the package folder");
    gen->add_flag("--json", args->json, "Print a JSON object");
    gen->callback([&exit_code, &global, args] { exit_code = run_gen(global, *args); });
}

}  // namespace gridjudge::cli
