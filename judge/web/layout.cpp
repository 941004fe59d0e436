#include "judge/web/layout.h"

#include <array>

#include "judge/util/html_text.h"

namespace gridjudge::web {
namespace {

std::string navigation(Section current) {
    struct Link {
        Section section;
        std::string_view href, text;
    };
    constexpr std::array kLinks{Link{Section::Ranking, "/", "Ranking"},
                                Link{Section::Submissions, "/submissions", "Submissions"},
                                Link{Section::Problems, "/problems", "Problems"}};
    std::string html = "<header class=\"top\"><nav><a class=\"brand\" href=\"/\">gridjudge</a>";
    for (const Link& link : kLinks)
        html += "<a href=\"" + std::string(link.href) + "\"" +
                (link.section == current ? " class=\"current\" aria-current=\"page\"" : "") + ">" +
                std::string(link.text) + "</a>";
    return html + "</nav></header>\n";
}

}  // namespace

std::string page_html(std::string_view title, Section section, std::string_view body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<title>" +
           html_escape(title) +
           " · gridjudge</title>\n"
           "<link rel=\"icon\" href=\"/static/favicon.svg\" type=\"image/svg+xml\">\n"
           "<link rel=\"stylesheet\" href=\"/static/report.css\">\n"
           "<link rel=\"stylesheet\" href=\"/static/site.css\">\n"
           "<script src=\"/static/app.js\" defer></script>\n</head>\n<body>\n" +
           navigation(section) + "<main>\n" + std::string(body) +
           "</main>\n<footer>gridjudge &middot; coach review</footer>\n</body>\n</html>\n";
}

}  // namespace gridjudge::web
