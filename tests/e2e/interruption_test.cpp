// Interrupted judging through the real executable. SIGTERM stops `grade` cleanly: it says what it
// judged, what it leaves queued (and leaves it queued) and removes its temporary folders. SIGKILL
// runs no destructor: the judge's work folder stays with its test data — named after its owner,
// so that the sweep a judging command runs at its start (judge/util/stale_temp_dirs.h) removes
// it once the owner is dead. Each command here gets its own temporary folder (TMPDIR), so what
// is found there is its own.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <functional>
#include <thread>

#include "judge/util/files.h"
#include "judge/util/stale_temp_dirs.h"
#include "judge/util/temp_owner.h"
#include "tests/e2e/background.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;
namespace {

using namespace std::chrono_literals;

// The folders in `tmp` whose names say `pid` owns them.
std::vector<fs::path> folders_of(pid_t pid, const fs::path& tmp) {
    std::vector<fs::path> owned;
    for (const auto& entry : fs::directory_iterator(tmp)) {
        const auto owner = owner_in_name(entry.path().filename().string(), "gridjudge-");
        if (owner && owner->pid == pid) owned.push_back(entry.path());
    }
    return owned;
}

fs::path fresh_database(const std::string& name) {
    const fs::path copy = scratch_dir() / (name + ".db");
    fs::copy_file(shared_database(), copy, fs::copy_options::overwrite_existing);
    return copy;
}

const fs::path kSpin = kSourceDir / "tests/e2e/programs/spin.cpp";  // TLE on every test

TEST(Interruption, AJudgeKilledMidJudgingLeavesItsFolderAndTheSweepRemovesIt) {
    const fs::path tmp = scratch_dir() / "tmp-killed";
    fs::create_directories(tmp);
    const fs::path db = fresh_database("killed");
    Background judge({"submit", "wallpusher", kSpin.string(), "--db", db.string()}, tmp,
                     scratch_dir() / "logs-killed");
    // Judging has begun once the work folder holds a test's scratch folder.
    ASSERT_TRUE(eventually(
        [&] {
            for (const fs::path& folder : folders_of(judge.pid(), tmp))
                if (folder.filename().string().rfind("gridjudge-judge-", 0) == 0 &&
                    fs::exists(folder / "1"))
                    return true;
            return false;
        },
        120s))
        << judge.err();
    judge.signal(SIGKILL);
    ASSERT_TRUE(judge.wait(10s).has_value());

    const std::vector<fs::path> litter = folders_of(judge.pid(), tmp);
    ASSERT_FALSE(litter.empty());  // what a killed judge leaves, recognisably its own

    const char* saved = std::getenv("TMPDIR");
    const std::string saved_value = saved ? saved : "";
    ::setenv("TMPDIR", tmp.c_str(), 1);
    const SweepReport report = sweep_stale_work_dirs(scratch_dir() / "cache");
    saved ? ::setenv("TMPDIR", saved_value.c_str(), 1) : ::unsetenv("TMPDIR");

    EXPECT_TRUE(report.failures.empty()) << report.failures.front();
    for (const fs::path& folder : litter)
        EXPECT_NE(std::find(report.removed.begin(), report.removed.end(), folder),
                  report.removed.end())
            << folder;
    EXPECT_TRUE(folders_of(judge.pid(), tmp).empty());
}

TEST(Interruption, SigtermStopsGradeLeavingTheQueueQueuedAndNoFolderBehind) {
    const fs::path tmp = scratch_dir() / "tmp-term";
    fs::create_directories(tmp);
    const fs::path db = fresh_database("term");
    const fs::path contest = scratch_dir() / "term-contest";
    for (const char* contestant : {"amy", "ben", "cai"}) {
        fs::create_directories(contest / contestant);
        fs::copy_file(kSpin, contest / contestant / "wallpusher.cpp");
    }
    Background grade({"grade", contest.string(), "--contest", "term", "--db", db.string()}, tmp,
                     scratch_dir() / "logs-term");
    // Well into the first submission: its second test has started.
    ASSERT_TRUE(
        eventually([&] { return grade.err().find("test 2/10") != std::string::npos; }, 120s))
        << grade.err();
    grade.signal(SIGTERM);
    const std::optional<int> status = grade.wait(30s);
    ASSERT_TRUE(status.has_value()) << "grade did not stop within 30 s of SIGTERM";
    ASSERT_TRUE(WIFEXITED(*status)) << *status;
    EXPECT_EQ(WEXITSTATUS(*status), 130);
    EXPECT_NE(grade.err().find("gridjudge: interrupted: 0 program(s) judged here; 3 stay queued: "
                               "run this grade again, or a worker, to judge them\n"),
              std::string::npos)
        << grade.err();

    const testing::ProgramRun list =
        gridjudge({"list", "--contest", "term", "--db", db.string(), "--json"});
    const nlohmann::json submissions = parse_json(list);
    ASSERT_EQ(submissions.size(), 3u) << list.out;
    for (const nlohmann::json& submission : submissions)
        EXPECT_EQ(submission["status"], "queued") << submission.dump();
    EXPECT_TRUE(folders_of(grade.pid(), tmp).empty());
}

}  // namespace
}  // namespace gridjudge::e2e
