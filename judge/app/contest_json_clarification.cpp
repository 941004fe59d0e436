#include "judge/app/contest_json_clarification.h"

#include "judge/contest/scoreboard_json.h"

namespace gridjudge::app {
namespace {

nlohmann::ordered_json text_or_null(const std::string& text) {
    if (text.empty()) return nullptr;
    return text;
}

}  // namespace

nlohmann::ordered_json clarification_json(const db::ClarificationRecord& c,
                                          const ContestClockOrigin& origin) {
    using contest::Milliseconds;
    return {
        {"id", std::to_string(c.id)},
        {"from_team_id", text_or_null(c.from_team_id)},
        {"to_team_id", text_or_null(c.to_team_id)},
        {"reply_to_id", c.reply_to ? nlohmann::ordered_json(std::to_string(*c.reply_to)) : nullptr},
        {"problem_id", text_or_null(c.problem_id)},
        {"text", c.text},
        {"time", contest::contest_api_time(std::chrono::time_point_cast<Milliseconds>(c.time))},
        {"contest_time", contest::contest_api_reltime(
                             std::chrono::duration_cast<Milliseconds>(c.time - origin.start))}};
}

}  // namespace gridjudge::app
