// `gridjudge contest export ID DIR`: a stored contest as an ICPC Contest Package: contest.yaml,
// problems.yaml, accounts.yaml (no passwords), teams.json, organizations.json; and once the
// contest is over, its record: submissions.json, judgements.json, scoreboard.json (the public
// board's final form, as the Contest API's scoreboard) and event-feed.ndjson (the event log).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"

namespace gridjudge::app {

struct ContestExportOutcome {
    std::vector<std::string> files;  // written, relative to the folder
    bool with_results = false;       // the contest was over: the results files are there
};

// Throws ContestError (not_found) for an unknown contest, ContestPackageError when a value
// cannot be written. Refuses a folder that exists and is not empty (invalid), so no old file
// is mixed in.
ContestExportOutcome export_contest(db::Store& store, db::ContestStore& contests,
                                    const std::string& contest_id,
                                    const std::filesystem::path& folder, TimePoint now);

}  // namespace gridjudge::app
