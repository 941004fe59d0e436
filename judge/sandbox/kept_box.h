// KeptBox: the judge's handle on a kept box (docs/sandbox.md, "The kept box"): a box whose init
// lives on from run to run of one judge thread, with its namespaces and its file tree built
// once, so that a run costs neither a clone of namespaces, nor mounts, nor a reap of the box.
// The init is the judge thread's child (the box server clones it with CLONE_PARENT); the judge
// sends each run's order (kept_order.h) straight to it over the box's channel, and the init says
// on the same channel when the run before is cleaned up.
//
// Owned by the thread's BoxServer, which keeps at most one.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <memory>
#include <string>

#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/kept_order.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {

class KeptBox {
  public:
    // `key`: the box's fixed part (its plan without the run's own fields, see BoxRun); a run
    // whose key differs needs another box. Its first order is on the channel already
    // (send_kept_order, before the box was asked for). `home`: on cgroup v2, the init's own
    // cgroup (each program is cloned into its run's), removed once the init is reaped.
    KeptBox(pid_t init, UniqueFd channel, std::string key, std::unique_ptr<Cgroup> home = nullptr);
    KeptBox(const KeptBox&) = delete;
    KeptBox& operator=(const KeptBox&) = delete;
    // Kills and reaps the init (its whole pid namespace with it), unless this process is a fork
    // that does not own it.
    ~KeptBox();

    pid_t init() const { return init_; }
    const std::string& key() const { return key_; }

    // Waits for the init to say the last run is cleaned up (kKeptReady). false: it is gone, or
    // did not say so within kReadyTimeout; the box must then be ended.
    bool wait_ready();

    // Sends one run's order with its descriptors (KeptFd order). false: the init is gone (it
    // may die after saying it was ready), and the order was not taken.
    bool order(const std::string& bytes, const int (&fds)[kKeptFdCount]);

  private:
    std::unique_ptr<Cgroup> home_;  // destroyed after the destructor has reaped the init
    pid_t init_;
    pid_t owner_;
    UniqueFd channel_;
    std::string key_;
    bool ready_ = false;  // the init said the run before is cleaned up, and has no order since
};

// Sends an order on a channel end; false on failure (errno set).
bool send_kept_order(int channel, const std::string& bytes, const int (&fds)[kKeptFdCount]);

// box_dir's tree cloned as a detached mount (open_tree), nosuid and nodev like the bind of a
// one-run box, for a kept box's init to attach at /box. Invalid (errno set) where the judge may
// not do it (not root: it needs CAP_SYS_ADMIN in its own mount namespace).
UniqueFd clone_box_tree(const std::filesystem::path& box_dir);

}  // namespace gridjudge::sandbox
