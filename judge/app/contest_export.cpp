#include "judge/app/contest_export.h"

#include <nlohmann/json.hpp>

#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_runs.h"
#include "judge/app/contest_scoreboard.h"
#include "judge/contest/contest_package_write.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/util/files.h"

namespace gridjudge::app {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// The event log as the Contest API's event feed (NDJSON, one event a line).
std::string event_feed(db::ContestStore& contests, const std::string& contest_id) {
    std::string feed;
    constexpr std::size_t page = 1000;
    std::int64_t after = 0;
    for (;;) {
        const auto events = contests.events(contest_id, after, page);
        for (const auto& event : events) {
            after = event.id;
            json line = {
                {"type", event.type},
                {"token", std::to_string(event.id)},
                {"data", event.data_json.empty() ? json(nullptr) : json::parse(event.data_json)}};
            if (!event.object_id.empty()) line["id"] = event.object_id;
            feed += line.dump() + "\n";
        }
        if (events.size() < page) break;
    }
    return feed;
}

}  // namespace

ContestExportOutcome export_contest(db::Store& store, db::ContestStore& contests,
                                    const std::string& contest_id, const fs::path& folder,
                                    TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    if (fs::exists(fs::symlink_status(folder)) &&
        (!fs::is_directory(fs::symlink_status(folder)) || !fs::is_empty(folder)))
        throw ContestError(ContestError::Kind::invalid,
                           folder.string() + ": exists and is not an empty folder");

    contest::ContestPackage package;
    package.settings = contest.settings;
    package.problems = contests.problems(contest_id);
    package.organizations = contests.organizations(contest_id);
    package.teams = contests.teams(contest_id);
    for (const auto& record : contests.accounts(contest_id))
        package.accounts.push_back(record.account);

    // Everything is made before the first file is written.
    ContestExportOutcome outcome;
    std::vector<std::pair<std::string, std::string>> results;
    if (contest_clock(contest, now).is_over()) {
        outcome.with_results = true;
        json submissions = json::array(), judgements = json::array();
        for (const auto& run : contest_runs(store, contests, contest)) {
            submissions.push_back(
                json::parse(submission_object_json(run.submission, run.contest_time, run.time)));
            if (run.result.status == SubmissionStatus::Done)
                judgements.push_back(json::parse(judgement_object_json(
                    run.result, run.contest_time, run.time, run.time,
                    contest.settings.scoring != contest::ScoringKind::pass_fail)));
        }
        const auto board =
            contest_scoreboard(store, contests, contest_id, contest::Audience::everyone, now);
        contest::ScoreboardJsonContext context;
        context.time = std::chrono::time_point_cast<contest::Milliseconds>(now);
        context.contest_time =
            std::chrono::duration_cast<contest::Milliseconds>(board.clock.elapsed);
        context.state = contest_state_times(contest, now);
        context.strict = true;
        results.emplace_back("submissions.json", submissions.dump(2) + "\n");
        results.emplace_back("judgements.json", judgements.dump(2) + "\n");
        results.emplace_back("scoreboard.json",
                             contest::scoreboard_json(board.board, context) + "\n");
        results.emplace_back("event-feed.ndjson", event_feed(contests, contest_id));
    }
    contest::write_contest_package(package, folder);
    for (const char* name :
         {"contest.yaml", "problems.yaml", "accounts.yaml", "teams.json", "organizations.json"})
        outcome.files.push_back(name);
    for (const auto& [name, text] : results) {
        write_file_atomic(folder / name, text);
        outcome.files.push_back(name);
    }
    return outcome;
}

}  // namespace gridjudge::app
