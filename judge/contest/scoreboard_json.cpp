#include "judge/contest/scoreboard_json.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "judge/contest/scoreboard_text.h"

namespace gridjudge::contest {
namespace {

// The board is written as text directly, not built as a nlohmann::json tree first: at 13 000
// cells the tree cost three times the board itself (docs/benchmarks.md). Strings still go
// through nlohmann's escaping (invalid UTF-8 replaced, never thrown on).
std::string json_string(std::string_view text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void append_time_or_null(std::string& out, const std::optional<TimePoint>& time) {
    if (time)
        out += json_string(contest_api_time(std::chrono::time_point_cast<Milliseconds>(*time)));
    else
        out += "null";
}

void append_state(std::string& out, const ContestStateTimes& state) {
    const std::pair<const char*, const std::optional<TimePoint>*> fields[] = {
        {"started", &state.started},     {"frozen", &state.frozen},
        {"ended", &state.ended},         {"thawed", &state.thawed},
        {"finalized", &state.finalized}, {"end_of_updates", &state.end_of_updates}};
    out += '{';
    bool first = true;
    for (const auto& [name, time] : fields) {
        if (!first) out += ',';
        first = false;
        out += '"';
        out += name;
        out += "\":";
        append_time_or_null(out, *time);
    }
    out += '}';
}

void append_cell(std::string& out, bool pass_fail, const std::string& problem_id,
                 const ProblemCell& cell, bool strict) {
    out += "{\"problem_id\":" + problem_id;
    out += ",\"num_judged\":" + std::to_string(cell.num_judged);
    out += ",\"num_pending\":" + std::to_string(cell.num_pending);
    if (pass_fail) {
        out += cell.solved ? ",\"solved\":true" : ",\"solved\":false";
        if (cell.solved) out += ",\"time\":" + std::to_string(*cell.time_minutes);
        if (!strict)
            out += cell.first_to_solve ? ",\"first_to_solve\":true" : ",\"first_to_solve\":false";
    } else {
        // Millionths of a point at most (never 0.30000000000000004), whole points as integers.
        out += ",\"score\":" + score_text(cell.score);
        if (cell.time_minutes) out += ",\"time\":" + std::to_string(*cell.time_minutes);
    }
    out += '}';
}

void append_row(std::string& out, const Scoreboard& board,
                const std::vector<std::string>& problem_ids, const ScoreboardRow& row,
                bool strict) {
    const bool pass_fail = board.scoring == ScoringKind::pass_fail;
    out += "{\"rank\":" + std::to_string(row.rank) + ",\"team_id\":" + json_string(row.team_id);
    if (pass_fail)
        out += ",\"score\":{\"num_solved\":" + std::to_string(row.num_solved) +
               ",\"total_time\":" + std::to_string(row.total_time);
    else
        out += ",\"score\":{\"score\":" + score_text(row.score);
    // The spec: null iff nothing is solved; its schema has no null, so it is left out then.
    if (row.last_improvement_minutes)
        out += ",\"time\":" + std::to_string(*row.last_improvement_minutes);
    out += "},\"problems\":[";
    for (std::size_t column = 0; column < row.problems.size(); ++column) {
        if (column > 0) out += ',';
        append_cell(out, pass_fail, problem_ids[column], row.problems[column], strict);
    }
    out += "]}";
}

}  // namespace

std::string contest_api_time(std::chrono::sys_time<Milliseconds> time) {
    const auto day = std::chrono::floor<std::chrono::days>(time);
    const std::chrono::year_month_day date{day};
    const std::chrono::hh_mm_ss clock{time - day};
    char text[40];
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d:%02d:%02d", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
                  static_cast<int>(clock.hours().count()),
                  static_cast<int>(clock.minutes().count()),
                  static_cast<int>(clock.seconds().count()));
    std::string out = text;
    if (const auto ms = clock.subseconds().count(); ms != 0) {
        std::snprintf(text, sizeof text, ".%03d", static_cast<int>(ms));
        out += text;
    }
    return out + "Z";
}

std::string contest_api_reltime(Milliseconds duration) {
    const bool negative = duration.count() < 0;
    const long long total_ms = negative ? -duration.count() : duration.count();
    char text[48];
    std::snprintf(text, sizeof text, "%s%lld:%02lld:%02lld", negative ? "-" : "",
                  total_ms / 3600000, total_ms / 60000 % 60, total_ms / 1000 % 60);
    std::string out = text;
    if (total_ms % 1000 != 0) {
        std::snprintf(text, sizeof text, ".%03lld", total_ms % 1000);
        out += text;
    }
    return out;
}

std::string scoreboard_json(const Scoreboard& board, const ScoreboardJsonContext& context) {
    std::vector<std::string> problem_ids;
    for (const std::string& id : board.problem_ids) problem_ids.push_back(json_string(id));
    std::string out = "{";
    if (!context.strict && !context.event_id.empty())
        out += "\"event_id\":" + json_string(context.event_id) + ",";
    out += "\"time\":" + json_string(contest_api_time(context.time));
    out += ",\"contest_time\":" + json_string(contest_api_reltime(context.contest_time));
    out += ",\"state\":";
    append_state(out, context.state);
    out += ",\"rows\":[";
    for (std::size_t i = 0; i < board.rows.size(); ++i) {
        if (i > 0) out += ',';
        append_row(out, board, problem_ids, board.rows[i], context.strict);
    }
    out += "]}";
    return out;
}

}  // namespace gridjudge::contest
