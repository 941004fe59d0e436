// Finding a stored problem (judge/app/stored_problem.h): by id reads that problem alone; by I/O
// file name reads only the io of each active version.
#include <SQLiteCpp/SQLiteCpp.h>

#include "judge/app/stored_problem.h"
#include "tests/app/app_fixture.h"
#include "tests/common/package_draft.h"

namespace gridjudge::testing {
namespace {

using StoredProblemTest = AppTest;

TEST_F(StoredProblemTest, AProblemIsFoundByIdWithItsActiveVersion) {
    const std::optional<app::StoredProblem> found = app::find_stored_problem(*store, "sum");
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->record.id, "sum");
    EXPECT_EQ(found->record.title, "Sum");
    EXPECT_EQ(found->test_set.id, first_version.id);
    EXPECT_EQ(found->test_set.version, 1);
    EXPECT_EQ(found->package.limits.time_ms, 1500);
    ASSERT_EQ(found->package.tests.size(), 2u);
    EXPECT_EQ(found->package.tests[1].name, "t2");
}

TEST_F(StoredProblemTest, TheActiveVersionIsTheNewest) {
    const db::TestSetRecord second = install_sum(3, "v2");
    const std::optional<app::StoredProblem> found = app::find_stored_problem(*store, "sum");
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->test_set.id, second.id);
    EXPECT_EQ(found->test_set.version, 2);
    EXPECT_EQ(found->package.tests.size(), 3u);
}

TEST_F(StoredProblemTest, AFileIoProblemIsFoundByItsInputFileStem) {
    EXPECT_EQ(app::problem_id_named(*store, "summa"), std::optional<std::string>("sum"));
    const std::optional<app::StoredProblem> found = app::find_stored_problem(*store, "summa");
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->record.id, "sum");
}

TEST_F(StoredProblemTest, AnUnknownNameIsNone) {
    EXPECT_EQ(app::problem_id_named(*store, "nope"), std::nullopt);
    EXPECT_FALSE(app::find_stored_problem(*store, "nope").has_value());
    EXPECT_FALSE(app::stored_problem_by_id(*store, "summa").has_value());  // a stem is no id
    EXPECT_EQ(app::stored_problem_ids(*store), std::vector<std::string>{"sum"});
}

// Finding one problem by id must not read the others: a stored package that no longer reads
// (written by a newer build, say) does not keep every other problem from being judged.
TEST_F(StoredProblemTest, FindingByIdReadsNoOtherPackage) {
    PackageDraft other("other", scratch.path() / "other.staging");
    other.add_test("t1", "all", 100, "1\n", "1\n");
    other.install(*store, scratch.path() / "other");
    store.reset();
    {
        SQLite::Database database((scratch.path() / "gridjudge.db").string(),
                                  SQLite::OPEN_READWRITE);
        EXPECT_EQ(database.exec("UPDATE test_sets SET package_json = '{not json' "
                                "WHERE problem_id = 'other'"),
                  1);
    }
    store = db::open_store((scratch.path() / "gridjudge.db").string());
    const std::optional<app::StoredProblem> found = app::find_stored_problem(*store, "sum");
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->record.id, "sum");
    // By I/O name too: the broken one is skipped, not fatal.
    EXPECT_EQ(app::problem_id_named(*store, "summa"), std::optional<std::string>("sum"));
    // Reading it is what fails, naming it.
    try {
        app::stored_problem_by_id(*store, "other");
        ADD_FAILURE() << "a broken package was read";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("other version 1"), std::string::npos)
            << error.what();
    }
}

}  // namespace
}  // namespace gridjudge::testing
