// Packages as people publish them, through the real gridjudge: a Polygon package made on Windows
// with a Python checker, generator and main solution imported (programs compiled and run in the
// sandbox) and judged by its Python checker; a generated test with a blank command refused
// without a crash and without a work folder left in --out; and the work folder of an import
// that was killed swept by the next import.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "judge/util/temp_owner.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kFixtures = kSourceDir / "tests/packages/fixtures";

std::vector<std::string> folder_names(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

TEST(PublishedImport, WindowsPolygonPackageWithPythonProgramsIsJudgedByItsPythonChecker) {
    const fs::path dir = scratch_dir() / "windows-python";
    const fs::path db = dir / "judge.db";
    fs::create_directories(dir);
    fs::copy_file(shared_database(), db);
    const testing::ProgramRun imported =
        gridjudge({"import", "--db", db.string(), "--out", (dir / "packages").string(), "--json",
                   (kFixtures / "polygon/windows-python").string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_EQ(parse_json(imported)["problems"][0]["tests"], 3);
    EXPECT_EQ(folder_names(dir / "packages"), std::vector<std::string>{"sum-windows"});

    write_file_atomic(dir / "right.py", "a, b = map(int, input().split())\nprint(a + b)\n");
    write_file_atomic(dir / "wrong.py", "a, b = map(int, input().split())\nprint(a * b)\n");
    const nlohmann::json right = parse_json(gridjudge(
        {"submit", "sum-windows", (dir / "right.py").string(), "--db", db.string(), "--json"}));
    EXPECT_EQ(right["verdict"], "AC") << right.dump(2);
    EXPECT_EQ(right["score"], 2) << right.dump(2);
    ASSERT_EQ(right["tests"].size(), 3u) << right.dump(2);
    EXPECT_EQ(right["tests"][2]["message"], "ok 15");
    const nlohmann::json wrong = parse_json(gridjudge(
        {"submit", "sum-windows", (dir / "wrong.py").string(), "--db", db.string(), "--json"}));
    EXPECT_EQ(wrong["verdict"], "WA") << wrong.dump(2);
    EXPECT_EQ(wrong["score"], 0) << wrong.dump(2);
    EXPECT_EQ(wrong["tests"][0]["message"], "expected 3, found 2");
}

TEST(PublishedImport, BlankGeneratorCommandIsRefusedWithoutACrashOrALeftoverFolder) {
    const fs::path dir = scratch_dir() / "blank-cmd";
    const fs::path package = dir / "sum-generated";
    fs::create_directories(dir);
    fs::copy(kFixtures / "polygon/sum-generated", package, fs::copy_options::recursive);
    std::string xml = read_file(package / "problem.xml");
    xml.replace(xml.find("cmd=\"gen 3 4\""), 13, "cmd=\" \"");
    write_file_atomic(package / "problem.xml", xml);
    fs::copy_file(shared_database(), dir / "judge.db");
    const testing::ProgramRun run =
        gridjudge({"import", "--db", (dir / "judge.db").string(), "--out",
                   (dir / "packages").string(), package.string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err, "gridjudge: " + (package / "problem.xml").string() +
                           ": judging/testset/tests/test[2]@cmd: blank, and the package does not "
                           "ship the test's file: a generated test needs a command to make it "
                           "(nothing was imported)\n");
    EXPECT_EQ(folder_names(dir / "packages"), std::vector<std::string>{});
}

TEST(PublishedImport, WorkFolderOfAKilledImportIsSweptByTheNext) {
    const fs::path dir = scratch_dir() / "killed-import";
    const fs::path out = dir / "packages";
    fs::create_directories(out);
    fs::copy_file(shared_database(), dir / "judge.db");
    // What a SIGKILLed import leaves: its work folder, named for a process that is gone (this
    // process's pid with another start time: the pid now belongs to someone else).
    TempOwner gone = this_process();
    gone.start_ticks += 1;
    const fs::path stale = out / (".import-" + owner_tag(gone) + "-AbCdEf");
    fs::create_directories(stale / "import/problems/half");
    write_file_atomic(stale / "import/problems/half/problem.json", "{");
    const testing::ProgramRun run =
        gridjudge({"import", "--db", (dir / "judge.db").string(), "--out", out.string(),
                   (kFixtures / "polygon/aplusb-plain").string()});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.err.find("gridjudge: removed " + stale.string() +
                           ", left by an import that was killed\n"),
              std::string::npos)
        << run.err;
    EXPECT_EQ(folder_names(out), std::vector<std::string>{"aplusb"});
}

}  // namespace
}  // namespace gridjudge::e2e
