// Tries to change the box's file tree: mount, umount, pivot_root, chroot and the new mount API.
// Expected: EPERM for each, exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>

static void report(const char* label, long rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
}

int main(void) {
    report("mount tmpfs", mount("none", "/tmp", "tmpfs", 0, 0));
    report("mount --bind", mount("/usr", "/box", NULL, MS_BIND, 0));
    report("umount2", umount2("/usr", MNT_DETACH));
    report("pivot_root", syscall(SYS_pivot_root, "/tmp", "/tmp"));
    report("chroot", chroot("/tmp"));
    report("open_tree", syscall(SYS_open_tree, AT_FDCWD, "/usr", 1 /* OPEN_TREE_CLONE */));
    report("fsopen", syscall(SYS_fsopen, "tmpfs", 0));
    report("move_mount", syscall(SYS_move_mount, AT_FDCWD, "/usr", AT_FDCWD, "/box", 0));
    return 0;
}
