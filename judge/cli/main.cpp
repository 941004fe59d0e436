// gridjudge: the one executable. Subcommands live in cmd_*.cpp; this file only wires them up
// and turns errors into messages and exit codes.
#include <spdlog/spdlog.h>

#include <iostream>

#include "judge/cli/commands.h"

int main(int argc, char** argv) {
    CLI::App app{"gridjudge: test data and sandboxed judging for grid-search contest problems"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "gridjudge 0.1.0");
    spdlog::set_pattern("%^%l%$: %v");
    spdlog::set_level(spdlog::level::warn);
    int exit_code = 0;
    gridjudge::cli::add_reference_commands(app, exit_code);
    gridjudge::cli::add_generate_commands(app, exit_code);
    gridjudge::cli::add_judge_commands(app, exit_code);
    gridjudge::cli::add_grade_command(app, exit_code);
    gridjudge::cli::add_review_commands(app, exit_code);
    gridjudge::cli::add_report_command(app, exit_code);
    gridjudge::cli::add_serve_command(app, exit_code);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    } catch (const gridjudge::cli::CommandError& error) {
        std::cerr << "gridjudge: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "gridjudge: error: " << error.what() << "\n";
        return 1;
    }
    return exit_code;
}
