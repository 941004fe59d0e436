// What the pages and the JSON API show, read from the store in one place: a page or an API
// route asks for a view, then only renders it. A missing submission or problem is a 404
// HttpError; every read goes through a read-only store.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/model/package.h"
#include "judge/report/ranking.h"

namespace gridjudge::web {

struct RankingView {
    db::SubmissionFilter filter;  // contest and problem the ranking covers
    Ranking ranking;
    std::vector<std::string> contests;  // every contest in the database, for the menu
    std::vector<std::string> problems;  // every problem id, for the menu
};

struct SubmissionListView {
    db::SubmissionFilter filter;
    std::vector<db::SubmissionRecord> submissions;  // newest first, without source and results
    std::vector<std::string> users, contests;       // every one in the database, for the menus
    std::vector<std::string> problems;
};

// Where a wrong output first departs from the answer, with the start of the test's input.
struct DifferenceExcerpt {
    std::size_t result_index = 0;  // in submission.results: the first test with a difference
    std::string input_head;        // the first lines of that test's input
    bool input_truncated = false;
};

struct SubmissionView {
    db::SubmissionRecord submission;  // with source, results and groups
    std::optional<DifferenceExcerpt> difference;
};

struct ProblemVersion {
    db::TestSetRecord test_set;
    ProblemPackage package;
};

struct ProblemView {
    db::ProblemRecord record;
    std::vector<ProblemVersion> versions;
    std::optional<ProblemVersion> shown;    // the version asked for, else the active one
    std::vector<db::TestRecord> tests;      // of the shown version, without data
    std::string statement;                  // of the shown version: its first statement's text
    std::string statement_format;           // "markdown", "html", "tex", "text"
    std::map<Verdict, int> verdict_counts;  // over every judged submission
};

RankingView load_ranking(db::Store& store, const db::SubmissionFilter& filter);
SubmissionListView load_submission_list(db::Store& store, const db::SubmissionFilter& filter);
SubmissionView load_submission(db::Store& store, std::int64_t id);
ProblemView load_problem(db::Store& store, const std::string& name, std::optional<int> version);
std::vector<std::string> problem_ids(db::Store& store);
// A 400 HttpError when a filter names a problem the database does not hold.
void require_known_problem(db::Store& store, const db::SubmissionFilter& filter);

}  // namespace gridjudge::web
