// The ranking page (/): contestants by total score, filterable by contest and problem.
#include "judge/report/ranking_html.h"
#include "judge/util/html_text.h"
#include "judge/web/components.h"
#include "judge/web/layout.h"
#include "judge/web/pages.h"

namespace gridjudge::web {
namespace {

std::string api_link(const db::SubmissionFilter& filter) {
    std::string query;
    if (filter.contest) query += "contest=" + url_encode(*filter.contest);
    if (filter.problem)
        query += (query.empty() ? "" : "&") + ("problem=" + url_encode(*filter.problem));
    return "/api/ranking" + (query.empty() ? "" : "?" + query);
}

}  // namespace

std::string ranking_page(const RankingView& view) {
    const std::size_t contestants = view.ranking.rows.size();
    std::string body = "<h1>Ranking</h1>\n<p class=\"subtitle\">" +
                       html_escape(view.filter.contest ? "contest " + *view.filter.contest
                                                       : std::string("all contests")) +
                       " &middot; " +
                       html_escape(view.filter.problem ? "problem " + *view.filter.problem
                                                       : std::string("all problems")) +
                       " &middot; " + std::to_string(contestants) + " contestant" +
                       (contestants == 1 ? "" : "s") + "</p>\n";
    body += "<form class=\"filters\" method=\"get\" action=\"/\">" +
            select_menu("contest", "Contest", plain_options(view.contests), view.filter.contest) +
            select_menu("problem", "Problem", plain_options(view.problems), view.filter.problem) +
            "<button type=\"submit\">Show</button></form>\n";
    body += ranking_table_html(view.ranking, RankingLinks::Site);
    body +=
        "<p class=\"hint\">Each cell is the score of the contestant's latest judged "
        "submission to the problem; click it for the test-by-test review. <a href=\"" +
        html_escape(api_link(view.filter)) + "\">JSON</a></p>\n";
    return page_html("Ranking", Section::Ranking, body);
}

}  // namespace gridjudge::web
