#include "judge/web/markdown.h"

#include <optional>
#include <vector>

#include "judge/util/html_text.h"

namespace gridjudge::web {
namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

bool is_fence(std::string_view line) {
    return line.substr(0, 3) == "```";
}

// "## Input" -> level 2, "Input".
std::optional<std::pair<int, std::string_view>> heading(std::string_view line) {
    const std::size_t level = line.find_first_not_of('#');
    if (level == 0 || level > 6 || level == std::string_view::npos || line[level] != ' ')
        return std::nullopt;
    return std::pair{static_cast<int>(level), line.substr(level + 1)};
}

enum class ListKind { Bullet, Numbered };

struct ListItemStart {
    ListKind kind;
    std::string_view text;
    int number = 1;
};

// "- text" / "* text" / "12. text" at the start of a line.
std::optional<ListItemStart> list_item(std::string_view line) {
    if (line.size() > 2 && (line[0] == '-' || line[0] == '*') && line[1] == ' ')
        return ListItemStart{ListKind::Bullet, line.substr(2)};
    std::size_t digits = 0;
    int number = 0;
    while (digits < line.size() && digits < 6 && line[digits] >= '0' && line[digits] <= '9')
        number = number * 10 + (line[digits++] - '0');
    if (digits > 0 && line.substr(digits, 2) == ". ")
        return ListItemStart{ListKind::Numbered, line.substr(digits + 2), number};
    return std::nullopt;
}

bool is_continuation(std::string_view line) {
    return line.substr(0, 2) == "  " && !is_blank(line);
}

std::string_view trim(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) return {};
    return text.substr(begin, text.find_last_not_of(" \t") - begin + 1);
}

// Joins the lines of a paragraph or list item: Markdown treats a line break as a space.
std::string join(const std::vector<std::string_view>& lines) {
    std::string text;
    for (const std::string_view line : lines)
        text += (text.empty() ? "" : " ") + std::string(trim(line));
    return text;
}

class BlockRenderer {
  public:
    explicit BlockRenderer(std::string_view markdown) : lines_(split_lines(markdown)) {}

    std::string render() {
        while (at_ < lines_.size()) {
            const std::string_view line = lines_[at_];
            if (is_blank(line)) {
                ++at_;
            } else if (is_fence(line)) {
                code_block();
            } else if (auto h = heading(line)) {
                const std::string tag = "h" + std::to_string(std::min(h->first + 1, 6));
                html_ +=
                    "<" + tag + ">" + render_inline_markdown(trim(h->second)) + "</" + tag + ">\n";
                ++at_;
            } else if (auto item = list_item(line)) {
                list(item->kind, item->number);
            } else {
                paragraph();
            }
        }
        return std::move(html_);
    }

  private:
    void code_block() {
        std::string code;
        for (++at_; at_ < lines_.size() && !is_fence(lines_[at_]); ++at_)
            code += std::string(lines_[at_]) + "\n";
        ++at_;  // the closing fence (or the end of an unclosed block)
        html_ += "<pre><code>" + html_escape(code) + "</code></pre>\n";
    }

    void list(ListKind kind, int first_number) {
        const bool numbered = kind == ListKind::Numbered;
        html_ += numbered
                     ? (first_number == 1 ? std::string("<ol>\n")
                                          : "<ol start=\"" + std::to_string(first_number) + "\">\n")
                     : std::string("<ul>\n");
        std::optional<ListItemStart> item;
        while (at_ < lines_.size() && (item = list_item(lines_[at_])) && item->kind == kind) {
            std::vector<std::string_view> text{item->text};
            for (++at_; at_ < lines_.size() && is_continuation(lines_[at_]); ++at_)
                text.push_back(lines_[at_]);
            html_ += "<li>" + render_inline_markdown(join(text)) + "</li>\n";
        }
        html_ += numbered ? "</ol>\n" : "</ul>\n";
    }

    void paragraph() {
        std::vector<std::string_view> text;
        while (at_ < lines_.size() && !is_blank(lines_[at_]) && !is_fence(lines_[at_]) &&
               !heading(lines_[at_]) && (text.empty() || !list_item(lines_[at_])))
            text.push_back(lines_[at_++]);
        html_ += "<p>" + render_inline_markdown(join(text)) + "</p>\n";
    }

    std::vector<std::string_view> lines_;
    std::size_t at_ = 0;
    std::string html_;
};

}  // namespace

std::string render_inline_markdown(std::string_view text) {
    std::string html;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '`') {
            const std::size_t close = text.find('`', i + 1);
            if (close != std::string_view::npos) {
                html += "<code>" + html_escape(text.substr(i + 1, close - i - 1)) + "</code>";
                i = close + 1;
                continue;
            }
        } else if (text.substr(i, 2) == "**") {
            const std::size_t close = text.find("**", i + 2);
            if (close != std::string_view::npos && close > i + 2) {
                html += "<strong>" + render_inline_markdown(text.substr(i + 2, close - i - 2)) +
                        "</strong>";
                i = close + 2;
                continue;
            }
        } else if (text[i] == '*' && i + 1 < text.size() && text[i + 1] != ' ') {
            // "*word*" is emphasis; "n * m" (a star between spaces) stays a star.
            const std::size_t close = text.find('*', i + 1);
            if (close != std::string_view::npos && text[close - 1] != ' ') {
                html +=
                    "<em>" + render_inline_markdown(text.substr(i + 1, close - i - 1)) + "</em>";
                i = close + 1;
                continue;
            }
        }
        const std::size_t next = text.find_first_of("`*", i + 1);
        html += html_escape(text.substr(i, next == std::string_view::npos ? next : next - i));
        i = next == std::string_view::npos ? text.size() : next;
    }
    return html;
}

std::string render_markdown(std::string_view markdown) {
    return BlockRenderer(markdown).render();
}

}  // namespace gridjudge::web
