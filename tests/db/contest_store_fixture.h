// The ContestStore contract's tests run on every ContestStore implementation: a
// ContestStoreBackend makes a fresh, empty database and connections to it; the fixture gives each
// test one connection and a helper to store a small contest.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>

#include "db/contest_store.h"
#include "judge/util/files.h"

namespace gridjudge::db::testing {

// Opens a connection to the test's database.
using ContestStoreMaker = std::function<std::unique_ptr<ContestStore>()>;

struct ContestStoreBackend {
    std::string name;
    // A maker for a fresh database; `scratch` is a folder of the test's own. Throws
    // gridjudge::testing::PostgresUnavailable when the backend's server cannot be started.
    std::function<ContestStoreMaker(const std::filesystem::path& scratch)> fresh;
};

inline void PrintTo(const ContestStoreBackend& backend, std::ostream* out) {
    *out << backend.name;
}

class ContestStoreContractTest : public ::testing::TestWithParam<ContestStoreBackend> {
  protected:
    void SetUp() override;

    // Stores contest `id` (pass-fail, scheduled) with teams "t1" and "t2".
    ContestRecord small_contest(const std::string& id);

    TempDir scratch{"gridjudge-contest-store-test-"};
    ContestStoreMaker connect;
    std::unique_ptr<ContestStore> store;
};

}  // namespace gridjudge::db::testing
