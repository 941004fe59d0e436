// From the contest use cases' answers to the pages' views (contest_views.h), and their errors to
// HTTP: the glue every contest route shares. Nothing here decides what a viewer may see: the
// use cases (judge/app/contest_viewer.h) already did.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judge/app/contest_error.h"
#include "judge/app/contest_viewer.h"
#include "judge/web/contest_session.h"
#include "judge/web/contest_views.h"
#include "judge/web/handler.h"
#include "judge/web/live_progress.h"

namespace gridjudge::web {

// The HTTP status of a use case's refusal, for the pages and the Contest API alike: not_found
// 404, invalid 400, wrong_state and conflict 409, forbidden 403, rate_limited 429.
int contest_error_status(app::ContestError::Kind kind);
// Answers `error` as its status (an HttpError, thrown), with Retry-After on `response` when the
// use case said when to try again (a rate-limited team).
[[noreturn]] void throw_contest_error(const app::ContestError& error, httplib::Response& response);

// guarded() with the use cases' ContestError turned into its status (contest_error_status). The
// message is shown as it is.
httplib::Server::Handler contest_guarded(Format format, RouteHandler handle);

// The bar on top of every page of `contest` for this visitor.
ContestBar contest_bar(db::ContestStore& contests, const db::ContestRecord& contest,
                       const Visitor& visitor, contest::TimePoint now);

// Labels and names by id, to show a submission's or clarification's problem and team.
struct ContestNames {
    std::map<std::string, contest::ContestProblem> problems;
    std::map<std::string, std::string> teams;  // id -> name shown
};
ContestNames contest_names(const std::vector<contest::ContestProblem>& problems,
                           const std::vector<contest::Team>& teams);

// `live`: what this server's own workers report (null: none, or the viewer may not follow the
// tests); a submission being judged then reads "judging (test 3 of 20)" or "judging
// (compiling)". A worker in another process reports nothing here: it reads "judging".
ContestSubmissionRow submission_row(const app::VisibleSubmission& submission,
                                    const ContestNames& names,
                                    const LiveProgressBoard* live = nullptr);
// The progress board a viewer's rows may read: the server's own, except for a team of an OI
// contest, whose results (and so where a run stops) are hidden until the end.
const LiveProgressBoard* progress_board_for(const LiveProgressBoard* board,
                                            const db::ContestRecord& contest,
                                            const app::Viewer& viewer);
ClarificationView clarification_view(const db::ClarificationRecord& clarification,
                                     const ContestNames& names);

// A contest path's id part, checked (the Contest API's id characters) so that it can be put in
// a URL and a key as it is; HttpError 404 otherwise.
std::string contest_id_of(const std::string& text);

}  // namespace gridjudge::web
