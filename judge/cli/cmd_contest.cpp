// gridjudge contest …: a live contest from the command line: import and export an ICPC Contest
// Package, create one from stored problems, add teams and jury accounts, drive the clock
// (start, pause, resume, extend, end, thaw, finalize), show it, its scoreboard, submit as a team
// and announce. Each subcommand parses, calls its use case in judge/app/contest_*.h and prints.
// Passwords are read from standard input, never from the command line (other users of the
// machine can read a process's arguments).
#include <nlohmann/json.hpp>

#include <chrono>
#include <iostream>

#include "db/contest_store.h"
#include "judge/app/answer_upload.h"
#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_export.h"
#include "judge/app/contest_import.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_scoreboard.h"
#include "judge/app/contest_submit.h"
#include "judge/cli/commands.h"
#include "judge/cli/import_judge.h"
#include "judge/cli/io.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/compile/compiler.h"
#include "judge/contest/contest_package.h"
#include "judge/contest/contest_times.h"
#include "judge/contest/scoreboard_csv.h"
#include "judge/contest/scoreboard_html.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/contest/scoreboard_text.h"
#include "judge/judging/answer_files.h"
#include "judge/package/archive.h"
#include "judge/package/sandboxed_package_tools.h"
#include "judge/report/table.h"
#include "judge/run/box_runner.h"
#include "judge/util/files.h"

namespace gridjudge::cli {
namespace {

contest::TimePoint now() {
    return std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now());
}

// The use cases' refusals as CommandErrors, their messages unchanged.
template <typename Call>
auto refused_as_command_error(Call call) {
    try {
        return call();
    } catch (const app::ContestError& error) {
        throw CommandError(error.what());
    } catch (const contest::ContestPackageError& error) {
        throw CommandError(error.what());
    } catch (const app::ImportError& error) {
        throw CommandError(error.what());
    }
}

struct Databases {
    std::unique_ptr<db::Store> store;
    std::unique_ptr<db::ContestStore> contests;
};

Databases open_databases(const GlobalOptions& global, db::OpenMode mode = db::OpenMode::ReadWrite) {
    Databases databases;
    databases.store = open_database(global.db, mode);
    databases.contests = db::open_contest_store(resolved_location(global.db), mode);
    return databases;
}

// One line of standard input, without its line end: the password.
accounts::Password password_from_stdin() {
    std::string line;
    std::getline(std::cin, line);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) throw CommandError("no password on standard input (give it as one line)");
    return accounts::Password::take(line);
}

std::string time_text(const std::optional<contest::TimePoint>& time) {
    return time ? app::iso_time(*time) : "-";
}

// ---- import, export

struct ImportArguments {
    std::string path, out = "packages", testlib;
    bool unsafe = false, json = false;
};

int run_import(const GlobalOptions& global, const ImportArguments& args) {
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(args.unsafe);
    sweep_what_killed_judges_left();
    Databases databases = open_databases(global);
    SandboxRunner runner(sandbox_options);
    CachedCompiler compiler(default_cache_dir(), runner);
    package::SandboxedPackageTools tools(compiler, runner);
    const StopOnSignals stop_on_signals;
    ImportJudge judge(sandbox_options, tools, !args.json);
    app::ImportParts parts{
        *databases.store, tools,
        [](const std::string& warning) { std::cerr << "gridjudge: " << warning << "\n"; },
        judge.parts()};
    app::ContestImportRequest request;
    request.path = args.path;
    request.out = args.out;
    request.testlib = args.testlib;
    const auto outcome = refused_as_command_error(
        [&] { return app::import_contest(request, parts, *databases.contests, now()); });
    if (args.json) {
        print_json(nlohmann::ordered_json{{"contest", outcome.contest_id},
                                          {"imported_problems", outcome.imported_problems},
                                          {"stored_problems", outcome.stored_problems},
                                          {"teams", outcome.teams},
                                          {"organizations", outcome.organizations},
                                          {"accounts", outcome.accounts},
                                          {"notes", outcome.notes}});
        return 0;
    }
    std::cout << "imported contest " << outcome.contest_id << ": "
              << outcome.imported_problems.size() << " problems imported, "
              << outcome.stored_problems.size() << " already stored, " << outcome.teams
              << " teams, " << outcome.organizations << " organizations, " << outcome.accounts
              << " accounts\n";
    for (const auto& note : outcome.notes) std::cout << "note: " << note << "\n";
    return 0;
}

int run_export(const GlobalOptions& global, const std::string& id, const std::string& folder) {
    Databases databases = open_databases(global, db::OpenMode::ReadOnly);
    const auto outcome = refused_as_command_error([&] {
        return app::export_contest(*databases.store, *databases.contests, id, folder, now());
    });
    std::cout << "exported contest " << id << " to " << folder << ":";
    for (const auto& file : outcome.files) std::cout << " " << file;
    std::cout << "\n";
    if (!outcome.with_results) std::cout << "note: not over yet, so no results were written\n";
    return 0;
}

// ---- create, add-team, add-account

struct CreateArguments {
    std::string id, name, duration, freeze, scoring = "pass-fail", start;
    std::vector<std::string> problems, languages;
    int penalty = 20;
    bool per_team = false;
};

int run_create(const GlobalOptions& global, const CreateArguments& args) {
    app::NewContest request;
    auto& settings = request.settings;
    settings.id = args.id;
    settings.name = args.name.empty() ? args.id : args.name;
    settings.duration =
        refused_as_command_error([&] { return app::parse_contest_duration(args.duration); });
    if (!args.freeze.empty())
        settings.scoreboard_freeze_duration =
            refused_as_command_error([&] { return app::parse_contest_duration(args.freeze); });
    settings.scoring = args.scoring == "ioi"  ? contest::ScoringKind::ioi
                       : args.scoring == "oi" ? contest::ScoringKind::oi
                                              : contest::ScoringKind::pass_fail;
    settings.penalty_minutes = args.penalty;
    settings.window = args.per_team ? contest::WindowKind::per_team : contest::WindowKind::fixed;
    if (!args.start.empty()) {
        const auto parsed = contest::parse_abstime(args.start);
        if (!parsed.value) throw CommandError("--start: " + parsed.problem);
        settings.start_time = parsed.value;
    }
    // "A=sum" gives a label; "sum" takes the next letter.
    for (const auto& problem : args.problems) {
        contest::ContestProblem entry;
        const auto equals = problem.find('=');
        if (equals == std::string::npos) {
            entry.id = problem;
        } else {
            entry.label = problem.substr(0, equals);
            entry.id = problem.substr(equals + 1);
        }
        request.problems.push_back(entry);
    }
    request.languages = args.languages;
    Databases databases = open_databases(global);
    const auto contest = refused_as_command_error(
        [&] { return app::create_contest(*databases.store, *databases.contests, request, now()); });
    std::cout << "created contest " << contest.settings.id << " with " << request.problems.size()
              << " problems\n";
    return 0;
}

struct TeamArguments {
    std::string contest, id, name, organization, username, extra_time;
    bool hidden = false;
};

int run_add_team(const GlobalOptions& global, const TeamArguments& args) {
    app::TeamEntry entry;
    entry.team.id = args.id;
    entry.team.name = args.name.empty() ? args.id : args.name;
    entry.team.organization_id = args.organization;
    entry.team.hidden = args.hidden;
    if (!args.extra_time.empty())
        entry.team.extra_time =
            refused_as_command_error([&] { return app::parse_contest_duration(args.extra_time); });
    entry.username = args.username;
    if (!entry.username.empty()) entry.password = password_from_stdin();
    Databases databases = open_databases(global);
    refused_as_command_error(
        [&] { app::put_team(*databases.contests, args.contest, entry, now()); });
    std::cout << "team " << args.id << " is in contest " << args.contest;
    if (!args.username.empty()) std::cout << ", logging in as " << args.username;
    std::cout << "\n";
    return 0;
}

int run_add_account(const GlobalOptions& global, const std::string& username,
                    const std::string& kind, const std::string& name) {
    contest::Account account;
    account.id = username;
    account.username = username;
    account.kind = kind == "admin" ? contest::AccountKind::admin : contest::AccountKind::judge;
    account.name = name;
    const accounts::Password password = password_from_stdin();
    Databases databases = open_databases(global);
    refused_as_command_error(
        [&] { app::add_staff_account(*databases.contests, account, password, now()); });
    std::cout << kind << " account " << username << " added\n";
    return 0;
}

// ---- the clock

int run_clock_operation(const GlobalOptions& global, const std::string& operation,
                        const std::string& id, const std::string& duration) {
    Databases databases = open_databases(global);
    auto& contests = *databases.contests;
    refused_as_command_error([&] {
        const auto at = now();
        if (operation == "start") return app::start_contest(contests, id, at);
        if (operation == "pause") return app::pause_contest(contests, id, at);
        if (operation == "resume") return app::resume_contest(contests, id, at);
        if (operation == "extend")
            return app::extend_contest(contests, id, app::parse_contest_duration(duration), at);
        if (operation == "end") return app::end_contest(contests, id, at);
        if (operation == "thaw") return app::thaw_contest(contests, id, at);
        return app::finalize_contest(contests, id, at);
    });
    const auto contest = *contests.contest(id);
    const auto clock = app::contest_clock(contest, now());
    std::cout << "contest " << id << " is " << app::contest_phase_name(clock.phase) << "\n";
    return 0;
}

int run_show(const GlobalOptions& global, const std::string& id, bool json) {
    Databases databases = open_databases(global, db::OpenMode::ReadOnly);
    const auto at = now();
    const auto contest =
        refused_as_command_error([&] { return app::require_contest(*databases.contests, id); });
    const auto clock = app::contest_clock(contest, at);
    const auto problems = databases.contests->problems(id);
    const auto teams = databases.contests->teams(id);
    if (json) {
        print_json(nlohmann::ordered_json{
            {"id", id},
            {"name", contest.settings.name},
            {"phase", app::contest_phase_name(clock.phase)},
            {"start", clock.start ? nlohmann::ordered_json(app::iso_time(*clock.start))
                                  : nlohmann::ordered_json()},
            {"end", clock.end ? nlohmann::ordered_json(app::iso_time(*clock.end))
                              : nlohmann::ordered_json()},
            {"elapsed_seconds", clock.elapsed.count()},
            {"remaining_seconds", clock.remaining.count()},
            {"scoreboard_frozen", clock.scoreboard_frozen},
            {"problems", problems.size()},
            {"teams", teams.size()}});
        return 0;
    }
    std::cout << contest.settings.name << " (" << id
              << "): " << app::contest_phase_name(clock.phase) << "\n"
              << "  start      " << time_text(clock.start) << "\n"
              << "  end        " << time_text(clock.end) << "\n"
              << "  elapsed    " << app::contest_reltime(clock.elapsed) << "\n"
              << "  remaining  " << app::contest_reltime(clock.remaining) << "\n"
              << "  freeze     " << time_text(clock.freeze_start)
              << (clock.scoreboard_frozen ? " (frozen)" : "") << "\n"
              << "  problems   " << problems.size() << ", teams " << teams.size() << "\n";
    return 0;
}

// ---- scoreboard

std::string scoreboard_text(const app::ContestScoreboard& board) {
    std::vector<std::string> header = {"rank", "team"};
    const bool pass_fail = board.board.scoring == contest::ScoringKind::pass_fail;
    if (pass_fail) {
        header.push_back("solved");
        header.push_back("time");
    } else {
        header.push_back("score");
    }
    for (const auto& id : board.board.problem_ids)
        for (const auto& problem : board.problems)
            if (problem.id == id) header.push_back(problem.label);
    TextTable table(header);
    for (const auto& row : board.board.rows) {
        std::string name = row.team_id;
        for (const auto& team : board.teams)
            if (team.id == row.team_id) name = std::string(contest::team_shown_name(team));
        std::vector<std::string> cells = {std::to_string(row.rank), name};
        if (pass_fail) {
            cells.push_back(std::to_string(row.num_solved));
            cells.push_back(std::to_string(row.total_time));
        } else {
            cells.push_back(contest::score_text(row.score));
        }
        for (const auto& cell : row.problems)
            cells.push_back(contest::cell_text(board.board, cell));
        table.add_row(cells);
    }
    std::string text = table.render();
    if (board.board.frozen) text += "(frozen: the last results are hidden until the thaw)\n";
    return text;
}

int run_scoreboard(const GlobalOptions& global, const std::string& id, const std::string& format,
                   bool jury) {
    Databases databases = open_databases(global, db::OpenMode::ReadOnly);
    const auto at = now();
    const auto board = refused_as_command_error([&] {
        return app::contest_scoreboard(
            *databases.store, *databases.contests, id,
            jury ? contest::Audience::judges : contest::Audience::everyone, at);
    });
    if (format == "csv") {
        std::cout << contest::scoreboard_csv(board.board, board.problems, board.teams);
    } else if (format == "html") {
        std::cout << contest::scoreboard_html(board.board, board.contest.settings, board.problems,
                                              board.teams);
    } else if (format == "json") {
        contest::ScoreboardJsonContext context;
        context.time = std::chrono::time_point_cast<contest::Milliseconds>(at);
        context.contest_time =
            std::chrono::duration_cast<contest::Milliseconds>(board.clock.elapsed);
        context.state = app::contest_state_times(board.contest, at);
        context.strict = true;
        std::cout << contest::scoreboard_json(board.board, context) << "\n";
    } else {
        std::cout << scoreboard_text(board);
    }
    return 0;
}

// ---- submit, clarify

struct SubmitArguments {
    std::string contest, team, problem, language;
    std::vector<std::string> files;
};

// An output-only problem's answers as a team hands them in: answer files, folders of them or a
// zip, gathered by answer_upload.h's rules (links, FIFOs, `../` entries, bombs refused by name)
// within the contest's cap; the use case checks them again against the problem's output limit.
std::vector<SubmittedFile> contest_answer_files(const std::vector<std::string>& files) {
    app::AnswerCaps caps;
    caps.max_total_bytes = static_cast<std::int64_t>(app::default_contest_source_cap);
    caps.max_file_bytes = caps.max_total_bytes;
    try {
        return app::read_answers(std::vector<std::filesystem::path>(files.begin(), files.end()),
                                 caps);
    } catch (const app::AnswerUploadError& error) {
        throw CommandError(error.what());
    }
}

int run_submit(const GlobalOptions& global, const SubmitArguments& args) {
    app::TeamSubmission submission;
    submission.contest_id = args.contest;
    submission.team_id = args.team;
    submission.problem_id = args.problem;
    submission.language = args.language;
    if (args.language.empty()) {
        // No language: the answers to an output-only problem.
        submission.answers = contest_answer_files(args.files);
    } else {
        if (args.files.size() != 1)
            throw CommandError("--language: a program is one source file, " +
                               std::to_string(args.files.size()) +
                               " were given (an output-only problem's answers are given "
                               "without --language)");
        const std::string& path = args.files.front();
        submission.source_name = std::filesystem::path(path).filename().string();
        if (std::filesystem::is_directory(path) || package::is_archive_name(path)) {
            // A program of several files (a two-process task's one file per process), gathered
            // by the rules `submit` applies to a folder or an archive of them.
            try {
                submission.source = encode_submitted_files(app::read_program_files(
                    {path}, static_cast<std::int64_t>(app::default_contest_source_cap)));
            } catch (const app::AnswerUploadError& error) {
                throw CommandError(error.what());
            }
        } else {
            submission.source = read_file(path, app::default_contest_source_cap + 1);
        }
    }
    Databases databases = open_databases(global);
    const auto run = refused_as_command_error([&] {
        return app::submit_for_team(*databases.store, *databases.contests, submission, now());
    });
    std::cout << "submission " << run.id << " queued at contest time "
              << app::contest_reltime(run.contest_time) << "\n";
    return 0;
}

int run_announce(const GlobalOptions& global, const std::string& id, const std::string& text,
                 const std::string& problem) {
    Databases databases = open_databases(global);
    app::Viewer jury;
    jury.role = app::ViewerRole::admin;
    jury.name = "command line";
    const auto announcement = refused_as_command_error(
        [&] { return app::announce(*databases.contests, jury, id, problem, text, now()); });
    std::cout << "announcement " << announcement.id << " sent to every team of " << id << "\n";
    return 0;
}

// A team's question to the jury, asked from the command line as that team (an operator typing
// in what a team phoned in, or a team without a browser): the same use case and refusals as the
// team's page.
int run_ask(const GlobalOptions& global, const std::string& id, const std::string& team,
            const std::string& text, const std::string& problem) {
    Databases databases = open_databases(global);
    app::Viewer asker;
    asker.role = app::ViewerRole::team;
    asker.team_id = team;
    asker.contest_id = id;
    const auto question = refused_as_command_error([&] {
        return app::ask_clarification(*databases.contests, asker, id, problem, text, now());
    });
    std::cout << "question " << question.id << " from team " << team << " sent to the jury of "
              << id << "\n";
    return 0;
}

}  // namespace

void add_contest_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto* contest = app.add_subcommand("contest", "Run a live contest (see docs/contests.md)");
    contest->require_subcommand(1);

    auto import_args = std::make_shared<ImportArguments>();
    auto* import =
        contest->add_subcommand("import", "Import an ICPC Contest Package (folder or zip)");
    import->add_option("path", import_args->path, "The package folder or zip")
        ->required()
        ->transform(path_argument());
    import->add_option("--out", import_args->out, "Where the problems' package folders go")
        ->transform(path_argument());
    import->add_option("--testlib", import_args->testlib, "A testlib.h for packages without one")
        ->transform(path_argument());
    import->add_flag("--unsafe", import_args->unsafe,
                     "Run the packages' programs even if the host gives no isolation");
    import->add_flag("--json", import_args->json, "Print a JSON object");
    import->callback([&exit_code, &global, import_args] {
        exit_code = run_import(global, *import_args);
});

auto export_args = std::make_shared<std::pair<std::string, std::string>>();
auto* exporting = contest->add_subcommand("export", "Write a contest as an ICPC Contest Package");
exporting->add_option("id", export_args->first, "Contest id")->required();
exporting->add_option("folder", export_args->second, "A new (or empty) folder")
    ->required()
    ->transform(path_argument());
exporting->callback([&exit_code, &global, export_args] {
    exit_code = run_export(global, export_args->first, export_args->second);
});

auto create_args = std::make_shared<CreateArguments>();
auto* create = contest->add_subcommand("create", "Create a contest of stored problems");
create->add_option("id", create_args->id, "Contest id")->required();
create->add_option("--name", create_args->name, "Its name (default: the id)");
create->add_option("--duration", create_args->duration, "h:mm:ss, 90m, 5h")->required();
create->add_option("--freeze", create_args->freeze, "Scoreboard freeze before the end");
create->add_option("--scoring", create_args->scoring, "pass-fail, ioi or oi")
    ->check(CLI::IsMember({"pass-fail", "ioi", "oi"}));
create->add_option("--penalty", create_args->penalty, "Penalty minutes per rejected try");
create->add_option("--start", create_args->start, "Scheduled start (ISO 8601)");
create->add_flag("--per-team", create_args->per_team,
                 "Each team's window starts at its first login");
create->add_option("--problem", create_args->problems, "LABEL=ID or ID, in order")->required();
create->add_option("--language", create_args->languages, "Allowed language ids (default: all)");
create->callback([&exit_code, &global, create_args] {
    exit_code = run_create(global, *create_args);
});

auto team_args = std::make_shared<TeamArguments>();
auto* team = contest->add_subcommand(
    "add-team", "Add or replace a team (and its account: the password on standard input)");
team->add_option("contest", team_args->contest, "Contest id")->required();
team->add_option("team", team_args->id, "Team id")->required();
team->add_option("--name", team_args->name, "Its name (default: the id)");
team->add_option("--organization", team_args->organization, "An organization's id");
team->add_option("--username", team_args->username, "Its account's username");
team->add_option("--extra-time", team_args->extra_time, "Extra time (h:mm:ss, 10m)");
team->add_flag("--hidden", team_args->hidden, "Not on the public scoreboard");
team->callback([&exit_code, &global, team_args] { exit_code = run_add_team(global, *team_args); });

auto account_args = std::make_shared<std::array<std::string, 3>>();
(*account_args)[1] = "judge";
auto* account = contest->add_subcommand(
    "add-account", "Add a judge or admin account (the password on standard input)");
account->add_option("username", (*account_args)[0], "Username")->required();
account->add_option("--kind", (*account_args)[1], "judge or admin")
    ->check(CLI::IsMember({"judge", "admin"}));
account->add_option("--name", (*account_args)[2], "Shown name");
account->callback([&exit_code, &global, account_args] {
    exit_code = run_add_account(global, (*account_args)[0], (*account_args)[1], (*account_args)[2]);
});

for (const char* operation : {"start", "pause", "resume", "end", "thaw", "finalize"}) {
    auto id = std::make_shared<std::string>();
    auto* command = contest->add_subcommand(operation, std::string(operation) + " a contest");
    command->add_option("id", *id, "Contest id")->required();
    command->callback([&exit_code, &global, id, operation] {
        exit_code = run_clock_operation(global, operation, *id, "");
    });
}
auto extend_args = std::make_shared<std::pair<std::string, std::string>>();
auto* extend = contest->add_subcommand("extend", "Extend a contest");
extend->add_option("id", extend_args->first, "Contest id")->required();
extend->add_option("duration", extend_args->second, "h:mm:ss, 10m, 600")->required();
extend->callback([&exit_code, &global, extend_args] {
    exit_code = run_clock_operation(global, "extend", extend_args->first, extend_args->second);
});

auto show_args = std::make_shared<std::pair<std::string, bool>>();
auto* show = contest->add_subcommand("show", "A contest's clock and state");
show->add_option("id", show_args->first, "Contest id")->required();
show->add_flag("--json", show_args->second, "Print a JSON object");
show->callback([&exit_code, &global, show_args] {
    exit_code = run_show(global, show_args->first, show_args->second);
});

auto board_args = std::make_shared<std::tuple<std::string, std::string, bool>>("", "text", false);
auto* board = contest->add_subcommand("scoreboard", "A contest's scoreboard");
board->add_option("id", std::get<0>(*board_args), "Contest id")->required();
board->add_option("--format", std::get<1>(*board_args), "text, csv, html or json")
    ->check(CLI::IsMember({"text", "csv", "html", "json"}));
board->add_flag("--jury", std::get<2>(*board_args),
                "The jury's live board (hidden teams, no freeze)");
board->callback([&exit_code, &global, board_args] {
    exit_code = run_scoreboard(global, std::get<0>(*board_args), std::get<1>(*board_args),
                               std::get<2>(*board_args));
});

auto submit_args = std::make_shared<SubmitArguments>();
auto* submit = contest->add_subcommand(
    "submit", "Submit a source as a team, or an output-only problem's answers");
submit->add_option("contest", submit_args->contest, "Contest id")->required();
submit
    ->add_option("files", submit_args->files,
                 "The source file; for an output-only problem, its answer files, folders of them "
                 "or a zip (one submission together)")
    ->required()
    ->transform(path_argument());
submit->add_option("--team", submit_args->team, "Team id")->required();
submit->add_option("--problem", submit_args->problem, "Problem id or label")->required();
submit->add_option("--language", submit_args->language,
                   "Language id (leave it out for an output-only problem's answers)");
submit->callback([&exit_code, &global, submit_args] {
    exit_code = run_submit(global, *submit_args);
});

auto clarify_args = std::make_shared<std::array<std::string, 4>>();
auto* clarify = contest->add_subcommand(
    "clarify", "Announce something to every team, or ask the jury as a team (--team)");
clarify->add_option("id", (*clarify_args)[0], "Contest id")->required();
clarify->add_option("text", (*clarify_args)[1], "The announcement, or the team's question")
    ->required();
clarify->add_option("--problem", (*clarify_args)[2], "About this problem");
clarify->add_option("--team", (*clarify_args)[3], "Ask the jury as this team (team id)");
clarify->callback([&exit_code, &global, clarify_args] {
    const auto& [id, text, problem, team] = *clarify_args;
    exit_code = team.empty() ? run_announce(global, id, text, problem)
                             : run_ask(global, id, team, text, problem);
});
}  // namespace gridjudge::cli

}  // namespace gridjudge::cli
