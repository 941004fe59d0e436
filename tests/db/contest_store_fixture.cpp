#include "tests/db/contest_store_fixture.h"

#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db::testing {

void ContestStoreContractTest::SetUp() {
    try {
        connect = GetParam().fresh(scratch.path());
    } catch (const gridjudge::testing::PostgresUnavailable& why) {
        GRIDJUDGE_SKIP_OR_FAIL(why.what());
    }
    store = connect();
}

ContestRecord ContestStoreContractTest::small_contest(const std::string& id) {
    ContestRecord contest;
    contest.settings.id = id;
    contest.settings.name = "Contest " + id;
    contest.settings.formal_name = "The contest " + id;
    contest.settings.start_time = TimePoint{std::chrono::seconds{1'780'000'000}};
    contest.settings.duration = std::chrono::hours{5};
    contest.settings.scoreboard_freeze_duration = std::chrono::hours{1};
    contest.languages = {"cpp17", "python3"};
    store->put_contest(contest);
    store->put_team(id, {"t1", "Team one", "Team one", "", false, Seconds{0}});
    store->put_team(id, {"t2", "Team two", "Team two", "", false, Seconds{0}});
    return contest;
}

}  // namespace gridjudge::db::testing
