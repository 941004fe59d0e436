// The Contest API's state object of a stored contest at a moment, from the app's contest clock
// (app::contest_clock): when it started, froze, ended, thawed and was finalized, as far as `now`
// has reached. ccs-specs 2023-06: `frozen` is when the freeze began, `end_of_updates` when
// nothing more will change (gridjudge: finalizing).
#pragma once

#include "db/contest_store.h"
#include "judge/app/contest_clock.h"
#include "judge/contest/scoreboard_json.h"

namespace gridjudge::web {

contest::ContestStateTimes api_state(const db::ContestRecord& contest,
                                     const app::ContestClock& clock, contest::TimePoint now);

}  // namespace gridjudge::web
