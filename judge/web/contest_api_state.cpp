#include "judge/web/contest_api_state.h"

namespace gridjudge::web {

contest::ContestStateTimes api_state(const db::ContestRecord& contest,
                                     const app::ContestClock& clock, contest::TimePoint now) {
    contest::ContestStateTimes times;
    if (clock.phase == app::ContestPhase::not_started) return times;
    times.started = clock.start;
    if (clock.freeze_start && *clock.freeze_start <= now &&
        (!contest.state.ended || *clock.freeze_start <= *contest.state.ended))
        times.frozen = clock.freeze_start;
    if (clock.is_over()) times.ended = contest.state.ended ? contest.state.ended : clock.end;
    times.thawed = contest.state.thawed;
    times.finalized = contest.state.finalized;
    times.end_of_updates = contest.state.finalized;
    return times;
}

}  // namespace gridjudge::web
