// A live contest's parts for the use cases' tests: MemoryStore holding problems "sum" (one
// group, 100 points) and "pairs" (groups "small" 30 and "large" 70), MemoryContestStore, a
// contest "round" of both (A = sum, B = pairs) not started yet, teams "t1" and "t2" with
// accounts, and a worker's hand to judge what was queued.
#pragma once

#include <gtest/gtest.h>

#include <chrono>

#include "db/testing/memory_contest_store.h"
#include "db/testing/memory_store.h"
#include "judge/app/contest_clock.h"
#include "judge/util/files.h"

namespace gridjudge::testing {

using namespace std::chrono_literals;

inline const contest::TimePoint contest_t0 =
    contest::TimePoint{std::chrono::sys_days{std::chrono::year{2026} / 11 / 24}} + 10h;

class ContestAppTest : public ::testing::Test {
  protected:
    void SetUp() override;

    // Creates contest "round" with `scoring`, 5 hours, a 1-hour freeze, and the two teams.
    void create_round(contest::ScoringKind scoring = contest::ScoringKind::pass_fail);
    // Marks submission `id` judged as a worker would, with these group scores.
    void judge(std::int64_t id, Verdict verdict, std::vector<db::GroupResultRecord> groups = {});
    // The event log's (type, object id) pairs, oldest first.
    std::vector<std::pair<std::string, std::string>> event_keys();

    TempDir scratch{"gridjudge-contest-app-"};
    db::testing::MemoryStore store;
    db::testing::MemoryContestStore contests;
};

}  // namespace gridjudge::testing
