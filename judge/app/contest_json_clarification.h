// The Contest API's "clarification" object (ccs-specs 2023-06).
#pragma once

#include <nlohmann/json.hpp>

#include "db/contest_store.h"
#include "judge/app/contest_json_submission.h"

namespace gridjudge::app {

// id, from_team_id (null: from the jury), to_team_id (null: to the jury, or to everyone),
// reply_to_id, problem_id (null: about the contest in general), text, time, contest_time.
nlohmann::ordered_json clarification_json(const db::ClarificationRecord& clarification,
                                          const ContestClockOrigin& origin);

}  // namespace gridjudge::app
