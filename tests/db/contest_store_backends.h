// The ContestStore implementations the contract tests run on: in memory, SQLite, and PostgreSQL
// when the test can start its own server (a test that cannot is a failure under
// GRIDJUDGE_REQUIRE_SANDBOX).
#pragma once

#include <vector>

#include "tests/db/contest_store_fixture.h"

namespace gridjudge::db::testing {

std::vector<ContestStoreBackend> contest_store_backends();

}  // namespace gridjudge::db::testing
