// Package folders as the store and the exporters read them: sha256 filled in or checked, every
// named file inside the folder (links leading out refused, links inside followed), no FIFO read,
// size caps, strict manifests; and staging folders that never overwrite what gridjudge did not
// write, and sweep those a killed import or export left.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

#include "judge/model/package_json.h"
#include "judge/package/package_folder.h"
#include "judge/package/staging_folder.h"
#include "judge/util/files.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;

// A two-test package folder, without sha256 in the manifest.
ProblemPackage write_folder(const fs::path& dir) {
    ProblemPackage problem;
    problem.id = "sum";
    problem.title = "Sum";
    problem.checker = {Protocol::Builtin, "tokens", "", "", {}};
    problem.groups = {{"tests", 2, Aggregation::EachTest, {}}};
    for (const std::string name : {"1", "2"}) {
        PackageTest test;
        test.name = name;
        test.group = "tests";
        test.points = 1;
        test.input = "tests/" + name + ".in";
        test.answer = "tests/" + name + ".ans";
        problem.tests.push_back(test);
        write_text(dir / test.input, name + " " + name + "\n");
        write_text(dir / test.answer, std::to_string(2 * std::stoi(name)) + "\n");
    }
    write_text(dir / "problem.json", write_package_json(problem));
    return problem;
}

class PackageFolder : public ::testing::Test {
  protected:
    ScratchDir scratch;
    fs::path dir = scratch / "sum";
    ProblemPackage written = write_folder(dir);
    std::string manifest = (dir / "problem.json").string();

    std::string load_error(const package::FolderCaps& caps = {}) {
        return package_error([&] { package::load_package_folder(dir, caps); });
    }
};

TEST_F(PackageFolder, LoadingFillsMissingSha256) {
    const package::LoadedPackage loaded = package::load_package_folder(dir);
    ProblemPackage expected = written;
    expected.tests[0].input_sha256 = sha256_hex("1 1\n");
    expected.tests[0].answer_sha256 = sha256_hex("2\n");
    expected.tests[1].input_sha256 = sha256_hex("2 2\n");
    expected.tests[1].answer_sha256 = sha256_hex("4\n");
    EXPECT_EQ(loaded.package, expected);
    EXPECT_EQ(loaded.dir, dir);
}

TEST_F(PackageFolder, Sha256MismatchNamesTheFileAndBothDigests) {
    written.tests[1].answer_sha256 = sha256_hex("5\n");
    write_text(dir / "problem.json", write_package_json(written));
    EXPECT_EQ(load_error(), manifest + ": tests[1].answer_sha256: tests/2.ans has sha256 " +
                                sha256_hex("4\n") + ", the manifest says " + sha256_hex("5\n"));
}

TEST_F(PackageFolder, MissingTestFile) {
    fs::remove(dir / "tests/2.in");
    EXPECT_EQ(load_error(),
              manifest + ": tests[1].input: " + (dir / "tests/2.in").string() + ": missing");
}

TEST_F(PackageFolder, RelativeLinkLeadingOutsideIsRefused) {
    write_text(scratch / "secret.txt", "not part of the package\n");
    fs::remove(dir / "tests/2.in");
    fs::create_symlink("../../secret.txt", dir / "tests/2.in");
    EXPECT_EQ(load_error(), manifest + ": tests[1].input: " + (dir / "tests/2.in").string() +
                                ": symbolic link '2.in' -> '../../secret.txt' leads outside the "
                                "package");
}

TEST_F(PackageFolder, AbsoluteLinkIsRefused) {
    fs::remove(dir / "tests/2.ans");
    fs::create_symlink("/etc/hostname", dir / "tests/2.ans");
    EXPECT_EQ(load_error(), manifest + ": tests[1].answer: " + (dir / "tests/2.ans").string() +
                                ": symbolic link '2.ans' -> '/etc/hostname' leads outside the "
                                "package (absolute target)");
}

TEST_F(PackageFolder, LinkStayingInsideIsFollowed) {
    fs::remove(dir / "tests/2.ans");
    fs::create_symlink("../tests/1.ans", dir / "tests/2.ans");
    EXPECT_EQ(package::load_package_folder(dir).package.tests[1].answer_sha256, sha256_hex("2\n"));
}

TEST_F(PackageFolder, FifoIsRefusedWithoutBeingOpened) {
    fs::remove(dir / "tests/1.in");
    ASSERT_EQ(::mkfifo((dir / "tests/1.in").c_str(), 0644), 0);
    // Opening a FIFO for reading would block this test forever.
    EXPECT_EQ(load_error(), manifest + ": tests[0].input: " + (dir / "tests/1.in").string() +
                                ": a FIFO, not a regular file");
}

TEST_F(PackageFolder, SizeCapsPerFileAndInTotal) {
    package::FolderCaps caps;
    caps.max_file_bytes = 3;
    EXPECT_EQ(load_error(caps), manifest + ": tests[0].input: " + (dir / "tests/1.in").string() +
                                    ": larger than the cap of 3 bytes per file");
    caps = {};
    caps.max_total_bytes = 8;  // 4 + 2 + 4 bytes
    EXPECT_EQ(load_error(caps), manifest + ": tests[1].input: " + (dir / "tests/2.in").string() +
                                    ": the package's files exceed the cap of 8 bytes in total");
}

TEST_F(PackageFolder, MalformedManifestNamesTheLine) {
    write_text(dir / "problem.json", "{\n  \"format\": \"gridjudge-package\",\n  \"id\": sum\n}\n");
    EXPECT_EQ(load_error().substr(0, manifest.size() + 26),
              manifest + ": line 3: malformed JSON: ");
}

TEST_F(PackageFolder, DuplicateTestNamesAndLimitsOutOfRange) {
    written.tests[1].name = "1";
    write_text(dir / "problem.json", write_package_json(written));
    EXPECT_EQ(load_error(), manifest + ": tests[1].name: test '1' appears twice");
    written.tests[1].name = "2";
    written.limits.time_ms = 100000;
    write_text(dir / "problem.json", write_package_json(written));
    EXPECT_EQ(load_error(),
              manifest + ": limits.time_ms: 100000 ms is out of range (1 to 60000 ms)");
}

TEST(StagingFolder, RefusesADestinationWithFilesAndLeavesThemAlone) {
    ScratchDir scratch;
    write_text(scratch / "taken/notes.txt", "mine\n");
    EXPECT_EQ(package_error([&] { package::StagingFolder staging(scratch / "taken"); }),
              (scratch / "taken").string() +
                  ": exists and is not an empty folder; gridjudge does not overwrite files it did "
                  "not write (choose another destination)");
    EXPECT_EQ(read_text(scratch / "taken/notes.txt"), "mine\n");
}

TEST(StagingFolder, CommitsIntoAnEmptyFolderAndCleansUpWhenAbandoned) {
    ScratchDir scratch;
    fs::create_directory(scratch / "empty");
    {
        package::StagingFolder staging(scratch / "empty");
        staging.write("a/b.txt", "done\n");
        staging.commit();
    }
    EXPECT_EQ(read_text(scratch / "empty/a/b.txt"), "done\n");
    {
        package::StagingFolder staging(scratch / "abandoned");
        staging.write("x.txt", "half\n");
    }
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(scratch.path()))
        left.push_back(entry.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string>{"empty"});
}

// A staging folder (TempDir form) left by a process that died without running its destructor,
// as a killed import or export leaves one.
fs::path staging_of_a_dead_process(const fs::path& parent, const std::string& destination) {
    int pipe_fds[2];
    if (::pipe(pipe_fds) != 0) throw std::runtime_error("pipe");
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(pipe_fds[0]);
        auto* dir = new TempDir("." + destination + ".staging-", parent);  // never destroyed
        std::ofstream(dir->path() / "half.txt") << "half written\n";
        const std::string path = dir->path().string() + "\n";
        ::_exit(::write(pipe_fds[1], path.data(), path.size()) < 0 ? 1 : 0);
    }
    ::close(pipe_fds[1]);
    std::string path;
    char c;
    while (::read(pipe_fds[0], &c, 1) == 1 && c != '\n') path += c;
    ::close(pipe_fds[0]);
    ::waitpid(child, nullptr, 0);
    return path;
}

TEST(StagingFolder, SweepsTheStagingFolderAKilledProcessLeftForTheSameDestination) {
    ScratchDir scratch;
    const fs::path stale = staging_of_a_dead_process(scratch.path(), "out");
    const fs::path other = staging_of_a_dead_process(scratch.path(), "elsewhere");
    ASSERT_TRUE(fs::exists(stale / "half.txt"));
    const TempDir live(".out.staging-", scratch.path());  // a running export's: it stays
    {
        package::StagingFolder staging(scratch / "out");
        EXPECT_EQ(staging.path().filename().string().rfind(".out.staging-", 0), 0u);
        EXPECT_FALSE(fs::exists(stale));
        EXPECT_TRUE(fs::exists(live.path()));
        EXPECT_TRUE(fs::exists(other / "half.txt"));  // another destination's: not looked at
        staging.write("done.txt", "done\n");
        staging.commit();
    }
    EXPECT_EQ(read_text(scratch / "out/done.txt"), "done\n");
    EXPECT_TRUE(fs::exists(live.path()));
}

}  // namespace
}  // namespace gridjudge::testing
