// The page for a request the server cannot answer: the status, and a message that says why.
#include "judge/util/html_text.h"
#include "judge/web/layout.h"
#include "judge/web/pages.h"

namespace gridjudge::web {
namespace {

std::string status_title(int status) {
    switch (status) {
        case 400:
            return "Bad request";
        case 401:
            return "Token needed";
        case 403:
            return "Not allowed";
        case 404:
            return "Not found";
        case 503:
            return "Database unavailable";
        default:
            return status >= 500 ? "Server error" : "Error";
    }
}

}  // namespace

std::string error_page(int status, const std::string& message) {
    const std::string title = status_title(status);
    return page_html(title, Section::None,
                     "<h1>" + title + "</h1>\n<p class=\"error\"><span class=\"status\">" +
                         std::to_string(status) + "</span> " + html_escape(message) +
                         "</p>\n<p><a href=\"/\">Back to the ranking</a></p>\n");
}

}  // namespace gridjudge::web
