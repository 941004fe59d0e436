// The frame every page of the web UI shares: head (stylesheets, script, icon), the navigation
// bar with the current section marked, and the footer. Pages supply the title and the body.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge::web {

enum class Section { Ranking, Submissions, Problems, None };

// `title` is plain text (escaped here); `body` is HTML the page built with escaping.
std::string page_html(std::string_view title, Section section, std::string_view body);

}  // namespace gridjudge::web
