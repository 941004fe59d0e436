// A real SQLite database in a scratch folder holding problem "sum" (file I/O, summa.in and
// summa.out, two tests, 1500 ms), stored the way import stores a package.
#pragma once

#include <gtest/gtest.h>

#include <memory>

#include "db/store.h"
#include "judge/util/files.h"

namespace gridjudge::testing {

class AppTest : public ::testing::Test {
  protected:
    void SetUp() override;

    // Stores a new version of "sum" (with `tests` tests) and makes it the active one.
    db::TestSetRecord install_sum(int tests, const std::string& folder);
    // A submission of "sum" in C++17, queued.
    std::int64_t queue_sum(const std::string& user, const std::string& test_filter = "");
    // Marks it judged (AC), as a worker would.
    void judge(std::int64_t id);

    TempDir scratch{"gridjudge-app-"};
    std::unique_ptr<db::Store> store;
    db::TestSetRecord first_version;
};

}  // namespace gridjudge::testing
