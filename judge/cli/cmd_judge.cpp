// submit (programs against a problem's active version, several judged at once) and rejudge. Both
// are use cases of judge/app (submit.h, rejudge.h); this file parses the command line, calls them
// with the session's workers as the judge and prints.
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/app/answer_upload.h"
#include "judge/app/refused.h"
#include "judge/app/rejudge.h"
#include "judge/app/submit.h"
#include "judge/cli/commands.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/package/archive.h"
#include "judge/report/submission_json.h"
#include "judge/report/submission_state.h"
#include "judge/report/table.h"
#include "judge/util/files.h"
#include "judge/util/safe_files.h"

namespace gridjudge::cli {
namespace fs = std::filesystem;
namespace {

struct SubmitArguments {
    JudgeOptions judge;
    OverrideOptions limits;
    std::string problem, language, user, tests, entry;
    std::vector<std::string> sources;
    std::int64_t max_source_kib = kDefaultMaxSourceKib;
    bool json = false;
};

// The source a user names: their own path, links followed (they chose it), but only a regular
// file within the size cap.
std::string read_source(const std::string& path, std::int64_t max_kib) {
    const std::uint64_t cap = static_cast<std::uint64_t>(max_kib) * 1024;
    std::error_code missing;
    const fs::path resolved = fs::canonical(path, missing);
    if (missing) throw CommandError(path + ": " + missing.message());
    ReadOutcome read = read_regular_file(resolved, cap);
    if (!read.content) throw CommandError(path + ": " + read.refusal + "; nothing was queued");
    return std::move(*read.content);
}

const Language& language_or_throw(const std::string& name, const std::string& file) {
    const Language* language = name.empty() ? language_for_file(file) : find_language(name);
    if (language != nullptr) {
        if (const std::string missing = missing_toolchain(*language); !missing.empty())
            throw CommandError(missing);
        return *language;
    }
    if (name.empty())
        throw CommandError(file + ": no language has this file's extension; name it with --lang (" +
                           language_id_list() + ")");
    throw CommandError("unknown language '" + name + "' (known: " + language_id_list() + ")");
}

// Judges what earlier commands left queued, after this command's own work (said on stderr, so
// that --json output stays clean). A PostgreSQL database has workers for that: they judge it.
void judge_leftovers(JudgeSession& session) {
    if (db::is_postgres_url(session.store().location()) || session.workers() == 0) return;
    const db::QueueCounts counts = session.store().queue_counts(std::nullopt);
    if (counts.queued == 0) return;
    std::cerr << "judging " << counts.queued
              << " submission(s) left queued by an earlier command\n";
    session.judge_queue(std::nullopt);
}

// An output-only problem's submission: every path given (answer files, folders, zips) together.
app::NewProgram answer_submission(const StoredProblem& problem, const SubmitArguments& args,
                                  const app::NewProgram& who) {
    if (!args.language.empty())
        throw CommandError("problem " + problem.record.id +
                           " is output-only: it takes answer files, not a program in a language; "
                           "leave out --lang");
    std::vector<fs::path> paths(args.sources.begin(), args.sources.end());
    try {
        app::NewProgram submitted = who;
        submitted.answers = app::read_answers(paths, app::answer_caps(problem.package));
        submitted.source_name = fs::path(args.sources.front()).filename().string();
        return submitted;
    } catch (const app::AnswerUploadError& error) {
        throw CommandError(error.what());
    }
}

// A folder or an archive of a program's files: one submission of them all (a single file in it
// is stored as a single-file submission is). The language is --lang's, else the entry point's
// extension's, else that of the first file by name whose extension a language has.
app::NewProgram program_of_files(const SubmitArguments& args, const std::string& path,
                                 const app::NewProgram& who) {
    std::vector<SubmittedFile> files;
    try {
        files = app::read_program_files({fs::path(path)}, args.max_source_kib * 1024);
    } catch (const app::AnswerUploadError& error) {
        throw CommandError(error.what());
    }
    auto named = std::find_if(files.begin(), files.end(),
                              [&](const SubmittedFile& file) { return file.name == args.entry; });
    if (!args.entry.empty() && named == files.end())
        throw CommandError(path + ": no file named " + args.entry +
                           " (--entry) among its files; nothing was queued");
    std::string language_file = args.entry;
    for (const SubmittedFile& file : files)
        if (language_file.empty() && language_for_file(file.name) != nullptr)
            language_file = file.name;
    app::NewProgram program = who;
    program.language =
        &language_or_throw(args.language, language_file.empty() ? path : language_file);
    if (files.size() == 1 && args.entry.empty()) {
        program.source = std::move(files.front().content);
        program.source_name = files.front().name;
    } else {
        program.source = encode_submitted_files(files, args.entry);
        program.source_name = fs::path(path).filename().string();
    }
    return program;
}

bool holds_several_files(const std::string& path) {
    const EntryKind kind = entry_kind(path);
    return kind == EntryKind::Directory ||
           (kind == EntryKind::RegularFile && package::is_archive_name(path));
}

int run_submit(const GlobalOptions& global, SubmitArguments& args) {
    const LimitOverrides overrides = args.limits.overrides();
    args.judge.db = global.db;
    args.judge.quiet = args.json;
    JudgeSession session(args.judge);
    const StoredProblem problem = stored_problem_or_throw(session.store(), args.problem);
    app::NewProgram who;
    who.user = args.user.empty() ? "anonymous" : args.user;
    who.test_filter = args.tests;
    who.overrides = overrides;
    // Every source is read and checked before anything is queued.
    std::vector<app::NewProgram> submitted;
    if (problem.package.output_only()) {
        submitted.push_back(answer_submission(problem, args, who));
    } else {
        for (const std::string& path : args.sources) {
            if (holds_several_files(path)) {
                submitted.push_back(program_of_files(args, path, who));
                continue;
            }
            if (!args.entry.empty())
                throw CommandError(
                    "--entry names the entry point among a folder's or an "
                    "archive's files; " +
                    path + " is a single file");
            app::NewProgram p = who;
            p.language = &language_or_throw(args.language, path);
            p.source = read_source(path, args.max_source_kib);
            p.source_name = fs::path(path).filename().string();
            submitted.push_back(std::move(p));
        }
    }
    const StopOnSignals stop_on_signals;
    std::vector<std::int64_t> ids;
    try {
        ids = app::submit(session.store(), problem, submitted,
                          [&](const std::vector<std::int64_t>& queued) {
                              if (queued.size() == 1) {
                                  session.judge_now(queued.front());
                              } else {
                                  // Several programs: judged by this command's workers at once (one
                                  // per CPU by default).
                                  ListedJobs jobs(queued);
                                  session.judge(jobs);
                              }
                          });
    } catch (const app::Refused& refused) {
        throw CommandError(refused.what());
    }
    if (ids.size() == 1)
        print_submission(session.store(), ids.front(), args.json);
    else
        print_submissions(session.store(), ids, args.json);
    if (!StopOnSignals::requested()) judge_leftovers(session);
    return 0;
}

struct RejudgeArguments {
    JudgeOptions judge;
    OverrideOptions limits;
    std::optional<std::int64_t> id;
    std::string problem;
    bool package_limits = false, json = false;
};

int run_rejudge(const GlobalOptions& global, RejudgeArguments& args) {
    app::RejudgeRequest request;
    request.submission = args.id;
    if (!args.problem.empty()) request.problem = args.problem;
    request.overrides = args.limits.overrides();
    request.package_limits = args.package_limits;
    try {
        app::check_rejudge_request(request);
    } catch (const app::RejudgeError& error) {
        throw CommandError(error.what());
    }
    args.judge.db = global.db;
    args.judge.quiet = args.json;
    JudgeSession session(args.judge);
    db::Store& store = session.store();
    // Looked up here first for the message that lists the stored problems.
    if (request.problem)
        request.problem = stored_problem_or_throw(store, *request.problem).record.id;
    const StopOnSignals stop_on_signals;
    std::vector<app::QueuedRejudge> queued;
    try {
        queued = app::queue_rejudges(store, request);
    } catch (const app::RejudgeError& error) {
        throw CommandError(error.what());
    }
    // Judged by this command's workers (one per CPU by default), or by workers elsewhere.
    std::vector<std::int64_t> ids;
    for (const app::QueuedRejudge& rejudge : queued) ids.push_back(rejudge.id);
    ListedJobs jobs(ids);
    session.judge(jobs);
    nlohmann::ordered_json rejudged = nlohmann::ordered_json::array();
    TextTable table({"old", "new", "user", "problem", "old verdict", "new verdict", "score"});
    for (const auto& [original, id] : queued) {
        const db::SubmissionRecord judged = *store.submission(id);
        rejudged.push_back(submission_summary_json(judged));
        table.add_row({std::to_string(original.id), std::to_string(id), judged.user,
                       judged.problem_id, shown_verdict(original), shown_verdict(judged),
                       shown_score(judged)});
    }
    if (args.json)
        print_json(rejudged);
    else
        std::cout << table.render();
    if (!StopOnSignals::requested()) judge_leftovers(session);
    return 0;
}

}  // namespace

void add_judge_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto submit_args = std::make_shared<SubmitArguments>();
    auto* submit =
        app.add_subcommand("submit", "Judge programs against a problem's tests (several at once)");
    submit->add_option("problem", submit_args->problem, "Problem id or I/O file name")->required();
    submit
        ->add_option("sources", submit_args->sources,
                     "Source files (one submission each), or folders or zips of a program's "
                     "files (one submission each); for an output-only problem, its answer "
                     "files, folders of them or a zip (one submission together)")
        ->required()
        ->transform(path_argument());
    submit->add_option("--lang", submit_args->language,
                       "Language (default: by the file's extension): " + language_id_list());
    submit->add_option("--entry", submit_args->entry,
                       "The entry point among a folder's or zip's files (default: the only "
                       "source, else main.*, else the first by name)");
    submit->add_option("--user", submit_args->user, "Contestant name (default: anonymous)");
    submit->add_option("--tests", submit_args->tests, "Tests by 1-based position, e.g. 1-3,7");
    submit->add_flag("--json", submit_args->json, "Print a JSON object");
    add_unsafe_option(submit, submit_args->judge);
    add_jobs_option(submit, submit_args->judge);
    add_tle_reruns_option(submit, submit_args->judge);
    add_override_options(submit, submit_args->limits);
    add_source_limit_option(submit, submit_args->max_source_kib);
    submit->callback(
        [&exit_code, &global, submit_args] { exit_code = run_submit(global, *submit_args); });

    auto rejudge_args = std::make_shared<RejudgeArguments>();
    auto* rejudge = app.add_subcommand(
        "rejudge", "Judge again, as first judged, on the active test set (old results are kept)");
    rejudge->add_option("id", rejudge_args->id, "Submission id");
    rejudge->add_option("--problem", rejudge_args->problem, "Every judged submission of a problem");
    rejudge->add_flag("--package-limits", rejudge_args->package_limits,
                      "Use the problem's current limits and I/O instead of the ones the "
                      "submission was judged with");
    rejudge->add_flag("--json", rejudge_args->json, "Print a JSON array");
    add_unsafe_option(rejudge, rejudge_args->judge);
    add_jobs_option(rejudge, rejudge_args->judge);
    add_tle_reruns_option(rejudge, rejudge_args->judge);
    add_override_options(rejudge, rejudge_args->limits);
    rejudge->callback(
        [&exit_code, &global, rejudge_args] { exit_code = run_rejudge(global, *rejudge_args); });
}

}  // namespace gridjudge::cli
