#include "judge/app/contest_submit.h"

#include <algorithm>

#include "judge/app/answer_upload.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/app/stored_problem.h"
#include "judge/app/submission_record.h"
#include "judge/compile/language.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/util/utf8.h"

namespace gridjudge::app {

using Kind = ContestError::Kind;

namespace {

[[noreturn]] void refuse(Kind kind, const std::string& message,
                         std::chrono::seconds retry_after = std::chrono::seconds{0}) {
    throw ContestError(kind, message, retry_after);
}

const contest::ContestProblem& contest_problem(const std::vector<contest::ContestProblem>& problems,
                                               const std::string& wanted) {
    for (const auto& problem : problems)
        if (problem.id == wanted) return problem;
    for (const auto& problem : problems)
        if (problem.label == wanted) return problem;
    refuse(Kind::invalid, "problem '" + wanted + "' is not in this contest");
}

const Language& allowed_language(const db::ContestRecord& contest, const std::string& wanted) {
    const Language* language = find_language(wanted);
    if (!language) refuse(Kind::invalid, "unknown language '" + wanted + "'");
    const auto& allowed = contest.languages;
    if (!allowed.empty() &&
        std::find(allowed.begin(), allowed.end(), std::string(language->id)) == allowed.end()) {
        std::string list;
        for (const auto& id : allowed) list += (list.empty() ? "" : ", ") + id;
        refuse(Kind::invalid, "language '" + std::string(language->id) +
                                  "' is not allowed here (allowed: " + list + ")");
    }
    return *language;
}

void check_source(const std::string& source, std::size_t cap) {
    if (source.empty()) refuse(Kind::invalid, "the source is empty");
    if (source.size() > cap)
        refuse(Kind::invalid, "the source is " + std::to_string(source.size()) +
                                  " bytes, over the limit of " + std::to_string(cap) + " bytes");
    // Every language gridjudge compiles reads text: a NUL or a byte sequence that is not UTF-8
    // means a binary (an executable, an archive) was sent by mistake.
    if (source.find('\0') != std::string::npos || !is_valid_utf8(source))
        refuse(Kind::invalid, "the source is not a text file (it has NUL bytes or is not UTF-8)");
}

// The file name kept with the submission and shown on the pages: the sent name's last
// component only (a browser may send a path, a hostile client "../x"), else the language's.
std::string kept_source_name(const std::string& sent, const Language& language,
                             const std::string& source) {
    const std::string name = sent.substr(sent.find_last_of("/\\") + 1);
    if (name.empty() || name == "." || name == ".." || name.size() > 255 || !is_valid_utf8(name) ||
        contest::has_control_character(name))
        return source_name_for(language, source);
    return name;
}

// An output-only problem's answers, gathered by answer_upload.h's rules (the one owner of what
// an answer may be) within the contest's cap: each at most the problem's output limit, all
// together at most `cap` bytes.
std::vector<SubmittedFile> contest_answers(const StoredProblem& problem,
                                           const std::vector<SubmittedFile>& uploads,
                                           std::size_t cap) {
    AnswerCaps caps = answer_caps(problem.package);
    caps.max_total_bytes = static_cast<std::int64_t>(cap);
    caps.max_file_bytes = std::min(caps.max_file_bytes, caps.max_total_bytes);
    try {
        return read_uploaded_answers(uploads, caps);
    } catch (const AnswerUploadError& error) {
        refuse(Kind::invalid, error.what());
    }
}

}  // namespace

SubmittedRun submit_for_team(db::Store& store, db::ContestStore& contests,
                             const TeamSubmission& submission, TimePoint now,
                             const SubmissionRateLimit* rate, std::size_t source_cap) {
    const auto contest = require_contest(contests, submission.contest_id);
    const auto team = contests.team(submission.contest_id, submission.team_id);
    if (!team)
        refuse(Kind::not_found,
               "no team '" + submission.team_id + "' in contest '" + submission.contest_id + "'");
    const ContestClock clock = team_clock(contest, team_time(contests, contest, *team), now);
    if (!clock.accepts_submissions()) {
        switch (clock.phase) {
            case ContestPhase::not_started:
                refuse(Kind::wrong_state, "the contest has not started yet");
            case ContestPhase::paused:
                refuse(Kind::wrong_state,
                       "the contest is paused: submissions wait until it resumes");
            default:
                refuse(Kind::wrong_state, "the contest is over: no more submissions");
        }
    }
    const auto problems = contests.problems(submission.contest_id);
    const auto& problem = contest_problem(problems, submission.problem_id);
    const auto stored = stored_problem_by_id(store, problem.id);
    if (!stored) refuse(Kind::invalid, "problem '" + problem.id + "' has no test set to judge on");
    const bool output_only = stored->package.output_only();
    std::vector<SubmittedFile> answers;
    const Language* language = nullptr;
    if (output_only) {
        answers = contest_answers(*stored, submission.answers, source_cap);
    } else {
        if (submission.language.empty())
            refuse(Kind::invalid,
                   "problem '" + problem.id + "' takes a program: name its language");
        language = &allowed_language(contest, submission.language);
        check_source(submission.source, source_cap);
    }
    NewProgram program;
    program.user = team->id;
    program.contest = contest.settings.id;
    SubmittedRun run;
    if (output_only) {
        run.record = new_answer_submission(*stored, program, answers);
    } else {
        program.language = language;
        program.source = submission.source;
        program.source_name =
            kept_source_name(submission.source_name, *language, submission.source);
        run.record = new_submission(*stored, program);
    }
    if (rate) {
        const db::RateLimitedEnqueue queued = store.enqueue_within_rate(run.record, *rate, now);
        if (!queued.id)
            refuse(Kind::rate_limited,
                   "too many submissions: try again in " +
                       std::to_string(queued.retry_after.count()) + " s",
                   queued.retry_after);
        run.id = *queued.id;
    } else {
        run.id = store.enqueue(run.record);
    }
    run.record.id = run.id;
    run.contest_time = contest_time_of(*clock.start, now);
    log_contest_event(contests, contest.settings.id, "submissions", std::to_string(run.id),
                      submission_object_json(run.record, run.contest_time, now), now);
    return run;
}

}  // namespace gridjudge::app
