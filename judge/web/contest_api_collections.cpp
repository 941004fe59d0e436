#include "judge/web/contest_api_collections.h"

#include <algorithm>

#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_json_clarification.h"
#include "judge/app/contest_json_contest.h"
#include "judge/app/contest_json_language.h"
#include "judge/app/contest_json_problem.h"
#include "judge/app/contest_json_submission.h"
#include "judge/app/contest_json_team.h"
#include "judge/app/contest_scoreboard.h"
#include "judge/app/contest_viewer.h"
#include "judge/compile/language.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/web/contest_api_upload.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

using Json = nlohmann::ordered_json;
using contest::Milliseconds;

// The endpoints this server answers, with the properties it writes (the access endpoint).
const std::vector<std::pair<std::string, std::vector<std::string>>>& endpoint_properties() {
    static const std::vector<std::pair<std::string, std::vector<std::string>>> list = {
        {"contest",
         {"id", "name", "formal_name", "start_time", "duration", "scoreboard_freeze_duration",
          "scoreboard_type", "penalty_time"}},
        {"state", {"started", "frozen", "ended", "thawed", "finalized", "end_of_updates"}},
        {"languages", {"id", "name", "entry_point_required", "extensions"}},
        {"judgement-types", {"id", "name", "penalty", "solved"}},
        {"problems",
         {"id", "label", "name", "ordinal", "rgb", "color", "time_limit", "test_data_count"}},
        {"groups", {"id", "name"}},
        {"organizations", {"id", "name", "formal_name", "country"}},
        {"teams", {"id", "name", "label", "display_name", "organization_id", "hidden"}},
        {"accounts", {"id", "username", "name", "type", "team_id"}},
        {"submissions",
         {"id", "language_id", "problem_id", "team_id", "time", "contest_time", "files"}},
        {"judgements",
         {"id", "submission_id", "judgement_type_id", "score", "start_time", "start_contest_time",
          "end_time", "end_contest_time", "max_run_time"}},
        {"runs",
         {"id", "judgement_id", "ordinal", "judgement_type_id", "time", "contest_time",
          "run_time"}},
        {"clarifications",
         {"id", "from_team_id", "to_team_id", "reply_to_id", "problem_id", "text", "time",
          "contest_time"}},
        {"scoreboard", {"time", "contest_time", "state", "rows"}},
    };
    return list;
}

// A visible submission's contest times count from its team's window start.
app::ContestClockOrigin origin_of(const app::VisibleSubmission& s) {
    return {app::stored_time(s.submitted_at, "submitted_at") - s.contest_time};
}

}  // namespace

ContestApiData::ContestApiData(db::ContestStore& contests, db::Store& submissions,
                               const std::string& contest_id, const app::Viewer& viewer,
                               contest::TimePoint now, bool strict)
    : contests_(contests),
      submissions_(submissions),
      contest_(app::contest_for_viewer(contests, contest_id, viewer)),
      viewer_(viewer),
      clock_(app::contest_clock(contest_, now)),
      now_(now),
      strict_(strict) {}

Json ContestApiData::contest_object() const {
    return app::contest_json(contest_, strict_);
}

Json ContestApiData::state() const {
    return app::state_json(app::contest_state_times(contest_, now_));
}

Json ContestApiData::access() const {
    Json capabilities = Json::array();
    if (viewer_.is_team()) {
        capabilities.push_back("team_submit");
        capabilities.push_back("team_clar");
    }
    Json endpoints = Json::array();
    for (const auto& [type, properties] : endpoint_properties()) {
        const bool private_data =
            type == "accounts" || type == "submissions" || type == "judgements" || type == "runs";
        if (type == "runs" && !viewer_.is_jury()) continue;
        if (private_data && viewer_.role == app::ViewerRole::anonymous) continue;
        endpoints.push_back({{"type", type}, {"properties", properties}});
    }
    return {{"capabilities", std::move(capabilities)}, {"endpoints", std::move(endpoints)}};
}

Json ContestApiData::submissions_or_judgements(bool judgements) {
    Json list = Json::array();
    const bool score = contest_.settings.scoring != contest::ScoringKind::pass_fail;
    for (const app::VisibleSubmission& visible : app::submissions_for_viewer(
             submissions_, contests_, contest_.settings.id, viewer_, now_)) {
        const std::optional<db::SubmissionRecord> record = submissions_.submission(visible.id);
        if (!record) continue;
        const app::ContestClockOrigin origin = origin_of(visible);
        if (!judgements) {
            list.push_back(app::submission_json(*record, origin, strict_));
            continue;
        }
        if (visible.result_hidden) continue;
        for (const db::SubmissionRecord& judging : judgings_of(*record))
            list.push_back(app::judgement_json(judging, origin, score));
    }
    return list;
}

std::vector<db::SubmissionRecord> ContestApiData::judgings_of(const db::SubmissionRecord& record) {
    std::vector<db::SubmissionRecord> judgings{record};
    // Only the jury sees that a submission was judged again (and each judging).
    if (!viewer_.is_jury()) return judgings;
    db::SubmissionFilter filter;
    filter.contest = contest_.settings.id;
    filter.user = record.user;
    filter.problem = record.problem_id;
    for (const db::SubmissionRecord& other : submissions_.submissions(filter))
        if (other.rejudge_of == record.id)
            if (std::optional<db::SubmissionRecord> full = submissions_.submission(other.id))
                judgings.push_back(std::move(*full));
    return judgings;
}

Json ContestApiData::runs() {
    Json list = Json::array();
    if (!viewer_.is_jury()) return list;
    for (const app::VisibleSubmission& visible : app::submissions_for_viewer(
             submissions_, contests_, contest_.settings.id, viewer_, now_)) {
        const std::optional<db::SubmissionRecord> record = submissions_.submission(visible.id);
        if (!record) continue;
        for (const db::SubmissionRecord& judging : judgings_of(*record))
            for (Json& run : app::runs_json(judging, origin_of(visible)))
                list.push_back(std::move(run));
    }
    return list;
}

std::optional<Json> ContestApiData::collection(const std::string& endpoint) {
    const std::string& id = contest_.settings.id;
    Json list = Json::array();
    if (endpoint == "problems") {
        for (const contest::ContestProblem& problem :
             app::problems_for_viewer(contests_, id, viewer_, now_)) {
            list.push_back(
                app::problem_json(problem, app::problem_facts(submissions_, problem.id)));
        }
    } else if (endpoint == "languages") {
        for (const Language& language : languages())
            if (contest_.languages.empty() ||
                std::find(contest_.languages.begin(), contest_.languages.end(), language.id) !=
                    contest_.languages.end())
                list.push_back(app::language_json(language, strict_));
    } else if (endpoint == "judgement-types") {
        list = app::judgement_types_json();
    } else if (endpoint == "groups") {
        // gridjudge has no team groups (categories): an empty collection, as the spec allows.
    } else if (endpoint == "organizations") {
        for (const contest::Organization& organization : contests_.organizations(id))
            list.push_back(app::organization_json(organization));
    } else if (endpoint == "teams") {
        for (const contest::Team& team : app::teams_for_viewer(contests_, id, viewer_))
            list.push_back(app::team_json(team, strict_));
    } else if (endpoint == "accounts") {
        if (viewer_.role == app::ViewerRole::anonymous) return list;
        for (const db::AccountRecord& account : contests_.accounts(id))
            if (viewer_.is_jury() || account.account.id == viewer_.account_id)
                list.push_back(app::account_json(account.account));
    } else if (endpoint == "submissions") {
        list = submissions_or_judgements(false);
    } else if (endpoint == "judgements") {
        list = submissions_or_judgements(true);
    } else if (endpoint == "runs") {
        list = runs();
    } else if (endpoint == "clarifications") {
        const app::ContestClockOrigin origin{clock_.start.value_or(contest::TimePoint{})};
        for (const db::ClarificationRecord& c :
             app::clarifications_for_viewer(contests_, id, viewer_))
            list.push_back(app::clarification_json(c, origin));
    } else {
        return std::nullopt;
    }
    return list;
}

std::string ContestApiData::submission_files(const std::string& submission_id) {
    const std::string missing =
        "there is no submission '" + submission_id + "' in contest '" + contest_.settings.id + "'";
    std::int64_t id = 0;
    try {
        std::size_t used = 0;
        id = std::stoll(submission_id, &used);
        if (used != submission_id.size()) throw HttpError(404, missing);
    } catch (const std::logic_error&) {
        throw HttpError(404, missing);
    }
    const app::VisibleSubmission visible = app::submission_for_viewer(
        submissions_, contests_, contest_.settings.id, id, viewer_, now_);
    const std::string source = app::submission_source_for_viewer(submissions_, contests_,
                                                                 contest_.settings.id, id, viewer_);
    return zip_source(visible.source_name.empty() ? "source" : visible.source_name, source);
}

Json ContestApiData::scoreboard() {
    const app::ContestScoreboard board = app::contest_scoreboard(
        submissions_, contests_, contest_.settings.id, app::audience_of(viewer_), now_);
    contest::ScoreboardJsonContext context;
    context.time = std::chrono::time_point_cast<Milliseconds>(now_);
    context.contest_time = std::chrono::duration_cast<Milliseconds>(board.clock.elapsed);
    context.state = app::contest_state_times(board.contest, now_);
    context.strict = strict_;
    return Json::parse(contest::scoreboard_json(board.board, context));
}

}  // namespace gridjudge::web
