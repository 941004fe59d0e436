// The web UI's pages, each rendered from a view (review_data.h) into a whole HTML document.
// Rendering never reads the database, so every page can be tested from plain records.
#pragma once

#include <string>
#include <vector>

#include "judge/web/review_data.h"

namespace gridjudge::web {

std::string ranking_page(const RankingView& view);
std::string submissions_page(const SubmissionListView& view);
// `can_rejudge`: the server was started with a token, so the page offers the rejudge form.
std::string submission_page(const SubmissionView& view, bool can_rejudge);
std::string problems_page(const std::vector<ProblemView>& problems);
std::string problem_page(const ProblemView& view);
std::string error_page(int status, const std::string& message);

}  // namespace gridjudge::web
