// verify: a package proves itself (judge/app/verify.h). This file only parses the command line,
// wires the judge's parts together, calls the use case and prints what it found.
#include <iostream>

#include "judge/app/verify.h"
#include "judge/cli/commands.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/compile/compiler.h"
#include "judge/package/sandboxed_package_tools.h"
#include "judge/run/box_runner.h"

namespace gridjudge::cli {
namespace fs = std::filesystem;
namespace {

struct VerifyArguments {
    JudgeOptions judge;
    std::string target, testlib;
    std::vector<std::string> solutions;
    std::optional<std::int64_t> time_limit_ms;
    std::string io;
    bool json = false;
};

int run_verify(const GlobalOptions& global, const VerifyArguments& args) {
    app::VerifyRequest request;
    request.target = args.target;
    request.import_options.testlib_header = args.testlib;
    request.import_options.time_limit_ms = args.time_limit_ms;
    if (args.io == "stdio") request.io_mode = IoMode::Stdio;
    if (args.io == "file") request.io_mode = IoMode::File;
    for (const std::string& text : args.solutions) {
        try {
            request.extra.push_back(app::parse_extra_solution(text));
        } catch (const std::invalid_argument& error) {
            throw CommandError(error.what());
        }
        if (!fs::exists(request.extra.back().file))
            throw CommandError(request.extra.back().file + ": no such file");
    }
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(args.judge.unsafe);
    sweep_what_killed_judges_left();
    if (args.judge.jobs && *args.judge.jobs < 1) throw CommandError("--jobs must be 1 or more");

    // A stored problem is read from the user's database; nothing is written there.
    std::unique_ptr<db::Store> user_store;
    if (!fs::exists(fs::symlink_status(args.target)))
        user_store = open_database(global.db, db::OpenMode::ReadOnly);
    SandboxRunner runner(sandbox_options);
    CachedCompiler compiler(default_cache_dir(), runner);
    package::SandboxedPackageTools tools(compiler, runner);
    JudgingParts judging(sandbox_options, args.judge.policy);
    const StopOnSignals stop_on_signals;

    app::VerifyParts parts;
    parts.user_store = user_store.get();
    parts.tools = &tools;
    parts.make_service = judging.service_maker();
    parts.workers = args.judge.jobs.value_or(default_local_workers());
    parts.stopping = [] { return StopOnSignals::requested(); };
    if (!args.json) parts.say = [](const std::string& line) { std::cerr << line << "\n"; };
    app::VerifyReport report;
    try {
        report = app::verify(request, parts);
    } catch (const app::VerifyError& error) {
        throw CommandError(error.what());
    }
    if (args.json) {
        std::cout << app::verify_json(report);
    } else {
        std::cout << app::verify_text(report);
        if (!report.saved_to.empty())
            std::cerr << "the matrix is kept in " << report.saved_to << "\n";
    }
    return report.ok ? 0 : 1;
}

}  // namespace

void add_verify_command(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto args = std::make_shared<VerifyArguments>();
    auto* verify = app.add_subcommand(
        "verify",
        "Judge every solution a package carries (and --solution ones) against the verdicts it "
        "is tagged with; exit 0 only when each got one its tag allows");
    verify
        ->add_option("package", args->target,
                     "A package folder or archive, or a stored problem's id")
        ->required();
    verify->add_option("--solution", args->solutions,
                       "FILE=VERDICT[,VERDICT] (AC, WA, PE, TLE, MLE, OLE, RE, CE, IE), or FILE "
                       "with an @EXPECTED_RESULTS@ comment; repeatable");
    verify->add_option("--testlib", args->testlib,
                       "A testlib.h for packages that include it without shipping it");
    verify->add_option("--time-limit", args->time_limit_ms,
                       "Time limit in ms for packages that state none (legacy Kattis)");
    verify
        ->add_option("--io", args->io,
                     "Judge the solutions of a file-I/O problem through stdin/stdout (stdio), or "
                     "as files (file)")
        ->check(CLI::IsMember({"file", "stdio"}));
    verify->add_flag("--json", args->json, "Print a JSON object");
    add_unsafe_option(verify, args->judge);
    add_jobs_option(verify, args->judge);
    add_tle_reruns_option(verify, args->judge);
    verify->callback([&exit_code, &global, args] { exit_code = run_verify(global, *args); });
}

}  // namespace gridjudge::cli
