// One hostile program for each protection docs/sandbox.md claims, each with the exact outcome
// it must get: the errno it saw for every attempt (printed), or the signal, or the limit flag.
// (The older hostile programs, time, memory, processes and files, are in sandbox_test.cpp.)
#include <signal.h>

#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "judge/sandbox/sandbox.h"
#include "tests/common/i386_abi.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

TEST_F(SandboxTest, NoSecondProgramByAnyExecCall) {
    expect_outcome(run_hostile("exec_shell", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "execve: EPERM\n"
              "execveat: EPERM\n"
              "open /bin/sh: ok\n"
              "execveat(fd, \"\", AT_EMPTY_PATH): EPERM\n"
              "fexecve: EPERM\n");
}

TEST_F(SandboxTest, NoNewNamespaces) {
    expect_outcome(run_hostile("new_namespaces", {}, limits(1000, 3000, 64, 2)), {});
    EXPECT_EQ(output(),
              "clone(CLONE_NEWUSER): EPERM\n"
              "clone(CLONE_NEWNS): EPERM\n"
              "clone(CLONE_NEWPID): EPERM\n"
              "clone(CLONE_NEWNET): EPERM\n"
              "clone(CLONE_NEWCGROUP): EPERM\n"
              "unshare(CLONE_NEWNS): EPERM\n"
              "setns: EPERM\n"
              "clone3: ENOSYS\n");
}

// A kernel with the i386 ABI would take the call by its own numbering, past the filter's: the
// filter kills the program (SIGSYS). A kernel without it kills the program itself (SIGSEGV), as
// it does outside the box: either way no call is made.
TEST_F(SandboxTest, TheI386AbiKillsTheProgram) {
    expect_outcome(run_hostile("int80_syscall", {}, limits(1000, 3000)),
                   {.signal = testing::kernel_runs_i386_calls() ? SIGSYS : SIGSEGV});
    EXPECT_EQ(output(), "before\n");
}

TEST_F(SandboxTest, TheX32AbiKillsTheProgram) {
    expect_outcome(run_hostile("x32_syscall", {}, limits(1000, 3000)), {.signal = SIGSYS});
    EXPECT_EQ(output(), "before\n");
}

TEST_F(SandboxTest, TheInitsSecretsAreRefused) {
    expect_outcome(run_hostile("init_secrets", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "/proc/1/environ: EACCES\n"
              "/proc/1/mem: EACCES\n"
              "/proc/1/maps: EACCES\n"
              "/proc/1/root/: EACCES\n"
              "/proc/1/cwd/: EACCES\n"
              "/proc/1/fd/: EACCES\n"
              "/proc/1/auxv: EACCES\n"
              "/proc/1/syscall: EACCES\n"
              "/proc/1/stack: EACCES\n"
              "/proc/1/cmdline: gridjudge_box_server\n");
}

TEST_F(SandboxTest, OpeningMoreFilesThanTheLimitIsEmfile) {
    expect_outcome(run_hostile("many_files", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(), "opened 61 files, then EMFILE\n");
}

TEST_F(SandboxTest, IgnoringSigxfszStillExceedsTheOutputLimit) {
    expect_outcome(run_hostile("ignore_sigxfsz", {}, limits(1000, 3000)), {.output = true});
    EXPECT_EQ(fs::file_size(dir_ / "stdout"), 1024u * 1024u);
    EXPECT_EQ(read_all(dir_ / "stderr"), "wrote 1048576 bytes, then EFBIG\n");
}

TEST_F(SandboxTest, NoDebuggingOfTheInit) {
    expect_outcome(run_hostile("ptrace_init", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "ptrace(PTRACE_ATTACH, 1): EPERM\n"
              "ptrace(PTRACE_SEIZE, 1): EPERM\n"
              "ptrace(PTRACE_TRACEME): EPERM\n"
              "process_vm_readv(1): EPERM\n"
              "pidfd_open(1): ok\n"
              "pidfd_getfd: EPERM\n");
}

TEST_F(SandboxTest, NoMounts) {
    expect_outcome(run_hostile("mount_calls", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "mount tmpfs: EPERM\n"
              "mount --bind: EPERM\n"
              "umount2: EPERM\n"
              "pivot_root: EPERM\n"
              "chroot: EPERM\n"
              "open_tree: EPERM\n"
              "fsopen: EPERM\n"
              "move_mount: EPERM\n");
}

TEST_F(SandboxTest, NoSocketButUnix) {
    expect_outcome(run_hostile("socket_families", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "socket(AF_INET, SOCK_STREAM): EPERM\n"
              "socket(AF_INET, SOCK_DGRAM): EPERM\n"
              "socket(AF_INET6, SOCK_STREAM): EPERM\n"
              "socket(AF_PACKET, SOCK_RAW): EPERM\n"
              "socket(AF_NETLINK, SOCK_RAW): EPERM\n"
              "socket(AF_UNIX, SOCK_STREAM): ok\n"
              "socketpair(AF_UNIX): ok\n");
}

TEST_F(SandboxTest, OnlyBoxAndTmpAreWritable) {
    expect_outcome(run_hostile("write_outside", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "/box/escape: ok\n"
              "/tmp/escape: ok\n"
              "/escape: EROFS\n"
              "/usr/escape: EROFS\n"
              "/usr/bin/escape: EROFS\n"
              "/bin/escape: EROFS\n"
              "/lib/escape: EROFS\n"
              "/dev/escape: EROFS\n"
              "/dev/shm/escape: ENOENT\n"
              "/proc/escape: ENOENT\n"
              "/proc/sys/kernel/hostname: EACCES\n"
              "/etc/escape: ENOENT\n"
              "/var/tmp/escape: ENOENT\n"
              "/home/escape: ENOENT\n"
              "/root/escape: ENOENT\n"
              "/sys/escape: ENOENT\n");
    EXPECT_TRUE(fs::exists(box_ / "escape"));
}

}  // namespace
}  // namespace gridjudge::sandbox
