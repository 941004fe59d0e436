#include "judge/web/contest_bar.h"

#include <cstdio>

#include "judge/util/html_text.h"

namespace gridjudge::web {

std::string duration_text(contest::Seconds seconds) {
    const long long total = seconds.count() < 0 ? 0 : seconds.count();
    char text[64];
    if (total >= 3600)
        std::snprintf(text, sizeof text, "%lld h %02lld min %02lld s", total / 3600,
                      total / 60 % 60, total % 60);
    else
        std::snprintf(text, sizeof text, "%lld min %02lld s", total / 60, total % 60);
    return text;
}

std::string contest_bar_html(const ContestBar& bar) {
    const std::string base = "/contests/" + html_escape(url_encode(bar.contest_id));
    std::string html = "<section class=\"contest-bar\"><a class=\"contest-name\" href=\"" + base +
                       "\">" + html_escape(bar.contest_name) + "</a> <span class=\"tag phase\">" +
                       html_escape(bar.phase) + "</span>";
    if (bar.time_left)
        html += " <span class=\"clock\" data-left=\"" + std::to_string(bar.time_left->count()) +
                "\">" + duration_text(*bar.time_left) + " left</span>";
    html += " <a href=\"" + base + "/scoreboard\">Scoreboard</a>";
    if (bar.jury) html += " <a href=\"" + base + "/jury\">Jury</a>";
    if (!bar.account_name.empty())
        html += " <span class=\"who\">" + html_escape(bar.account_name) +
                "</span> <form class=\"logout\" method=\"post\" action=\"/logout\"><input "
                "type=\"hidden\" name=\"csrf\" value=\"" +
                html_escape(bar.csrf_token) + "\"><button type=\"submit\">Log out</button></form>";
    else
        html += " <a href=\"/login?next=" + html_escape(url_encode(base)) + "\">Log in</a>";
    return html + "</section>\n";
}

}  // namespace gridjudge::web
