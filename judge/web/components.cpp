#include "judge/web/components.h"

#include "judge/model/package.h"
#include "judge/report/submission_state.h"
#include "judge/report/verdict_style.h"
#include "judge/util/html_text.h"

namespace gridjudge::web {

namespace {

std::string badge(std::optional<Verdict> verdict, const std::string& text, bool big) {
    const std::string title =
        verdict ? " title=\"" + html_escape(verdict_meaning(*verdict)) + "\"" : "";
    return "<span class=\"badge " + std::string(big ? "big " : "") + verdict_css_class(verdict) +
           "\"" + title + ">" + html_escape(text) + "</span>";
}

}  // namespace

std::string verdict_badge(Verdict verdict, bool big) {
    return badge(verdict, std::string(verdict_name(verdict)), big);
}

std::string submission_badge(const db::SubmissionRecord& s, bool big) {
    const bool judged = s.status == SubmissionStatus::Done && s.verdict;
    return badge(judged ? s.verdict : std::nullopt, shown_verdict(s), big);
}

std::string user_link(const std::string& user) {
    return "<a class=\"user\" href=\"/submissions?user=" + html_escape(url_encode(user)) + "\">" +
           html_escape(user) + "</a>";
}

std::string problem_link(const std::string& problem_id) {
    return "<a href=\"/problems/" + html_escape(url_encode(problem_id)) + "\">" +
           html_escape(problem_id) + "</a>";
}

std::string submission_link(std::int64_t id, const std::string& text) {
    return "<a href=\"/submissions/" + std::to_string(id) + "\">" + html_escape(text) + "</a>";
}

std::string score_text(double score, double max_score) {
    return format_points(score) + "/" + format_points(max_score);
}

std::string select_menu(std::string_view name, std::string_view label,
                        const std::vector<MenuOption>& options,
                        const std::optional<std::string>& selected) {
    std::string html = "<label>" + html_escape(label) + " <select name=\"" + html_escape(name) +
                       "\"><option value=\"\">any</option>";
    for (const MenuOption& option : options)
        html += "<option value=\"" + html_escape(option.value) + "\"" +
                (selected == option.value ? " selected" : "") + ">" + html_escape(option.text) +
                "</option>";
    return html + "</select></label>";
}

std::vector<MenuOption> verdict_options() {
    std::vector<MenuOption> options;
    for (const Verdict verdict : kVerdictsBestFirst)
        options.push_back(
            {std::string(verdict_name(verdict)),
             std::string(verdict_name(verdict)) + " · " + std::string(verdict_meaning(verdict))});
    return options;
}

std::vector<MenuOption> plain_options(const std::vector<std::string>& values) {
    std::vector<MenuOption> options;
    for (const std::string& value : values) options.push_back({value, value});
    return options;
}

}  // namespace gridjudge::web
