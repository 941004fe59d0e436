// show and list: stored submissions, for people and (with --json) for scripts.
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/report/submission_json.h"
#include "judge/report/submission_state.h"
#include "judge/report/table.h"

namespace gridjudge::cli {
namespace {

struct ShowArguments {
    std::int64_t id = 0;
    bool json = false;
};

struct ListArguments {
    std::string problem, user, contest, verdict;
    bool json = false;
};

int run_list(const GlobalOptions& global, const ListArguments& args) {
    std::unique_ptr<db::Store> store = open_database(global.db, db::OpenMode::ReadOnly);
    db::SubmissionFilter filter;
    if (!args.problem.empty())
        filter.problem = stored_problem_or_throw(*store, args.problem).record.id;
    if (!args.user.empty()) filter.user = args.user;
    if (!args.contest.empty()) filter.contest = args.contest;
    if (!args.verdict.empty()) {
        filter.verdict = parse_verdict(args.verdict);
        if (!filter.verdict)
            throw CommandError("--verdict: '" + args.verdict +
                               "' is not a verdict (AC, WA, PE, TLE, MLE, OLE, RE, IE, CE)");
    }
    std::vector<db::SubmissionRecord> list = store->submissions(filter);
    if (args.json) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const db::SubmissionRecord& s : list) array.push_back(submission_summary_json(s));
        print_json(array);
        return 0;
    }
    TextTable table({"id", "user", "problem", "language", "verdict", "score", "submitted"},
                    {true, false, false, false, false, true, false});
    for (const db::SubmissionRecord& s : list)
        table.add_row({std::to_string(s.id), s.user, s.problem_id, s.language, shown_verdict(s),
                       shown_score(s), s.submitted_at});
    std::cout << table.render();
    return 0;
}

}  // namespace

void add_review_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto show_args = std::make_shared<ShowArguments>();
    auto* show = app.add_subcommand("show", "Show one submission test by test");
    show->add_option("id", show_args->id, "Submission id")->required();
    show->add_flag("--json", show_args->json, "Print the JSON object (same as submit --json)");
    show->callback([&exit_code, &global, show_args] {
        std::unique_ptr<db::Store> store = open_database(global.db, db::OpenMode::ReadOnly);
        print_submission(*store, show_args->id, show_args->json);
        exit_code = 0;
    });

    auto list_args = std::make_shared<ListArguments>();
    auto* list = app.add_subcommand("list", "List submissions, newest first");
    list->add_option("--problem", list_args->problem, "Only this problem");
    list->add_option("--user", list_args->user, "Only this contestant");
    list->add_option("--contest", list_args->contest, "Only this contest");
    list->add_option("--verdict", list_args->verdict, "Only this verdict (AC, WA, ...)");
    list->add_flag("--json", list_args->json, "Print a JSON array");
    list->callback([&exit_code, &global, list_args] { exit_code = run_list(global, *list_args); });
}

}  // namespace gridjudge::cli
