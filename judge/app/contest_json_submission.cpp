#include "judge/app/contest_json_submission.h"

#include <algorithm>
#include <stdexcept>

#include "judge/app/contest_json_language.h"
#include "judge/contest/contest_times.h"
#include "judge/contest/scoreboard_json.h"

namespace gridjudge::app {
namespace {

using contest::Milliseconds;

std::string api_time(contest::TimePoint time) {
    return contest::contest_api_time(std::chrono::time_point_cast<Milliseconds>(time));
}

std::string api_contest_time(contest::TimePoint time, const ContestClockOrigin& origin) {
    return contest::contest_api_reltime(
        std::chrono::duration_cast<Milliseconds>(time - origin.start));
}

}  // namespace

contest::TimePoint stored_time(const std::string& text, const char* field) {
    const contest::ParsedTime parsed = contest::parse_abstime(text);
    if (!parsed.value)
        throw std::runtime_error(std::string("stored ") + field + " '" + text + "' " +
                                 parsed.problem);
    return *parsed.value;
}

std::string submission_files_href(const std::string& contest_id, const std::string& submission_id) {
    return "contests/" + contest_id + "/submissions/" + submission_id + "/files";
}

nlohmann::ordered_json submission_json(const db::SubmissionRecord& submission,
                                       const ContestClockOrigin& origin, bool strict) {
    return submission_json(submission, stored_time(submission.submitted_at, "submitted_at"), origin,
                           strict);
}

nlohmann::ordered_json submission_json(const db::SubmissionRecord& submission,
                                       contest::TimePoint time, const ContestClockOrigin& origin,
                                       bool strict) {
    nlohmann::ordered_json json{
        {"id", std::to_string(submission.id)},
        {"language_id", submission.language},
        {"problem_id", submission.problem_id},
        {"team_id", submission.user},
        {"time", api_time(time)},
        {"contest_time", api_contest_time(time, origin)},
        {"files",
         nlohmann::ordered_json::array(
             {{{"href", submission_files_href(submission.contest, std::to_string(submission.id))},
               {"mime", "application/zip"}}})}};
    if (!strict) json["source_name"] = submission.source_name;
    return json;
}

std::int64_t judged_submission_id(const db::SubmissionRecord& record) {
    return record.rejudge_of.value_or(record.id);
}

contest::TimePoint judging_began(const db::SubmissionRecord& record, contest::TimePoint submitted,
                                 std::optional<contest::TimePoint> judged) {
    if (!record.claimed_at) return submitted;
    contest::TimePoint began = std::max(stored_time(*record.claimed_at, "claimed_at"), submitted);
    if (judged) began = std::min(began, *judged);
    return began;
}

nlohmann::ordered_json judgement_json(const db::SubmissionRecord& record,
                                      const ContestClockOrigin& origin, bool score_contest) {
    const contest::TimePoint submitted = stored_time(record.submitted_at, "submitted_at");
    const bool judged = record.status == SubmissionStatus::Done && record.judged_at;
    const std::optional<contest::TimePoint> end =
        judged ? std::optional(stored_time(*record.judged_at, "judged_at")) : std::nullopt;
    const contest::TimePoint start = judging_began(record, submitted, end);
    return judgement_json(record, start, end.value_or(start), origin, score_contest);
}

nlohmann::ordered_json judgement_json(const db::SubmissionRecord& record, contest::TimePoint start,
                                      contest::TimePoint end, const ContestClockOrigin& origin,
                                      bool score_contest) {
    nlohmann::ordered_json json{{"id", std::to_string(record.id)},
                                {"submission_id", std::to_string(judged_submission_id(record))}};
    const bool done = record.status == SubmissionStatus::Done && record.verdict && record.judged_at;
    std::optional<std::string_view> type = done ? judgement_type_id(*record.verdict) : std::nullopt;
    json["judgement_type_id"] = type ? nlohmann::ordered_json(std::string(*type)) : nullptr;
    if (score_contest && done) json["score"] = std::max(0.0, record.score);
    json["start_time"] = api_time(start);
    json["start_contest_time"] = api_contest_time(start, origin);
    if (done) {
        json["end_time"] = api_time(end);
        json["end_contest_time"] = api_contest_time(end, origin);
        std::int64_t max_cpu_ms = 0;
        for (const db::ResultRecord& result : record.results)
            max_cpu_ms = std::max(max_cpu_ms, result.cpu_ms);
        json["max_run_time"] = static_cast<double>(max_cpu_ms) / 1000;
    } else {
        json["end_time"] = nullptr;
        json["end_contest_time"] = nullptr;
        json["max_run_time"] = nullptr;
    }
    return json;
}

nlohmann::ordered_json runs_json(const db::SubmissionRecord& record,
                                 const ContestClockOrigin& origin) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    if (record.status != SubmissionStatus::Done || !record.judged_at) return list;
    const contest::TimePoint end = stored_time(*record.judged_at, "judged_at");
    for (const db::ResultRecord& result : record.results) {
        const std::optional<std::string_view> type = judgement_type_id(result.verdict);
        if (!type) continue;
        list.push_back({{"id", std::to_string(record.id) + "-" + std::to_string(result.position)},
                        {"judgement_id", std::to_string(record.id)},
                        {"ordinal", result.position},
                        {"judgement_type_id", std::string(*type)},
                        {"time", api_time(end)},
                        {"contest_time", api_contest_time(end, origin)},
                        {"run_time", static_cast<double>(result.cpu_ms) / 1000}});
    }
    return list;
}

}  // namespace gridjudge::app
