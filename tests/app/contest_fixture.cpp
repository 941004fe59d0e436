#include "tests/app/contest_fixture.h"

#include "judge/accounts/password.h"
#include "judge/app/contest_operations.h"
#include "tests/common/package_draft.h"

namespace gridjudge::testing {

void ContestAppTest::SetUp() {
    PackageDraft sum("sum", scratch.path() / "sum.staging");
    sum.package().title = "Sum";
    sum.add_test("1", "all", 100, "1 2\n", "3\n");
    sum.install(store, scratch.path() / "sum");
    PackageDraft pairs("pairs", scratch.path() / "pairs.staging");
    pairs.package().title = "Pairs";
    pairs.add_test("1", "small", 30, "1\n", "1\n");
    pairs.add_test("2", "large", 70, "2\n", "2\n");
    pairs.install(store, scratch.path() / "pairs");
}

void ContestAppTest::create_round(contest::ScoringKind scoring) {
    app::NewContest round;
    round.settings.id = "round";
    round.settings.name = "Round";
    round.settings.duration = 5h;
    round.settings.scoreboard_freeze_duration = 1h;
    round.settings.scoring = scoring;
    round.problems = {{"sum", "A", "", "", "", 0}, {"pairs", "B", "", "", "", 0}};
    app::create_contest(store, contests, round, contest_t0 - 1h);
    for (const char* id : {"t1", "t2"}) {
        app::TeamEntry entry;
        entry.team.id = id;
        entry.team.name = std::string("Team ") + id;
        app::put_team(contests, "round", entry, contest_t0 - 1h);
    }
}

void ContestAppTest::judge(std::int64_t id, Verdict verdict,
                           std::vector<db::GroupResultRecord> groups) {
    const auto claim = store.claim({"test-worker", std::chrono::seconds(60), "", id, {}});
    ASSERT_TRUE(claim.has_value());
    db::JudgmentRecord outcome;
    outcome.verdict = verdict;
    for (const auto& group : groups) {
        outcome.score += group.score;
        outcome.max_score += group.max_score;
    }
    outcome.groups = std::move(groups);
    ASSERT_TRUE(store.finish(*claim, outcome));
}

std::vector<std::pair<std::string, std::string>> ContestAppTest::event_keys() {
    std::vector<std::pair<std::string, std::string>> keys;
    for (const auto& event : contests.events("round", 0, 10000))
        keys.emplace_back(event.type, event.object_id);
    return keys;
}

}  // namespace gridjudge::testing
