// The submission list (/submissions): newest first, filterable by problem, contestant,
// verdict and contest.
#include "judge/util/html_text.h"
#include "judge/web/components.h"
#include "judge/web/layout.h"
#include "judge/web/pages.h"

namespace gridjudge::web {
namespace {

std::string filter_form(const SubmissionListView& view) {
    return "<form class=\"filters\" method=\"get\" action=\"/submissions\">" +
           select_menu("problem", "Problem", plain_options(view.problems), view.filter.problem) +
           select_menu("user", "Contestant", plain_options(view.users), view.filter.user) +
           select_menu("verdict", "Verdict", verdict_options(),
                       view.filter.verdict
                           ? std::optional<std::string>(verdict_name(*view.filter.verdict))
                           : std::nullopt) +
           select_menu("contest", "Contest", plain_options(view.contests), view.filter.contest) +
           "<button type=\"submit\">Filter</button> <a href=\"/submissions\">clear</a></form>\n";
}

std::string row(const db::SubmissionRecord& s) {
    return "<tr><td class=\"num\">" + submission_link(s.id, std::to_string(s.id)) + "</td><td>" +
           html_escape(s.submitted_at) + "</td><td>" + user_link(s.user) + "</td><td>" +
           problem_link(s.problem_id) + "</td><td>" + html_escape(s.language) + "</td><td>" +
           html_escape(s.contest) + "</td><td>" + submission_badge(s) + "</td><td class=\"num\">" +
           score_text(s.score, s.max_score) + "</td></tr>\n";
}

}  // namespace

std::string submissions_page(const SubmissionListView& view) {
    std::string body = "<h1>Submissions</h1>\n<p class=\"subtitle\">" +
                       std::to_string(view.submissions.size()) + " shown, newest first</p>\n" +
                       filter_form(view);
    if (view.submissions.empty()) {
        body += "<p class=\"empty\">No submission matches these filters.</p>\n";
    } else {
        body +=
            "<table class=\"submissions\">\n<thead><tr><th class=\"num\">#</th><th>Submitted"
            "</th><th>Contestant</th><th>Problem</th><th>Language</th><th>Contest</th>"
            "<th>Verdict</th><th class=\"num\">Score</th></tr></thead>\n<tbody>\n";
        for (const db::SubmissionRecord& s : view.submissions) body += row(s);
        body += "</tbody>\n</table>\n";
    }
    return page_html("Submissions", Section::Submissions, body);
}

}  // namespace gridjudge::web
