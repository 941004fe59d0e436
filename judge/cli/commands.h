// The gridjudge subcommands. Each add_*_commands registers its subcommands on the app; a
// command's outcome is written to `exit_code` (0 success, 1 refused input or failure,
// 2 bad usage). User-facing errors are thrown as CommandError and printed by main().
#pragma once

#include <CLI/CLI.hpp>
#include <stdexcept>
#include <string>

namespace gridjudge::cli {

class CommandError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Options every command takes, before or after the subcommand's name.
struct GlobalOptions {
    std::string db;  // empty: $GRIDJUDGE_DB or ./gridjudge.db
};

void add_reference_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_generate_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_judge_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_grade_command(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_review_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_report_command(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_serve_command(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_worker_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_doctor_command(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_package_commands(CLI::App& app, int& exit_code,
                          const GlobalOptions& global);  // import, export
void add_verify_command(CLI::App& app, int& exit_code, const GlobalOptions& global);
void add_contest_commands(CLI::App& app, int& exit_code, const GlobalOptions& global);

}  // namespace gridjudge::cli
