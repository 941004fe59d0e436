#include "judge/web/contest_data.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/model/verdict.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

std::string score_text(double score) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", score);
    return text;
}

}  // namespace

int contest_error_status(app::ContestError::Kind kind) {
    switch (kind) {
        case app::ContestError::Kind::not_found:
            return 404;
        case app::ContestError::Kind::invalid:
            return 400;
        case app::ContestError::Kind::wrong_state:
        case app::ContestError::Kind::conflict:
            return 409;
        case app::ContestError::Kind::forbidden:
            return 403;
        case app::ContestError::Kind::rate_limited:
            return 429;
    }
    return 400;
}

void throw_contest_error(const app::ContestError& error, httplib::Response& response) {
    if (error.retry_after().count() > 0)
        response.set_header("Retry-After", std::to_string(error.retry_after().count()));
    throw HttpError(contest_error_status(error.kind()), error.what());
}

httplib::Server::Handler contest_guarded(Format format, RouteHandler handle) {
    return guarded(format, [handle = std::move(handle)](const httplib::Request& request,
                                                        httplib::Response& response) {
        try {
            handle(request, response);
        } catch (const app::ContestError& error) {
            throw_contest_error(error, response);
        }
    });
}

ContestBar contest_bar(db::ContestStore& contests, const db::ContestRecord& contest,
                       const Visitor& visitor, contest::TimePoint now) {
    ContestBar bar;
    bar.contest_id = contest.settings.id;
    bar.contest_name = contest.settings.name;
    const app::ContestClock clock = app::clock_for_viewer(contests, contest, visitor.viewer, now);
    bar.phase = app::contest_phase_name(clock.phase);
    bar.ends = clock.end;
    if (clock.phase == app::ContestPhase::running || clock.phase == app::ContestPhase::frozen ||
        clock.phase == app::ContestPhase::paused)
        bar.time_left = clock.remaining;
    bar.account_name = visitor.viewer.name.empty() ? visitor.viewer.username : visitor.viewer.name;
    bar.csrf_token = visitor.csrf_token;
    bar.jury = visitor.viewer.is_jury();
    return bar;
}

ContestNames contest_names(const std::vector<contest::ContestProblem>& problems,
                           const std::vector<contest::Team>& teams) {
    ContestNames names;
    for (const contest::ContestProblem& p : problems) names.problems[p.id] = p;
    for (const contest::Team& t : teams)
        names.teams[t.id] = t.display_name.empty() ? t.name : t.display_name;
    return names;
}

const LiveProgressBoard* progress_board_for(const LiveProgressBoard* board,
                                            const db::ContestRecord& contest,
                                            const app::Viewer& viewer) {
    if (viewer.is_jury()) return board;
    return contest.settings.scoring == contest::ScoringKind::oi ? nullptr : board;
}

ContestSubmissionRow submission_row(const app::VisibleSubmission& s, const ContestNames& names,
                                    const LiveProgressBoard* live) {
    ContestSubmissionRow row;
    row.id = s.id;
    row.team_id = s.team_id;
    const auto team = names.teams.find(s.team_id);
    row.team_name = team == names.teams.end() ? s.team_id : team->second;
    row.problem_label = s.problem_label;
    const auto problem = names.problems.find(s.problem_id);
    if (problem != names.problems.end()) row.problem_name = problem->second.name;
    row.language = s.language;
    row.file_name = s.source_name;
    const std::string reltime = app::contest_reltime(s.contest_time);  // "h:mm:ss.000"
    row.contest_time = reltime.substr(0, reltime.find('.'));
    switch (s.state) {
        case contest::JudgingState::queued:
            row.status = "queued";
            break;
        case contest::JudgingState::judging: {
            row.status = "judging";
            const std::optional<LiveProgress> progress = live ? live->progress(s.id) : std::nullopt;
            if (progress && progress->stage == "testing" && progress->test_count > 0)
                row.status += " (test " + std::to_string(progress->test) + " of " +
                              std::to_string(progress->test_count) + ")";
            else if (progress && progress->stage == "compiling")
                row.status += " (compiling)";
            else if (!progress && s.progress_tests > 0)
                // Judged by a worker of another process: what it last wrote to the store.
                row.status += " (test " + std::to_string(s.progress_test) + " of " +
                              std::to_string(s.progress_tests) + ")";
            break;
        }
        case contest::JudgingState::judged:
            row.final = true;
            row.status = s.verdict ? std::string(verdict_name(*s.verdict))
                                   : (s.result_hidden ? "received" : "judged");
            break;
    }
    if (s.score && s.max_score)
        row.feedback = score_text(*s.score) + "/" + score_text(*s.max_score);
    for (const app::SubtaskFeedback& subtask : s.subtasks)
        row.feedback += (row.feedback.empty() ? "" : "; ") + subtask.group + " " +
                        score_text(subtask.score) + "/" + score_text(subtask.max_score);
    return row;
}

ClarificationView clarification_view(const db::ClarificationRecord& c, const ContestNames& names) {
    ClarificationView view;
    view.id = c.id;
    const auto name_of = [&](const std::string& team_id) {
        const auto team = names.teams.find(team_id);
        return team == names.teams.end() ? team_id : team->second;
    };
    view.from = c.from_team_id.empty() ? "jury" : name_of(c.from_team_id);
    view.to = !c.to_team_id.empty() ? name_of(c.to_team_id)
                                    : (c.from_team_id.empty() ? "everyone" : "jury");
    const auto problem = names.problems.find(c.problem_id);
    if (problem != names.problems.end()) view.problem_label = problem->second.label;
    view.text = c.text;
    view.time = app::iso_time(c.time);
    view.reply_to = c.reply_to;
    return view;
}

std::string contest_id_of(const std::string& text) {
    const bool valid =
        !text.empty() && text.size() <= 36 && std::all_of(text.begin(), text.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
        });
    if (!valid) throw HttpError(404, "there is no contest '" + text + "'");
    return text;
}

}  // namespace gridjudge::web
