// Small HTML pieces the pages share: verdict badges, links to contestants, problems and
// submissions, and the filter menus. Every argument is plain text and escaped here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/records.h"

namespace gridjudge::web {

// The verdict in its colour; for a submission not judged yet, its status ("queued").
std::string verdict_badge(Verdict verdict, bool big = false);
std::string submission_badge(const db::SubmissionRecord& submission, bool big = false);

std::string user_link(const std::string& user);  // to the contestant's submissions
std::string problem_link(const std::string& problem_id);
std::string submission_link(std::int64_t id, const std::string& text);

// "12.5/100"
std::string score_text(double score, double max_score);

struct MenuOption {
    std::string value, text;
};

// <label>LABEL <select name=NAME>: an "any" entry (empty value), then `options`, with the one
// equal to `selected` chosen.
std::string select_menu(std::string_view name, std::string_view label,
                        const std::vector<MenuOption>& options,
                        const std::optional<std::string>& selected);

// The options for menus of verdicts (best first).
std::vector<MenuOption> verdict_options();
std::vector<MenuOption> plain_options(const std::vector<std::string>& values);

}  // namespace gridjudge::web
