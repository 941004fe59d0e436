// record_new_judgements (contest_events.h): the judgements the workers finished, and the state
// as the clock moved it, into the log.
#include <string>

#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_runs.h"
#include "judge/contest/contest_times.h"

namespace gridjudge::app {

std::size_t record_new_judgements(db::Store& store, db::ContestStore& contests,
                                  const std::string& contest_id, TimePoint now,
                                  JudgementLogCursor* cursor) {
    const auto contest = require_contest(contests, contest_id);
    // The clock's own changes (the freeze starting, the end coming) are no operator's action:
    // the state object is logged here when it differs from the last one logged.
    log_contest_event(contests, contest_id, "state", "", state_object_json(contest, now), now);
    // Counted before the pass: a judgement finished during it moves the count, and the next
    // call passes again. Kept only once the pass is through: one that failed is made again.
    std::optional<std::pair<int, std::size_t>> counts;
    if (cursor) {
        counts.emplace(store.queue_counts(contest_id).done, contests.teams(contest_id).size());
        if (cursor->counted == counts) return 0;
    }
    const bool score_contest = contest.settings.scoring != contest::ScoringKind::pass_fail;
    std::size_t appended = 0;
    for (const auto& run : contest_runs(store, contests, contest)) {
        if (run.result.status != SubmissionStatus::Done) continue;
        // The data must not depend on when this runs (append_event skips a repeat only of the
        // same data): the judging time is the store's judged_at, else the submission's.
        TimePoint judged = run.time;
        if (run.result.judged_at)
            if (const auto parsed = contest::parse_abstime(*run.result.judged_at); parsed.value)
                judged = std::max(*parsed.value, run.time);
        if (log_contest_event(contests, contest_id, "judgements", std::to_string(run.result.id),
                              judgement_object_json(run.result, run.contest_time, run.time, judged,
                                                    score_contest),
                              now))
            ++appended;
    }
    if (cursor) cursor->counted = counts;
    return appended;
}

}  // namespace gridjudge::app
