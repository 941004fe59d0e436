// gridjudge: the one executable. Subcommands live in cmd_*.cpp; this file only wires them up
// and turns errors into messages and exit codes.
#include <spdlog/spdlog.h>

#include <iostream>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/cli/commands.h"
#include "judge/util/version.h"

int main(int argc, char** argv) {
    CLI::App app{
        "gridjudge: test data, problem packages and sandboxed judging for programming "
        "contests"};
    app.require_subcommand(1);
    app.set_version_flag("--version", gridjudge::gridjudge_version());
    // An option a subcommand does not know is tried as the app's own: --db works before and
    // after the subcommand's name.
    app.fallthrough();
    gridjudge::cli::GlobalOptions global;
    app.add_option("--db", global.db,
                   "Database: a SQLite file or a postgresql:// URL (default: $GRIDJUDGE_DB or "
                   "./gridjudge.db)");
    spdlog::set_pattern("%^%l%$: %v");
    spdlog::set_level(spdlog::level::warn);
    int exit_code = 0;
    gridjudge::cli::add_reference_commands(app, exit_code, global);
    gridjudge::cli::add_generate_commands(app, exit_code, global);
    gridjudge::cli::add_judge_commands(app, exit_code, global);
    gridjudge::cli::add_grade_command(app, exit_code, global);
    gridjudge::cli::add_review_commands(app, exit_code, global);
    gridjudge::cli::add_report_command(app, exit_code, global);
    gridjudge::cli::add_serve_command(app, exit_code, global);
    gridjudge::cli::add_worker_commands(app, exit_code, global);
    gridjudge::cli::add_doctor_command(app, exit_code, global);
    gridjudge::cli::add_package_commands(app, exit_code, global);
    gridjudge::cli::add_verify_command(app, exit_code, global);
    gridjudge::cli::add_contest_commands(app, exit_code, global);
    // A password in a postgresql:// URL on the command line is readable by every local user in
    // /proc/PID/cmdline: the arguments are parsed from a copy, and the process's own are blanked.
    std::vector<std::string> arguments(argv, argv + argc);
    std::vector<char*> copies;
    for (std::string& argument : arguments) copies.push_back(argument.data());
    for (int i = 1; i < argc; ++i) gridjudge::db::hide_url_passwords(argv[i]);
    try {
        app.parse(argc, copies.data());
    } catch (const CLI::ParseError& error) {
        // Help and --version are successes; every other usage error is exit code 2, as the
        // commands promise, whatever CLI11's own code for it.
        const int code = app.exit(error);
        return code == 0 ? 0 : 2;
    } catch (const gridjudge::cli::CommandError& error) {
        std::cerr << "gridjudge: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "gridjudge: error: " << error.what() << "\n";
        return 1;
    }
    return exit_code;
}
