// The Store implementations the contract tests run on. SQLite always; PostgreSQL when the test
// can start its own server (a test that cannot is a failure under GRIDJUDGE_REQUIRE_SANDBOX).
#pragma once

#include <vector>

#include "tests/db/store_fixture.h"

namespace gridjudge::db::testing {

std::vector<StoreBackend> store_backends();

}  // namespace gridjudge::db::testing
