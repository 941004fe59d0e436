// import (a Polygon, Kattis/ICPC, Hydro, LemonLime, CMS or gridjudge package, a folder or an
// archive, into package folders and the database, each problem as a new version) and export (a
// stored problem version as a Kattis, Polygon or Hydro package).
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/app/export_problem.h"
#include "judge/app/import_packages.h"
#include "judge/cli/commands.h"
#include "judge/cli/import_judge.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/compile/compiler.h"
#include "judge/model/package_json.h"
#include "judge/package/sandboxed_package_tools.h"
#include "judge/report/table.h"
#include "judge/run/box_runner.h"

namespace gridjudge::cli {
namespace {

struct ImportArguments {
    std::string path, id, testlib, out = "packages", contest_out;
    std::optional<std::int64_t> time_limit_ms;
    bool unsafe = false, json = false;
};

// Refused imports are CommandErrors, with the use case's message unchanged.
template <typename Call>
auto refused_as_command_error(Call call) {
    try {
        return call();
    } catch (const app::ImportError& error) {
        throw CommandError(error.what());
    }
}

std::string checker_description(const ProblemPackage& p) {
    return p.checker.protocol == Protocol::Builtin
               ? p.checker.name
               : std::string(protocol_name(p.checker.protocol)) + ": " + p.checker.source;
}

int run_import(const GlobalOptions& global, const ImportArguments& args) {
    app::ImportRequest request;
    request.path = args.path;
    request.id = args.id;
    request.testlib = args.testlib;
    request.time_limit_ms = args.time_limit_ms;
    request.out = args.out;
    request.contest_out = args.contest_out;
    refused_as_command_error([&] { app::check_import_request(request); });
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(args.unsafe);
    sweep_what_killed_judges_left();
    // The database first: a locked or newer one should fail before the generators run.
    const std::unique_ptr<db::Store> store = open_database(global.db);
    SandboxRunner runner(sandbox_options);
    CachedCompiler compiler(default_cache_dir(), runner);
    package::SandboxedPackageTools tools(compiler, runner);
    const StopOnSignals stop_on_signals;
    ImportJudge judge(sandbox_options, tools, !args.json);
    app::ImportParts parts{
        *store, tools,
        [](const std::string& warning) { std::cerr << "gridjudge: " << warning << "\n"; },
        judge.parts()};
    const app::ImportOutcome outcome =
        refused_as_command_error([&] { return app::import_packages(request, parts); });

    nlohmann::ordered_json problems = nlohmann::ordered_json::array();
    TextTable table({"problem", "title", "version", "tests", "checker", "interactive"},
                    {false, false, true, true, false, false});
    for (const app::InstalledProblem& problem : outcome.problems) {
        const ProblemPackage& p = problem.package;
        table.add_row({p.id, p.title, std::to_string(problem.version),
                       std::to_string(p.tests.size()), checker_description(p),
                       p.interactive() ? "yes" : ""});
        problems.push_back({{"id", p.id},
                            {"title", p.title},
                            {"version", problem.version},
                            {"package", problem.folder.string()},
                            {"tests", p.tests.size()}});
    }
    if (args.json) {
        print_json(nlohmann::ordered_json{
            {"format", package::format_name(outcome.format)},
            {"problems", problems},
            {"contest", outcome.contest ? nlohmann::ordered_json(outcome.contest->string())
                                        : nlohmann::ordered_json()},
            {"notes", outcome.notes}});
        return 0;
    }
    std::cout << "imported a " << package::format_name(outcome.format) << " package into "
              << store->location() << "\n"
              << table.render();
    for (const std::string& note : outcome.notes) std::cout << "note: " << note << "\n";
    if (outcome.contest)
        std::cout << "the contestants' sources are in " << outcome.contest->string()
                  << "; judge them with `gridjudge grade " << outcome.contest->string() << "`\n";
    return 0;
}

struct ExportArguments {
    std::string problem, format, out;
    std::optional<int> version;
    bool json = false;
};

int run_export(const GlobalOptions& global, const ExportArguments& args) {
    const std::unique_ptr<db::Store> store = open_database(global.db, db::OpenMode::ReadOnly);
    const StoredProblem problem = stored_problem_or_throw(*store, args.problem);
    app::ExportOutcome outcome;
    try {
        outcome = app::export_problem(*store, problem, {args.format, args.out, args.version});
    } catch (const app::ExportError& error) {
        throw CommandError(error.what());
    }
    if (args.json) {
        print_json(nlohmann::ordered_json{{"problem", problem.record.id},
                                          {"version", outcome.version},
                                          {"format", args.format},
                                          {"package", outcome.package.string()},
                                          {"notes", outcome.notes}});
        return 0;
    }
    std::cout << problem.record.id << " version " << outcome.version << " exported as a "
              << args.format << " package to " << outcome.package.string() << "\n";
    for (const std::string& note : outcome.notes) std::cout << "note: " << note << "\n";
    return 0;
}

}  // namespace

void add_package_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto import_args = std::make_shared<ImportArguments>();
    auto* import = app.add_subcommand(
        "import",
        "Import a Polygon, Kattis/ICPC, Hydro, LemonLime, CMS or gridjudge package (folder or "
        "archive)");
    import->add_option("path", import_args->path, "Package folder or archive")
        ->required()
        ->transform(path_argument());
    import->add_option("--id", import_args->id, "Store the problem under this id");
    import
        ->add_option("--testlib", import_args->testlib,
                     "A testlib.h for packages that include it without shipping it")
        ->transform(path_argument());
    import->add_option("--time-limit", import_args->time_limit_ms,
                       "Time limit in ms for packages that state none (legacy Kattis)");
    import
        ->add_option("--out", import_args->out, "Where the package folders go (default: packages/)")
        ->transform(path_argument());
    import
        ->add_option("--contest-out", import_args->contest_out,
                     "LemonLime: where the contestants' sources go (default: contests/NAME)")
        ->transform(path_argument());
    import->add_flag("--unsafe", import_args->unsafe,
                     "Run the package's programs even if the host gives no isolation");
    import->add_flag("--json", import_args->json, "Print a JSON object");
    import->callback(
        [&exit_code, &global, import_args] { exit_code = run_import(global, *import_args);
});

auto export_args = std::make_shared<ExportArguments>();
auto* exporting =
    app.add_subcommand("export", "Write a stored problem as a Kattis, Polygon or Hydro package");
exporting->add_option("problem", export_args->problem, "Problem id")->required();
exporting->add_option("--format", export_args->format, "kattis, polygon or hydro")
    ->required()
    ->check(CLI::IsMember({"kattis", "polygon", "hydro"}));
exporting->add_option("--out", export_args->out, "A new folder for the package")
    ->required()
    ->transform(path_argument());
exporting->add_option("--version", export_args->version,
                      "The problem's version (default: the active one)");
exporting->add_flag("--json", export_args->json, "Print a JSON object");
exporting->callback([&exit_code, &global, export_args] {
    exit_code = run_export(global, *export_args);
});
}  // namespace gridjudge::cli

}  // namespace gridjudge::cli
