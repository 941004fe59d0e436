// The sweep of stale temporary folders: a child that made a TempDir full of files is killed
// with SIGKILL (no destructor runs), and the sweep removes its folder and nothing else — not a
// live process's folder, not one of a process in another pid namespace, not a link, not a
// file, not a folder of another name.
#include "judge/util/stale_temp_dirs.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

#include "judge/util/files.h"
#include "judge/util/temp_owner.h"

namespace gridjudge {
namespace {
namespace fs = std::filesystem;

// Forks a child that makes a TempDir "gridjudge-judge-..." in `parent`, fills it, tells its
// path through a pipe, and waits to be killed; kills it with SIGKILL and reaps it.
fs::path folder_of_a_killed_child(const fs::path& parent) {
    int pipe_fds[2];
    if (::pipe(pipe_fds) != 0) throw std::runtime_error("pipe");
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(pipe_fds[0]);
        auto* dir = new TempDir("gridjudge-judge-", parent);  // never destroyed: killed first
        fs::create_directories(dir->path() / "box");
        std::ofstream(dir->path() / "box" / "puzzle.in") << "test data\n";
        fs::create_symlink("/etc", dir->path() / "box" / "link-planted-by-the-program");
        const std::string path = dir->path().string() + "\n";
        if (::write(pipe_fds[1], path.data(), path.size()) < 0) ::_exit(1);
        for (;;) ::pause();
    }
    ::close(pipe_fds[1]);
    std::string path;
    char c;
    while (::read(pipe_fds[0], &c, 1) == 1 && c != '\n') path += c;
    ::close(pipe_fds[0]);
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
    return path;
}

TEST(StaleTempDirs, TheFolderOfAKilledProcessIsSweptAndNothingElse) {
    const TempDir parent("gridjudge-sweep-test-");
    const fs::path stale = folder_of_a_killed_child(parent.path());
    ASSERT_TRUE(fs::exists(stale / "box" / "puzzle.in"));  // the litter a killed judge leaves

    const TempDir live("gridjudge-judge-", parent.path());
    TempOwner elsewhere = *owner_in_name(stale.filename().string(), "gridjudge-");
    ++elsewhere.pid_namespace;
    const fs::path other_namespace =
        parent.path() / ("gridjudge-judge-" + owner_tag(elsewhere) + "-Q1w2E3");
    fs::create_directory(other_namespace);
    const std::string dead_tag = owner_tag(*owner_in_name(stale.filename().string(), ""));
    const fs::path link = parent.path() / ("gridjudge-link-" + dead_tag + "-R4t5Y6");
    fs::create_directory_symlink(live.path(), link);
    const fs::path file = parent.path() / ("gridjudge-file-" + dead_tag + "-U7i8O9");
    std::ofstream(file) << "a file, not a folder\n";
    const fs::path foreign = parent.path() / ("elsewhere-" + dead_tag + "-P0a1S2");
    fs::create_directory(foreign);

    const SweepReport report = sweep_stale_temp_dirs(parent.path(), {"gridjudge-"});
    EXPECT_EQ(report.removed, std::vector<fs::path>{stale});
    EXPECT_TRUE(report.failures.empty());
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_TRUE(fs::exists("/etc/passwd"));  // the planted link was removed, not followed
    for (const fs::path& kept : {live.path(), other_namespace, file, foreign})
        EXPECT_TRUE(fs::exists(kept)) << kept;
    EXPECT_TRUE(fs::is_symlink(link));
}

TEST(StaleTempDirs, TheWorkSweepCoversTheTemporaryFolderAndTheCacheStaging) {
    const TempDir root("gridjudge-sweep-root-");
    const fs::path tmp = root.path() / "tmp", cache = root.path() / "cache";
    fs::create_directories(tmp);
    fs::create_directories(cache);
    const fs::path work = folder_of_a_killed_child(tmp);
    // A half-built precompiled header in the cache, left by the same killed owner.
    const std::string tag = owner_tag(*owner_in_name(work.filename().string(), "gridjudge-"));
    const fs::path pch = cache / (".pch-" + tag + "-H1j2K3");
    fs::create_directories(pch);
    std::ofstream(pch / "stdc++.h.gch") << "half written";
    const fs::path entry = cache / ("abc123" + tag);  // a cache entry: not a staging folder
    fs::create_directories(entry);

    const char* saved = std::getenv("TMPDIR");
    const std::string saved_value = saved ? saved : "";
    ::setenv("TMPDIR", tmp.c_str(), 1);
    const SweepReport report = sweep_stale_work_dirs(cache);
    saved ? ::setenv("TMPDIR", saved_value.c_str(), 1) : ::unsetenv("TMPDIR");

    EXPECT_EQ(report.removed, (std::vector<fs::path>{work, pch}));
    EXPECT_FALSE(fs::exists(work));
    EXPECT_FALSE(fs::exists(pch));
    EXPECT_TRUE(fs::exists(entry));
}

}  // namespace
}  // namespace gridjudge
