// app::export_problem on a real SQLite file holding "sum" (app_fixture.h): the version it writes,
// the package folder it leaves, and what it refuses with nothing written.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "judge/app/export_problem.h"
#include "tests/app/app_fixture.h"

namespace gridjudge::testing {
namespace {
namespace fs = std::filesystem;

class ExportProblemTest : public AppTest {
  protected:
    app::StoredProblem sum() { return *app::stored_problem_by_id(*store, "sum"); }

    // The message export_problem refuses `request` with, or "" if it exports.
    std::string refusal(const app::ExportRequest& request) {
        try {
            app::export_problem(*store, sum(), request);
        } catch (const app::ExportError& error) {
            return error.what();
        }
        return "";
    }

    // The names in `dir`, sorted.
    static std::vector<std::string> names_in(const fs::path& dir) {
        std::vector<std::string> names;
        for (const fs::directory_entry& entry : fs::directory_iterator(dir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }
};

TEST_F(ExportProblemTest, TheActiveVersionIsExportedByDefaultAndAnOlderOneOnRequest) {
    install_sum(3, "v2");
    const fs::path latest = scratch.path() / "latest";
    const app::ExportOutcome active = app::export_problem(*store, sum(), {"polygon", latest, {}});
    EXPECT_EQ(active.version, 2);
    EXPECT_EQ(active.package, latest);
    EXPECT_EQ(names_in(latest / "tests"),
              (std::vector<std::string>{"01", "01.a", "02", "02.a", "03", "03.a"}));
    const fs::path first = scratch.path() / "first";
    const app::ExportOutcome older = app::export_problem(*store, sum(), {"polygon", first, 1});
    EXPECT_EQ(older.version, 1);
    EXPECT_EQ(names_in(first / "tests"), (std::vector<std::string>{"01", "01.a", "02", "02.a"}));
    // The stored version was written out beside the package only while the export ran.
    for (const std::string& name : names_in(scratch.path()))
        EXPECT_FALSE(name.starts_with(".export-")) << name;
}

TEST_F(ExportProblemTest, AVersionTheProblemNeverHadIsRefused) {
    EXPECT_EQ(refusal({"polygon", scratch.path() / "out", 9}), "problem sum has no version 9");
    EXPECT_FALSE(fs::exists(scratch.path() / "out"));
}

TEST_F(ExportProblemTest, AFolderThatIsNotEmptyIsRefusedAndLeftAsItWas) {
    const fs::path out = scratch.path() / "out";
    fs::create_directories(out);
    write_file_atomic(out / "NOTES.md", "mine\n");
    EXPECT_EQ(refusal({"polygon", out, {}}),
              out.string() + " exists and is not empty; give a new folder");
    EXPECT_EQ(names_in(out), std::vector<std::string>{"NOTES.md"});
}

TEST_F(ExportProblemTest, AFormatThatCannotHoldTheProblemIsRefusedSayingWhy) {
    EXPECT_EQ(refusal({"kattis", scratch.path() / "out", {}}),
              "sum: cannot export to Kattis: the problem reads summa.in and writes summa.out; "
              "Kattis programs use standard input and output");
    EXPECT_FALSE(fs::exists(scratch.path() / "out"));
    EXPECT_EQ(refusal({"icpc", scratch.path() / "out", {}}),
              "unknown export format 'icpc' (kattis, polygon or hydro)");
}

}  // namespace
}  // namespace gridjudge::testing
