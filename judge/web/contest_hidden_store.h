// The review pages (/, /submissions, /api/submissions/…) show every submission of the database to
// whoever reaches the server: right for a coach's graded folder, wrong for a live contest, where
// a team must not read another's source or results (before or after the contest). So the review
// routes read through this store, which leaves out every submission of a contest the contest
// store holds; those are shown only by the contest pages, as their use cases allow.
//
// Likewise a problem of a stored contest is left out of the review pages (/problems, /problems/ID,
// /api/problems, the menus) until every contest that holds it is over: those pages show anyone
// the statement, the tests' names, sizes and answers and the verify matrix, which is the problem
// set's secret before the start and the hidden tests' during the contest. Teams read the problems
// through the contest pages (problems_for_viewer: from the start), the jury through its own.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "db/forwarding_store.h"
#include "db/store_pool.h"
#include "judge/web/site.h"

namespace gridjudge::web {

class ContestHiddenStore final : public db::ForwardingStore {
  public:
    ContestHiddenStore(db::Lent<db::Store> store, std::set<std::string> live_contests,
                       std::set<std::string> secret_problems = {})
        : store_(std::move(store)),
          live_contests_(std::move(live_contests)),
          secret_problems_(std::move(secret_problems)) {}

    std::string location() const override { return store_->location(); }
    std::optional<db::SubmissionRecord> submission(std::int64_t id) override;
    std::vector<db::SubmissionRecord> submissions(const db::SubmissionFilter& filter) override;
    std::optional<db::ProblemRecord> problem(const std::string& id) override;
    std::vector<db::ProblemRecord> problems() override;

  protected:
    void around(const std::function<void(db::Store&)>& call) override { call(*store_); }

  private:
    db::Lent<db::Store> store_;
    std::set<std::string> live_contests_;
    std::set<std::string> secret_problems_;  // of a stored contest that is not over yet
};

// open_reader(*config.stores) without the live contests' submissions, nor the problems of a
// stored contest that is not over at this moment.
std::unique_ptr<db::Store> open_review_reader(const SiteConfig& config);

}  // namespace gridjudge::web
