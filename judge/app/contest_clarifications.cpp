#include "judge/app/contest_clarifications.h"

#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/util/utf8.h"

namespace gridjudge::app {

using Kind = ContestError::Kind;

namespace {

[[noreturn]] void refuse(Kind kind, const std::string& message) {
    throw ContestError(kind, message);
}

void check_text(const std::string& text) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        refuse(Kind::invalid, "the clarification's text is empty");
    if (text.size() > clarification_text_cap)
        refuse(Kind::invalid, "the clarification's text is " + std::to_string(text.size()) +
                                  " bytes, over the limit of " +
                                  std::to_string(clarification_text_cap));
    if (!is_valid_utf8(text) || text.find('\0') != std::string::npos)
        refuse(Kind::invalid, "the clarification's text is not UTF-8 text");
}

void check_problem(db::ContestStore& contests, const std::string& contest_id,
                   const std::string& problem_id) {
    if (problem_id.empty()) return;
    for (const auto& problem : contests.problems(contest_id))
        if (problem.id == problem_id) return;
    refuse(Kind::invalid, "problem '" + problem_id + "' is not in this contest");
}

void require_jury(const Viewer& viewer) {
    if (!viewer.is_jury()) refuse(Kind::forbidden, "only the jury answers and announces");
}

db::ClarificationRecord store_and_log(db::ContestStore& contests, const db::ContestRecord& contest,
                                      db::ClarificationRecord clarification, TimePoint now) {
    clarification.id = contests.add_clarification(clarification);
    const auto start = contest_clock(contest, now).start;
    const Seconds contest_time = start ? contest_time_of(*start, now) : Seconds{0};
    log_contest_event(contests, contest.settings.id, "clarifications",
                      std::to_string(clarification.id),
                      clarification_object_json(clarification, contest_time), now);
    return clarification;
}

}  // namespace

db::ClarificationRecord ask_clarification(db::ContestStore& contests, const Viewer& viewer,
                                          const std::string& contest_id,
                                          const std::string& problem_id, const std::string& text,
                                          TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    if (!viewer.is_team() || viewer.contest_id != contest_id)
        refuse(Kind::forbidden, "only a team of this contest asks clarifications");
    check_text(text);
    check_problem(contests, contest_id, problem_id);
    const auto team = contests.team(contest_id, viewer.team_id);
    if (!team) refuse(Kind::not_found, "no team '" + viewer.team_id + "' in this contest");
    const auto clock = team_clock(contest, team_time(contests, contest, *team), now);
    if (clock.phase == ContestPhase::not_started)
        refuse(Kind::wrong_state, "the contest has not started yet");
    if (clock.phase == ContestPhase::finalized)
        refuse(Kind::wrong_state, "the contest is finalized");
    db::ClarificationRecord question;
    question.contest_id = contest_id;
    question.from_team_id = viewer.team_id;
    question.problem_id = problem_id;
    question.text = text;
    question.time = now;
    return store_and_log(contests, contest, question, now);
}

db::ClarificationRecord answer_clarification(db::ContestStore& contests, const Viewer& viewer,
                                             const std::string& contest_id,
                                             std::int64_t question_id, const std::string& text,
                                             bool to_all, TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    require_jury(viewer);
    const auto question = contests.clarification(question_id);
    if (!question || question->contest_id != contest_id)
        refuse(Kind::not_found, "no clarification " + std::to_string(question_id) +
                                    " in contest '" + contest_id + "'");
    if (question->from_team_id.empty())
        refuse(Kind::invalid,
               "clarification " + std::to_string(question_id) + " is not a team's question");
    check_text(text);
    db::ClarificationRecord answer;
    answer.contest_id = contest_id;
    answer.to_team_id = to_all ? "" : question->from_team_id;
    answer.reply_to = question_id;
    answer.problem_id = question->problem_id;
    answer.text = text;
    answer.time = now;
    return store_and_log(contests, contest, answer, now);
}

db::ClarificationRecord announce(db::ContestStore& contests, const Viewer& viewer,
                                 const std::string& contest_id, const std::string& problem_id,
                                 const std::string& text, TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    require_jury(viewer);
    check_text(text);
    check_problem(contests, contest_id, problem_id);
    db::ClarificationRecord announcement;
    announcement.contest_id = contest_id;
    announcement.problem_id = problem_id;
    announcement.text = text;
    announcement.time = now;
    return store_and_log(contests, contest, announcement, now);
}

std::vector<db::ClarificationRecord> clarifications_for_viewer(db::ContestStore& contests,
                                                               const std::string& contest_id,
                                                               const Viewer& viewer) {
    require_contest(contests, contest_id);
    if (!viewer.belongs_to(contest_id))
        refuse(Kind::forbidden, "this account is not in contest '" + contest_id + "'");
    if (viewer.is_jury()) return contests.clarifications(contest_id, std::nullopt);
    if (viewer.is_team()) return contests.clarifications(contest_id, viewer.team_id);
    // The public: what went to everyone, and no team's question.
    auto all = contests.clarifications(contest_id, std::nullopt);
    std::erase_if(all, [](const db::ClarificationRecord& c) {
        return !c.from_team_id.empty() || !c.to_team_id.empty();
    });
    return all;
}

}  // namespace gridjudge::app
