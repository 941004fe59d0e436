// submit (one program against a problem's active test set), rejudge, and doctor.
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/io.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/core/test_selection.h"
#include "judge/report/submission_json.h"
#include "judge/report/table.h"

namespace gridjudge::cli {
namespace {

void add_judge_options(CLI::App* command, JudgeOptions& options) {
    command->add_option("--db", options.db, "Database (default: $GRIDJUDGE_DB or ./gridjudge.db)");
    command->add_flag("--unsafe", options.unsafe,
                      "Run even if the host gives no isolation (trusted programs only)");
    command->add_option("--time-limit", options.time_limit_ms, "CPU time limit in ms (override)");
    command->add_option("--memory-limit", options.memory_limit_mib,
                        "Memory limit in MiB (override)");
    command
        ->add_option("--io", options.io,
                     "Judge a file-I/O problem through stdin/stdout (stdio) or back (file)")
        ->check(CLI::IsMember({"file", "stdio"}));
}

struct SubmitArguments {
    JudgeOptions judge;
    std::string problem, source, language, user, tests;
    bool json = false;
};

int run_submit(SubmitArguments& args) {
    const ProblemInfo& problem = problem_or_throw(args.problem);
    const Language* language =
        args.language.empty() ? language_for_file(args.source) : find_language(args.language);
    if (language == nullptr) {
        std::string known;
        for (const Language& l : languages())
            known += (known.empty() ? "" : ", ") + std::string(l.id);
        throw CommandError("unknown language '" + args.language + "' (known: " + known + ")");
    }
    NamedText source = read_input(args.source);
    args.judge.quiet = args.json;
    JudgeSession session(args.judge);
    std::optional<db::TestSetRecord> test_set =
        session.store().active_test_set(std::string(problem.id));
    if (!test_set)
        throw CommandError("problem " + std::string(problem.id) +
                           " has no test set yet; make one with `gridjudge gen " +
                           std::string(problem.id) + " --seed 1`");
    const int test_count = static_cast<int>(session.store().tests(test_set->id, false).size());
    try {
        parse_test_selection(args.tests, test_count);
    } catch (const std::invalid_argument& error) {
        throw CommandError(error.what());
    }
    session.recover_unfinished();

    db::SubmissionRecord submission;
    submission.problem_id = std::string(problem.id);
    submission.test_set_id = test_set->id;
    submission.user = args.user.empty() ? "anonymous" : args.user;
    require_printable(submission.user, "--user");
    submission.language = std::string(language->id);
    submission.source = source.text;
    submission.test_filter = args.tests;
    const std::int64_t id = session.store().enqueue(submission);
    session.service().judge(id);
    print_submission(session.store(), id, args.json);
    return 0;
}

struct RejudgeArguments {
    JudgeOptions judge;
    std::optional<std::int64_t> id;
    std::string problem;
    bool json = false;
};

int run_rejudge(RejudgeArguments& args) {
    if (args.id.has_value() == !args.problem.empty())
        throw CommandError("rejudge takes a submission ID or --problem P, not both");
    args.judge.quiet = args.json;
    JudgeSession session(args.judge);
    db::Store& store = session.store();
    std::vector<db::SubmissionRecord> originals;
    if (args.id) {
        std::optional<db::SubmissionRecord> original = store.submission(*args.id);
        if (!original) throw CommandError("no submission with id " + std::to_string(*args.id));
        originals.push_back(*original);
    } else {
        const ProblemInfo& problem = problem_or_throw(args.problem);
        db::SubmissionFilter filter;
        filter.problem = std::string(problem.id);
        for (const db::SubmissionRecord& s : store.submissions(filter))
            if (s.status == "done") originals.push_back(*store.submission(s.id));
    }
    nlohmann::ordered_json rejudged = nlohmann::ordered_json::array();
    TextTable table({"old", "new", "user", "problem", "old verdict", "new verdict", "score"});
    for (const db::SubmissionRecord& original : originals) {
        std::optional<db::TestSetRecord> test_set = store.active_test_set(original.problem_id);
        if (!test_set) throw CommandError("problem " + original.problem_id + " has no test set");
        // A rejudge is a new submission: the old one keeps the results it had.
        db::SubmissionRecord again = original;
        again.test_set_id = test_set->id;
        again.rejudge_of = original.id;
        again.test_filter = "";
        const std::int64_t id = store.enqueue(again);
        session.service().judge(id);
        db::SubmissionRecord judged = *store.submission(id);
        rejudged.push_back(submission_summary_json(judged));
        table.add_row({std::to_string(original.id), std::to_string(id), judged.user,
                       judged.problem_id, original.verdict, judged.verdict,
                       std::to_string(judged.score) + "/" + std::to_string(judged.max_score)});
    }
    if (args.json)
        std::cout << rejudged.dump(2) << "\n";
    else
        std::cout << table.render();
    return 0;
}

int run_doctor(bool json) {
    sandbox::Protections p = sandbox::detect_protections();
    std::vector<std::pair<std::string, bool>> checks{
        {"user namespace", p.user_namespace},
        {"mount namespace", p.mount_namespace},
        {"pid namespace", p.pid_namespace},
        {"network namespace", p.network_namespace},
        {"ipc namespace", p.ipc_namespace},
        {"uts namespace", p.uts_namespace},
        {"unprivileged uid", p.unprivileged_uid},
        {"cgroup memory limit", p.cgroup_memory},
        {"cgroup pids limit", p.cgroup_pids},
        {"cgroup cpu accounting", p.cgroup_cpu_accounting},
        {"seccomp filter", p.seccomp},
        {"rlimits", p.rlimits}};
    if (json) {
        nlohmann::ordered_json result{{"isolated", p.isolated()},
                                      {"cgroup_version", p.cgroup_version}};
        for (const auto& [name, active] : checks) result["protections"][name] = active;
        result["notes"] = p.notes;
        std::cout << result.dump(2) << "\n";
    } else {
        TextTable table({"protection", "active"});
        for (const auto& [name, active] : checks) table.add_row({name, active ? "yes" : "NO"});
        std::cout << table.render();
        std::cout << "cgroup version: "
                  << (p.cgroup_version == 0 ? std::string("none")
                                            : "v" + std::to_string(p.cgroup_version))
                  << "\n";
        for (const std::string& note : p.notes) std::cout << "note: " << note << "\n";
        std::cout << (p.isolated()
                          ? "the sandbox is isolated: untrusted programs may be judged\n"
                          : "NOT ISOLATED: gridjudge refuses to judge unless given --unsafe\n");
    }
    return p.isolated() ? 0 : 1;
}

}  // namespace

void add_judge_commands(CLI::App& app, int& exit_code) {
    auto submit_args = std::make_shared<SubmitArguments>();
    auto* submit = app.add_subcommand("submit", "Judge one program against a problem's tests");
    submit->add_option("problem", submit_args->problem, "Problem id or file name")->required();
    submit->add_option("source", submit_args->source, "Source file")->required();
    submit->add_option("--lang", submit_args->language,
                       "Language: c11, cpp11, cpp14 (default), cpp17, cpp20");
    submit->add_option("--user", submit_args->user, "Contestant name (default: anonymous)");
    submit->add_option("--tests", submit_args->tests, "Tests by 1-based position, e.g. 1-3,7");
    submit->add_flag("--json", submit_args->json, "Print a JSON object");
    add_judge_options(submit, submit_args->judge);
    submit->callback([&exit_code, submit_args] { exit_code = run_submit(*submit_args); });

    auto rejudge_args = std::make_shared<RejudgeArguments>();
    auto* rejudge = app.add_subcommand(
        "rejudge", "Judge again against the active test set (old results are kept)");
    rejudge->add_option("id", rejudge_args->id, "Submission id");
    rejudge->add_option("--problem", rejudge_args->problem, "Every submission of a problem");
    rejudge->add_flag("--json", rejudge_args->json, "Print a JSON array");
    add_judge_options(rejudge, rejudge_args->judge);
    rejudge->callback([&exit_code, rejudge_args] { exit_code = run_rejudge(*rejudge_args); });

    auto doctor_json = std::make_shared<bool>(false);
    auto* doctor = app.add_subcommand("doctor", "Say which sandbox protections this host gives");
    doctor->add_flag("--json", *doctor_json, "Print a JSON object");
    doctor->callback([&exit_code, doctor_json] { exit_code = run_doctor(*doctor_json); });
}

}  // namespace gridjudge::cli
