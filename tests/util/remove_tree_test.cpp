// Removing a folder whatever was made of it: a tree deeper than the open-file limit (what a
// contestant's program makes with mkdir and chdir in a loop), a folder whose mode forbids
// reading it, and links — to a folder outside and to the tree itself — that are removed, never
// followed.
#include "judge/util/remove_tree.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "judge/util/files.h"

namespace gridjudge {
namespace {
namespace fs = std::filesystem;

// Lowers this process's soft open-file limit for the scope.
class OpenFileLimit {
  public:
    explicit OpenFileLimit(rlim_t soft) {
        ::getrlimit(RLIMIT_NOFILE, &saved_);
        rlimit lowered = saved_;
        lowered.rlim_cur = soft;
        ::setrlimit(RLIMIT_NOFILE, &lowered);
    }
    ~OpenFileLimit() { ::setrlimit(RLIMIT_NOFILE, &saved_); }

  private:
    rlimit saved_{};
};

// `levels` nested folders "d" under `top`, made as a program makes them: mkdirat and openat,
// never a path longer than one name; a file at the bottom.
void make_deep_tree(const fs::path& top, int levels) {
    int current = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
    ASSERT_GE(current, 0);
    for (int i = 0; i < levels; ++i) {
        ASSERT_EQ(::mkdirat(current, "d", 0755), 0) << "level " << i;
        const int next = ::openat(current, "d", O_RDONLY | O_DIRECTORY);
        ASSERT_GE(next, 0) << "level " << i;
        ::close(current);
        current = next;
    }
    const int file = ::openat(current, "bottom", O_WRONLY | O_CREAT, 0644);
    ASSERT_GE(file, 0);
    ::close(file);
    ::close(current);
}

TEST(RemoveTree, RemovesATreeDeeperThanTheOpenFileLimit) {
    const TempDir scratch("gridjudge-remove-test-");
    const fs::path top = scratch.path() / "box";
    fs::create_directory(top);
    make_deep_tree(top, 1500);
    const OpenFileLimit limit(64);
    // What the judge used before: it keeps a folder open per level.
    std::error_code error;
    fs::remove_all(top, error);
    EXPECT_TRUE(error) << "remove_all removed it: the limit is not low enough to show anything";
    EXPECT_EQ(remove_tree(top), "");
    EXPECT_FALSE(fs::exists(top));
}

TEST(RemoveTree, MakesAnUnreadableFolderReadableToEmptyIt) {
    const TempDir scratch("gridjudge-remove-test-");
    const fs::path top = scratch.path() / "box";
    fs::create_directories(top / "locked" / "inner");
    write_file_atomic(top / "locked" / "inner" / "file", "x");
    fs::permissions(top / "locked" / "inner", fs::perms::none);
    fs::permissions(top / "locked", fs::perms::none);
    EXPECT_EQ(remove_tree(top), "");
    EXPECT_FALSE(fs::exists(top));
}

TEST(RemoveTree, RemovesLinksWithoutFollowingThem) {
    const TempDir scratch("gridjudge-remove-test-");
    const fs::path outside = scratch.path() / "outside";
    fs::create_directories(outside / "keep");
    write_file_atomic(outside / "keep" / "file", "kept");
    const fs::path top = scratch.path() / "box";
    fs::create_directories(top / "sub");
    fs::create_directory_symlink(outside, top / "sub" / "to-outside");
    fs::create_directory_symlink("..", top / "sub" / "to-parent");
    fs::create_symlink(outside / "keep" / "file", top / "to-file");
    ASSERT_EQ(::mkfifo((top / "fifo").c_str(), 0600), 0);
    EXPECT_EQ(remove_tree(top), "");
    EXPECT_FALSE(fs::exists(top));
    EXPECT_EQ(read_file(outside / "keep" / "file"), "kept");
}

TEST(RemoveTree, AMissingPathIsNothingToDoAndAFileIsRemoved) {
    const TempDir scratch("gridjudge-remove-test-");
    EXPECT_EQ(remove_tree(scratch.path() / "missing"), "");
    write_file_atomic(scratch.path() / "file", "x");
    EXPECT_EQ(remove_tree(scratch.path() / "file"), "");
    EXPECT_FALSE(fs::exists(scratch.path() / "file"));
}

TEST(RemoveTree, SaysWhatItCannotRemove) {
    const TempDir scratch("gridjudge-remove-test-");
    const fs::path top = scratch.path() / "box";
    fs::create_directories(top / "a");
    // Reading the folder needs a file descriptor (and a second for the listing): with none to
    // spare, it says so rather than pretend.
    std::string why;
    {
        std::vector<int> spare;
        const OpenFileLimit limit(64);
        for (int fd; (fd = ::open("/dev/null", O_RDONLY)) >= 0;) spare.push_back(fd);
        why = remove_tree(top);
        for (const int fd : spare) ::close(fd);
    }
    EXPECT_EQ(why, "cannot open " + top.string() + ": Too many open files");
    EXPECT_TRUE(fs::exists(top / "a"));
}

}  // namespace
}  // namespace gridjudge
