#include "judge/web/contest_hidden_store.h"

#include <algorithm>

#include "db/contest_store.h"
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

std::unique_ptr<db::Store> open_review_reader(const SiteConfig& config) {
    std::unique_ptr<db::Store> store = open_reader(config.db_path);
    std::set<std::string> live;
    try {
        // Read-only and for this request only, as the review pages read the database.
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(config.db_path, db::OpenMode::ReadOnly);
        for (const db::ContestRecord& contest : contests->contests())
            live.insert(contest.settings.id);
    } catch (const std::exception& error) {
        // Not knowing which contests are live must not show their submissions.
        throw HttpError(503, std::string("cannot read the live contests: ") + error.what());
    }
    return std::make_unique<ContestHiddenStore>(std::move(store), std::move(live));
}

}  // namespace gridjudge::web
