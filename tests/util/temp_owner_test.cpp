// The owner tag in temporary folders' names: read from /proc, written into every TempDir's name,
// read back only from names of the exact form, and an owner's state told from /proc.
#include "judge/util/temp_owner.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include "judge/util/files.h"

namespace gridjudge {
namespace {

TEST(TempOwner, ThisProcessIsReadFromProc) {
    const TempOwner self = this_process();
    EXPECT_EQ(self.pid, ::getpid());
    EXPECT_GT(self.pid_namespace, 0u);
    EXPECT_GT(self.start_ticks, 0u);
    EXPECT_EQ(this_process(), self);
}

TEST(TempOwner, EveryTempDirCarriesItsOwnersTag) {
    const TempDir dir("gridjudge-owner-test-");
    const std::string name = dir.path().filename().string();
    EXPECT_EQ(name.rfind("gridjudge-owner-test-" + owner_tag(this_process()) + "-", 0), 0u) << name;
    EXPECT_EQ(owner_in_name(name, "gridjudge-"), this_process());
    EXPECT_EQ(owner_in_name(name, "gridjudge-owner-test-"), this_process());
    EXPECT_EQ(owner_in_name(name, ".pch-"), std::nullopt);
}

TEST(TempOwner, OnlyNamesOfTheExactFormHaveAnOwner) {
    EXPECT_EQ(owner_in_name("gridjudge-judge-4026531836.1234.98765-a8Zk2Q", "gridjudge-"),
              (TempOwner{4026531836, 1234, 98765}));
    EXPECT_EQ(owner_in_name(".pch-7.8.9-AAAAAA", ".pch-"), (TempOwner{7, 8, 9}));
    for (const char* name :
         {"gridjudge-cache", "gridjudge-judge-a8Zk2Q", "gridjudge-judge-1234.98765-a8Zk2Q",
          "gridjudge-judge-1.1234.98765-a8Zk2", "gridjudge-judge-1.1234.98765-a8Zk_Q",
          "gridjudge-judge-1.1234.98765a8Zk2Q", "gridjudge-judge-1.x.98765-a8Zk2Q",
          "gridjudge-judge-1.0.98765-a8Zk2Q", "gridjudge-judge-1.-5.98765-a8Zk2Q",
          "other-1.1234.98765-a8Zk2Q", "gridjudge-1.1234.98765.7-a8Zk2Q"})
        EXPECT_EQ(owner_in_name(name, "gridjudge-"), std::nullopt) << name;
}

TEST(TempOwner, AnOwnerIsAliveOnlyWhileItsProcessRuns) {
    EXPECT_EQ(owner_state(this_process()), OwnerState::Alive);

    TempOwner reused = this_process();
    ++reused.start_ticks;  // the same pid, started at another time: another process
    EXPECT_EQ(owner_state(reused), OwnerState::Dead);

    TempOwner elsewhere = this_process();
    ++elsewhere.pid_namespace;
    EXPECT_EQ(owner_state(elsewhere), OwnerState::Unknown);

    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    TempOwner gone = this_process();
    gone.pid = child;
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_EQ(owner_state(gone), OwnerState::Dead);
}

}  // namespace
}  // namespace gridjudge
