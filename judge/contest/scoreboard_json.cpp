#include "judge/contest/scoreboard_json.h"

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace gridjudge::contest {
namespace {

using nlohmann::json;

// Millionths of a point at most (a board never shows 0.30000000000000004), and whole points as
// integers ("score": 100, not 100.0).
json rounded_score(double score) {
    const double rounded = std::round(score * 1e6) / 1e6;
    if (rounded == std::trunc(rounded) && std::abs(rounded) < 1e15)
        return static_cast<std::int64_t>(rounded);
    return rounded;
}

json time_or_null(const std::optional<TimePoint>& time) {
    if (!time) return nullptr;
    return contest_api_time(std::chrono::time_point_cast<Milliseconds>(*time));
}

json state_json(const ContestStateTimes& state) {
    return json{{"started", time_or_null(state.started)},
                {"frozen", time_or_null(state.frozen)},
                {"ended", time_or_null(state.ended)},
                {"thawed", time_or_null(state.thawed)},
                {"finalized", time_or_null(state.finalized)},
                {"end_of_updates", time_or_null(state.end_of_updates)}};
}

json cell_json(const Scoreboard& board, std::size_t column, const ProblemCell& cell, bool strict) {
    json out{{"problem_id", board.problem_ids[column]},
             {"num_judged", cell.num_judged},
             {"num_pending", cell.num_pending}};
    if (board.scoring == ScoringKind::pass_fail) {
        out["solved"] = cell.solved;
        if (cell.solved) out["time"] = *cell.time_minutes;
        if (!strict) out["first_to_solve"] = cell.first_to_solve;
    } else {
        out["score"] = rounded_score(cell.score);
        if (cell.time_minutes) out["time"] = *cell.time_minutes;
    }
    return out;
}

json row_json(const Scoreboard& board, const ScoreboardRow& row, bool strict) {
    json score;
    if (board.scoring == ScoringKind::pass_fail) {
        score = json{{"num_solved", row.num_solved}, {"total_time", row.total_time}};
    } else {
        score = json{{"score", rounded_score(row.score)}};
    }
    // The spec: null iff nothing is solved; its schema has no null, so it is left out then.
    if (row.last_improvement_minutes) score["time"] = *row.last_improvement_minutes;
    json problems = json::array();
    for (std::size_t column = 0; column < row.problems.size(); ++column)
        problems.push_back(cell_json(board, column, row.problems[column], strict));
    return json{{"rank", row.rank},
                {"team_id", row.team_id},
                {"score", std::move(score)},
                {"problems", std::move(problems)}};
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

nlohmann::json scoreboard_json(const Scoreboard& board, const ScoreboardJsonContext& context) {
    json out = json::object();
    if (!context.strict && !context.event_id.empty()) out["event_id"] = context.event_id;
    out["time"] = contest_api_time(context.time);
    out["contest_time"] = contest_api_reltime(context.contest_time);
    out["state"] = state_json(context.state);
    json rows = json::array();
    for (const ScoreboardRow& row : board.rows)
        rows.push_back(row_json(board, row, context.strict));
    out["rows"] = std::move(rows);
    return out;
}

}  // namespace gridjudge::contest
