// The JSON form of a ranking, shared by `report --json` and the web API's /api/ranking, in the
// shape `grade --json` prints (docs/json.md): {"contest", "ranking": [{"rank", "user",
// "problems": {ID: {"submission", "score", "max_score", "verdict"}}, "total"}]}.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "judge/report/ranking.h"

namespace gridjudge {

// `contest` is null in the JSON when the ranking covers every contest.
nlohmann::ordered_json ranking_json(const Ranking& ranking,
                                    const std::optional<std::string>& contest);

}  // namespace gridjudge
