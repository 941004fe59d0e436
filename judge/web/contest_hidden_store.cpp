#include "judge/web/contest_hidden_store.h"

#include <algorithm>

#include "db/contest_store.h"
#include "judge/app/contest_clock.h"
#include "judge/web/handler.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {

std::optional<db::SubmissionRecord> ContestHiddenStore::submission(std::int64_t id) {
    std::optional<db::SubmissionRecord> found = store_->submission(id);
    if (found && live_contests_.count(found->contest)) return std::nullopt;
    return found;
}

std::vector<db::SubmissionRecord> ContestHiddenStore::submissions(
    const db::SubmissionFilter& filter) {
    std::vector<db::SubmissionRecord> list = store_->submissions(filter);
    std::erase_if(list, [this](const db::SubmissionRecord& s) {
        return live_contests_.count(s.contest) > 0;
    });
    return list;
}

std::optional<db::ProblemRecord> ContestHiddenStore::problem(const std::string& id) {
    if (secret_problems_.count(id)) return std::nullopt;
    return store_->problem(id);
}

std::vector<db::ProblemRecord> ContestHiddenStore::problems() {
    std::vector<db::ProblemRecord> list = store_->problems();
    std::erase_if(list,
                  [this](const db::ProblemRecord& p) { return secret_problems_.count(p.id) > 0; });
    return list;
}

std::unique_ptr<db::Store> open_review_reader(const SiteConfig& config) {
    db::Lent<db::Store> store = open_reader(*config.stores);
    std::set<std::string> live, secret_problems;
    const app::TimePoint now = std::chrono::floor<app::Seconds>(std::chrono::system_clock::now());
    try {
        // Read-only and for this request only, as the review pages read the database.
        const db::Lent<db::ContestStore> contests = config.stores->contests(db::OpenMode::ReadOnly);
        for (const db::ContestRecord& contest : contests->contests()) {
            live.insert(contest.settings.id);
            if (app::contest_clock(contest, now).is_over()) continue;
            for (const db::ContestProblemRecord& problem : contests->problems(contest.settings.id))
                secret_problems.insert(problem.id);
        }
    } catch (const std::exception& error) {
        // Not knowing which contests are live must not show their submissions nor problems.
        throw HttpError(503, std::string("cannot read the live contests: ") + error.what());
    }
    return std::make_unique<ContestHiddenStore>(std::move(store), std::move(live),
                                                std::move(secret_problems));
}

}  // namespace gridjudge::web
