// report: the contest ranking (contestant x problem, total) in the terminal, or exported as
// CSV, a self-contained HTML file or JSON. Read-only: it never creates or changes the database.
#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/report/ranking.h"
#include "judge/report/ranking_json.h"
#include "judge/report/report_csv.h"
#include "judge/report/report_html.h"
#include "judge/util/files.h"

namespace gridjudge::cli {
namespace {

struct ReportArguments {
    std::string problem, contest, csv, html;
    bool json = false;
};

// "-" is standard output; a file is written whole or not at all.
void write_export(const std::string& destination, const std::string& content) {
    if (destination == "-") {
        std::cout << content;
        return;
    }
    try {
        write_file_atomic(destination, content);
    } catch (const std::exception& error) {
        throw CommandError(error.what());
    }
    std::cerr << "wrote " << destination << "\n";
}

int run_report(const GlobalOptions& global, const ReportArguments& args) {
    if ((args.csv == "-") + (args.html == "-") + args.json > 1)
        throw CommandError("only one of --csv -, --html - and --json can use standard output");
    std::unique_ptr<db::Store> store = open_database(global.db, db::OpenMode::ReadOnly);
    db::SubmissionFilter filter;
    if (!args.problem.empty())
        filter.problem = stored_problem_or_throw(*store, args.problem).record.id;
    if (!args.contest.empty()) filter.contest = args.contest;
    const Ranking ranking = compute_ranking(store->submissions(filter));

    if (!args.csv.empty()) write_export(args.csv, ranking_csv(ranking));
    if (!args.html.empty())
        write_export(args.html, ranking_report_html(ranking, {filter.contest, filter.problem}));
    if (args.csv == "-" || args.html == "-") return 0;  // standard output holds the export
    if (args.json) {
        print_json(ranking_json(ranking, filter.contest));
        return 0;
    }
    std::cout << (filter.contest ? "contest " + *filter.contest : "all contests") << ", "
              << (filter.problem ? "problem " + *filter.problem : "all problems") << "\n"
              << render_ranking(ranking);
    return 0;
}

}  // namespace

void add_report_command(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto args = std::make_shared<ReportArguments>();
    auto* report = app.add_subcommand("report", "Rank the contestants; export as CSV or HTML");
    report->add_option("--problem", args->problem, "Only this problem");
    report->add_option("--contest", args->contest, "Only this contest (default: every one)");
    report->add_option("--csv", args->csv, "Write the ranking as CSV to FILE ('-': stdout)")
        ->transform(path_argument());
    report
        ->add_option("--html", args->html,
                     "Write the ranking as a self-contained HTML file ('-': stdout)")
        ->transform(path_argument());
    report->add_flag("--json", args->json, "Print the ranking as JSON (like grade --json)");
    report->callback([&exit_code, &global, args] { exit_code = run_report(global, *args); });
}

}  // namespace gridjudge::cli
