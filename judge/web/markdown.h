// A small, safe Markdown renderer for the problem statements (reference/*/statement.md).
// It knows only what the statements use: headings, paragraphs, bullet and numbered lists (with
// indented continuation lines), fenced code blocks, `code`, **bold** and *emphasis*. All text is
// escaped and only these tags are produced: no raw HTML, no links, nothing that runs.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge::web {

// "# Title" becomes <h2>: a statement sits under the page's own <h1>.
std::string render_markdown(std::string_view markdown);

// The inline part alone: `code`, **bold**, *emphasis*; everything else escaped.
std::string render_inline_markdown(std::string_view text);

}  // namespace gridjudge::web
