// The store contract's tests run on every Store implementation: a StoreBackend makes a fresh,
// empty database and connections to it; the fixture gives each test one connection, with
// helpers to add a small package and to make submissions.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>

#include "db/store.h"
#include "judge/util/files.h"

namespace gridjudge::db::testing {

// Opens a connection to the test's database.
using StoreMaker = std::function<std::unique_ptr<Store>()>;

struct StoreBackend {
    std::string name;
    // A maker for a fresh database; `scratch` is a folder of the test's own. Throws
    // gridjudge::testing::PostgresUnavailable when the backend's server cannot be started.
    std::function<StoreMaker(const std::filesystem::path& scratch)> fresh;
};

// Test names and failure messages show the backend's name.
inline void PrintTo(const StoreBackend& backend, std::ostream* out) {
    *out << backend.name;
}

class StoreContractTest : public ::testing::TestWithParam<StoreBackend> {
  protected:
    void SetUp() override;

    // A two-test package of problem `id` (a sample worth 0 and a test worth 100) with one
    // package file, its data written into the scratch folder.
    NewTestSet small_package(const std::string& id, const std::string& salt = "");
    SubmissionRecord submission_to(const TestSetRecord& set, const std::string& user,
                                   const std::string& source = "int main() {}");

    TempDir scratch{"gridjudge-store-test-"};
    StoreMaker connect;
    std::unique_ptr<Store> store;
};

}  // namespace gridjudge::db::testing
