// The live contests' pages, rendered from plain views (contest_views.h) into whole documents.
// Every text a team controls (its name, a file name, a clarification) is escaped here.
#pragma once

#include <string>
#include <vector>

#include "db/records.h"
#include "judge/contest/scoreboard.h"
#include "judge/web/contest_views.h"
#include "judge/web/scoreboard_delta.h"

namespace gridjudge::web {

struct ContestListEntry {
    std::string id, name, phase;
};
std::string contest_list_page(const std::vector<ContestListEntry>& contests);

// A team's start page: the problems, the submit form (only the contest's languages, the size
// cap stated), its own submissions with their live status, its clarifications and the form to
// ask one.
struct TeamHomeView {
    ContestBar bar;
    std::vector<ContestProblemView> problems;
    std::vector<LanguageOption> languages;
    std::size_t max_source_bytes = 0;
    bool may_submit = false;                        // the clock runs for this team
    std::string submit_closed;                      // why not, when it may not
    std::vector<ContestSubmissionRow> submissions;  // its own, newest first
    std::vector<ClarificationView> clarifications;
};
std::string team_home_page(const TeamHomeView& view);
std::string contest_problem_page(const ContestBar& bar, const ContestProblemView& problem);
// "Submission 12 received": what was sent, and where its verdict will show.
std::string submission_received_page(const ContestBar& bar, const ContestSubmissionRow& row);
// One of the team's own submissions (or any, for the jury), with its source. `jury_results`:
// the per-test results of the judging that holds (the jury's view only; null for a team, which
// sees only what the contest's feedback allows).
std::string contest_submission_page(const ContestBar& bar, const ContestSubmissionRow& row,
                                    const std::string& source,
                                    const std::vector<db::ResultRecord>* jury_results = nullptr);

// The scoreboard's table alone: what the page holds and what its event stream sends; rendered
// row by row for the stream's deltas (scoreboard_delta.h).
RenderedBoard rendered_board(const contest::Scoreboard& board,
                             const std::vector<contest::ContestProblem>& problems,
                             const std::vector<contest::Team>& teams);
std::string scoreboard_table(const contest::Scoreboard& board,
                             const std::vector<contest::ContestProblem>& problems,
                             const std::vector<contest::Team>& teams);
std::string scoreboard_page(const ContestBar& bar, const std::string& table_html, bool frozen);

struct JuryView {
    ContestBar bar;
    std::vector<ContestSubmissionRow> submissions;  // all, newest first
    std::vector<ClarificationView> clarifications;
    std::vector<contest::Team> teams;     // for "answer to"
    std::vector<std::string> operations;  // the operator buttons the state allows: "start", …
};
std::string jury_page(const JuryView& view);

// The rows of a team's submission list as the status poll returns them (JSON text).
std::string submission_rows_json(const std::vector<ContestSubmissionRow>& rows);

}  // namespace gridjudge::web
