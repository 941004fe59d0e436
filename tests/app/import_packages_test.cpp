// app::import_packages on a real SQLite file and real gridjudge package folders: what it stores,
// where the folders go, and what it refuses with nothing stored. The packages here bring no
// programs (a built-in checker), so the tools are never asked; importing packages that do is
// tested end to end (tests/e2e/import_test.cpp, published_import_test.cpp).
#include <gtest/gtest.h>

#include <filesystem>

#include "judge/app/import_packages.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"
#include "judge/util/temp_owner.h"
#include "tests/common/package_draft.h"

namespace gridjudge::testing {
namespace {
namespace fs = std::filesystem;

// Fails the test if asked: a package with a built-in checker has nothing to compile or run.
class NoTools : public package::PackageTools {
  public:
    package::ToolResult compile(const package::ToolProgram& program) override {
        ADD_FAILURE() << "compile " << program.source;
        return {};
    }
    package::ToolResult run(const package::ToolProgram& program, const std::vector<std::string>&,
                            const fs::path&, const fs::path&,
                            const std::vector<fs::path>&) override {
        ADD_FAILURE() << "run " << program.source;
        return {};
    }
};

class ImportPackagesTest : public ::testing::Test {
  protected:
    // A gridjudge package folder of problem `id` with `tests` tests (built-in checker).
    fs::path write_package(const std::string& id, int tests) {
        const fs::path folder = scratch.path() / ("source-" + id);
        PackageDraft draft(id, folder);
        draft.package().title = "Sum";
        for (int i = 1; i <= tests; ++i)
            draft.add_test("t" + std::to_string(i), "all", 10, "1 " + std::to_string(i) + "\n",
                           std::to_string(i + 1) + "\n");
        write_file_atomic(folder / "problem.json", write_package_json(draft.package()));
        return folder;
    }

    app::ImportRequest request_for(const fs::path& package) {
        app::ImportRequest request;
        request.path = package;
        request.out = scratch.path() / "packages";
        return request;
    }

    // The message import_packages refuses `request` with, or "" if it imports it.
    std::string refusal(const app::ImportRequest& request) {
        try {
            app::import_packages(request, parts);
        } catch (const app::ImportError& error) {
            return error.what();
        }
        return "";
    }

    TempDir scratch{"gridjudge-import-app-"};
    std::unique_ptr<db::Store> store = db::open_store((scratch.path() / "gridjudge.db").string());
    NoTools tools;
    std::vector<std::string> warnings;
    app::ImportParts parts{*store, tools,
                           [this](const std::string& warning) { warnings.push_back(warning); }};
};

TEST_F(ImportPackagesTest, AGridjudgePackageIsStoredAsVersionOneThenTwo) {
    const app::ImportRequest request = request_for(write_package("sum", 3));
    const app::ImportOutcome first = app::import_packages(request, parts);
    EXPECT_EQ(first.format, package::PackageFormat::Gridjudge);
    ASSERT_EQ(first.problems.size(), 1u);
    EXPECT_EQ(first.problems[0].package.id, "sum");
    EXPECT_EQ(first.problems[0].package.tests.size(), 3u);
    EXPECT_EQ(first.problems[0].version, 1);
    EXPECT_EQ(first.problems[0].folder, scratch.path() / "packages" / "sum");
    EXPECT_TRUE(fs::is_regular_file(scratch.path() / "packages" / "sum" / "problem.json"));
    EXPECT_FALSE(first.contest.has_value());
    EXPECT_TRUE(warnings.empty());

    const app::ImportOutcome second = app::import_packages(request, parts);
    ASSERT_EQ(second.problems.size(), 1u);
    EXPECT_EQ(second.problems[0].version, 2);
    const std::optional<db::TestSetRecord> active = store->active_test_set("sum");
    ASSERT_TRUE(active.has_value());
    EXPECT_EQ(active->version, 2);
}

TEST_F(ImportPackagesTest, TheIdOfTheRequestReplacesThePackagesOwn) {
    app::ImportRequest request = request_for(write_package("sum", 1));
    request.id = "total";
    const app::ImportOutcome outcome = app::import_packages(request, parts);
    ASSERT_EQ(outcome.problems.size(), 1u);
    EXPECT_EQ(outcome.problems[0].package.id, "total");
    EXPECT_EQ(outcome.problems[0].folder, scratch.path() / "packages" / "total");
    EXPECT_TRUE(store->active_test_set("total").has_value());
    EXPECT_FALSE(store->active_test_set("sum").has_value());
}

TEST_F(ImportPackagesTest, AMissingPathIsRefusedBeforeAnythingIsCreated) {
    const app::ImportRequest request = request_for(scratch.path() / "absent");
    EXPECT_EQ(refusal(request), (scratch.path() / "absent").string() + ": no such file or folder");
    EXPECT_FALSE(fs::exists(scratch.path() / "packages"));
}

TEST_F(ImportPackagesTest, ATakenDestinationIsRefusedAndNothingIsStored) {
    const app::ImportRequest request = request_for(write_package("sum", 2));
    const fs::path taken = scratch.path() / "packages" / "sum";
    fs::create_directories(taken);
    write_file_atomic(taken / "NOTES.md", "mine\n");
    EXPECT_EQ(refusal(request),
              taken.string() +
                  " exists and is not a gridjudge package (no readable problem.json); choose "
                  "another --out or remove it (nothing was imported)");
    EXPECT_FALSE(store->active_test_set("sum").has_value());
    EXPECT_EQ(read_file(taken / "NOTES.md"), "mine\n");
    // Only the user's folder is left in --out: the import's work folder is gone.
    int entries = 0;
    for ([[maybe_unused]] const fs::directory_entry& entry :
         fs::directory_iterator(scratch.path() / "packages"))
        ++entries;
    EXPECT_EQ(entries, 1);
}

TEST_F(ImportPackagesTest, ABrokenPackageIsRefusedNamingItsFileAndNothingIsStored) {
    const fs::path package = write_package("sum", 1);
    write_file_atomic(package / "problem.json", "{\"id\": \"sum\"");  // cut short
    const std::string message = refusal(request_for(package));
    // The parser's own words in between are the JSON library's.
    EXPECT_TRUE(
        message.starts_with((package / "problem.json").string() + ": line 1: malformed JSON: "))
        << message;
    EXPECT_TRUE(message.ends_with(" (nothing was imported)")) << message;
    EXPECT_FALSE(store->active_test_set("sum").has_value());
}

// A work folder left in --out by an import that was killed (its owner, in its name, is gone) is
// removed by the next import, which says so.
TEST_F(ImportPackagesTest, TheWorkFolderOfAKilledImportIsRemovedAndReported) {
    const fs::path out = scratch.path() / "packages";
    // Named for a process that is gone: this one's pid with another start time.
    TempOwner gone = this_process();
    gone.start_ticks += 1;
    const fs::path stale = out / (".import-" + owner_tag(gone) + "-AbCdEf");
    fs::create_directories(stale / "import");
    const app::ImportOutcome outcome =
        app::import_packages(request_for(write_package("sum", 1)), parts);
    EXPECT_EQ(outcome.problems.size(), 1u);
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_EQ(warnings, std::vector<std::string>{"removed " + stale.string() +
                                                 ", left by an import that was killed"});
}

}  // namespace
}  // namespace gridjudge::testing
