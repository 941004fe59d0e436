// What each Contest API endpoint of a contest answers to one viewer: what the app's visibility
// use cases (app/contest_viewer.h, contest_clarifications.h, contest_scoreboard.h) give that
// viewer, mapped to JSON (contest_api_*_json.h). The API decides nothing of who sees what; it
// only leaves out what the spec's objects would add beyond what the use cases allow:
//  - judgements: the jury all (rejudges too); a team those of its submissions whose result the
//    use case shows it (none in an OI contest before the end); the public none;
//  - runs (each test's verdict and time): the jury only, as no contest's feedback rules give a
//    team more than its verdict or subtask scores;
//  - accounts: the jury all, a team its own, the public none.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/web/contest_api_viewer.h"

namespace gridjudge::web {

class ContestApiData {
  public:
    // Throws app::ContestError (not_found) when the contest does not exist or the viewer is a
    // team of another contest.
    ContestApiData(db::ContestStore& contests, db::Store& submissions,
                   const std::string& contest_id, const app::Viewer& viewer, contest::TimePoint now,
                   bool strict);

    const db::ContestRecord& contest() const { return contest_; }

    nlohmann::ordered_json contest_object() const;
    nlohmann::ordered_json state() const;
    nlohmann::ordered_json access() const;
    nlohmann::ordered_json scoreboard();
    // A collection endpoint's array ("problems", "teams", …); nullopt for a name the API does
    // not have.
    std::optional<nlohmann::ordered_json> collection(const std::string& endpoint);
    // The zip of a submission's source, for its team and the jury (404 for anyone else: another
    // team's submission is not said to exist).
    std::string submission_files(const std::string& submission_id);

  private:
    nlohmann::ordered_json submissions_or_judgements(bool judgements);
    nlohmann::ordered_json runs();
    // The record and, for the jury, each rejudge of it, with their results.
    std::vector<db::SubmissionRecord> judgings_of(const db::SubmissionRecord& record);

    db::ContestStore& contests_;
    db::Store& submissions_;
    db::ContestRecord contest_;
    app::Viewer viewer_;
    app::ContestClock clock_;
    contest::TimePoint now_;
    bool strict_;
};

}  // namespace gridjudge::web
