#include "judge/report/report_html.h"

#include "judge/report/ranking_html.h"
#include "judge/report/verdict_style.h"
#include "judge/util/html_text.h"

namespace gridjudge {
namespace {

std::string scope_text(const ReportScope& scope) {
    std::string text = scope.contest ? "contest " + *scope.contest : "all contests";
    text += scope.problem ? ", problem " + *scope.problem : ", all problems";
    return text;
}

std::string verdict_legend() {
    std::string html = "<dl class=\"legend\">\n";
    for (const Verdict verdict : kVerdictsBestFirst) {
        const std::string_view name = verdict_name(verdict);
        html += "<dt class=\"badge " + verdict_css_class(verdict) + "\">" + std::string(name) +
                "</dt><dd>" + html_escape(verdict_meaning(verdict)) + "</dd>\n";
    }
    return html + "</dl>\n";
}

}  // namespace

std::string ranking_report_html(const Ranking& ranking, const ReportScope& scope) {
    const std::string scope_html = html_escape(scope_text(scope));
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<title>Ranking: " +
           scope_html + "</title>\n<style>\n" + std::string(report_stylesheet()) +
           "</style>\n</head>\n<body>\n<main>\n" + "<h1>Ranking</h1>\n<p class=\"subtitle\">" +
           scope_html + " &middot; " + std::to_string(ranking.rows.size()) + " contestant" +
           (ranking.rows.size() == 1 ? "" : "s") + "</p>\n" +
           ranking_table_html(ranking, RankingLinks::None) + verdict_legend() +
           "</main>\n</body>\n</html>\n";
}

}  // namespace gridjudge
