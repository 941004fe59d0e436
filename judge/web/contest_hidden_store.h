// The review pages (/, /submissions, /api/submissions/…) show every submission of the database to
// whoever reaches the server: right for a coach's graded folder, wrong for a live contest, where
// a team must not read another's source or results (before or after the contest). So the review
// routes read through this store, which leaves out every submission of a contest the contest
// store holds; those are shown only by the contest pages, as their use cases allow.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "db/forwarding_store.h"
#include "judge/web/site.h"

namespace gridjudge::web {

class ContestHiddenStore final : public db::ForwardingStore {
  public:
    ContestHiddenStore(std::unique_ptr<db::Store> store, std::set<std::string> live_contests)
        : store_(std::move(store)), live_contests_(std::move(live_contests)) {}

    std::string location() const override { return store_->location(); }
    std::optional<db::SubmissionRecord> submission(std::int64_t id) override;
    std::vector<db::SubmissionRecord> submissions(const db::SubmissionFilter& filter) override;

  protected:
    void around(const std::function<void(db::Store&)>& call) override { call(*store_); }

  private:
    std::unique_ptr<db::Store> store_;
    std::set<std::string> live_contests_;
};

// open_reader(config.db_path) without the live contests' submissions.
std::unique_ptr<db::Store> open_review_reader(const SiteConfig& config);

}  // namespace gridjudge::web
