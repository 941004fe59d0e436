// A `serve --jobs 0` judges nothing itself: a `gridjudge worker` process on the same database
// does. The team page, the team's my-submissions.json and the jury list still read "judging
// (test k of N)": the worker writes its progress to the store, and the pages read it there. The
// program burns about 0.3 s of CPU on every test, so the first test lasts that long at least
// however loaded the machine is, while a poll takes milliseconds.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <regex>
#include <thread>

#include "db/store.h"
#include "tests/web/child_process.h"
#include "tests/web/live_contest.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

TEST(ContestWorkerProgress, TheTeamAndTheJuryFollowAWorkerOfAnotherProcessTestByTest) {
    ServedSite site("judge-token", {"--jobs", "0"});  // no workers of its own
    create_live_contest(site.database());
    httplib::Client client = site.client();
    const Session team1 = log_in(client, "team1", kTeamPassword);
    const Session jury = log_in(client, kJuryUsername, kJuryPassword);
    const httplib::Result sent = submit_on_page(client, team1, kSlowWrongProgram);
    ASSERT_EQ(sent->status, 201) << sent->body;

    const TempDir scratch("gridjudge-worker-");
    const ChildProcess worker(GRIDJUDGE_BIN,
                              {"worker", "--db", site.database().string(), "--name", "elsewhere"},
                              scratch.path() / "worker.log");

    const std::regex judging_status(R"(judging( \(test [1-9][0-9]* of 20\))?)");
    const std::string first_test = "judging (test 1 of 20)";
    bool json_saw_first = false, page_saw_first = false, jury_saw_progress = false;
    const std::string final_status =
        follow_until_final(client, team1, [&](const std::string& status) {
            EXPECT_TRUE(status == "queued" || std::regex_match(status, judging_status)) << status;
            json_saw_first = json_saw_first || status == first_test;
            const std::string page = client.Get("/contests/demo", team1.headers())->body;
            page_saw_first =
                page_saw_first || page.find(">" + first_test + "</span>") != std::string::npos;
            const std::string list = client.Get("/contests/demo/jury", jury.headers())->body;
            jury_saw_progress =
                jury_saw_progress ||
                std::regex_search(list, std::regex(R"(>judging \(test [1-9][0-9]* of 20\)<)"));
        });
    EXPECT_TRUE(json_saw_first);
    EXPECT_TRUE(page_saw_first);
    EXPECT_TRUE(jury_saw_progress);
    EXPECT_EQ(final_status, "WA");
    // A worker of the other process judged it, under its own name ("elsewhere/K" in a pool).
    db::SubmissionFilter filter;
    filter.contest = kContestId;
    const auto stored = db::open_store(site.database().string())->submissions(filter);
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].worker.rfind("elsewhere", 0), 0u) << stored[0].worker;
}

}  // namespace
}  // namespace gridjudge::testing
