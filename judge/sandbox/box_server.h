// BoxServer: the judge's handle on a box server process (server/box_server_main.cpp), which
// clones each box's init from its own small address space. One per judge thread, started on
// the thread's first run: its death signal is tied to that thread, and one server starts one
// box at a time.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/kept_box.h"
#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {

// A program's box, its checker's and a compile's (a Java program binds files a C++ checker does
// not, and a compile has a profile of its own): kept side by side on cgroup v2.
constexpr std::size_t kKeptBoxesOnV2 = 3;

class BoxServer {
  public:
    // Starts the server executable. Throws std::runtime_error (naming the executable) when it
    // cannot be started or does not speak this build's protocol.
    explicit BoxServer(const std::filesystem::path& executable);
    BoxServer(const BoxServer&) = delete;
    BoxServer& operator=(const BoxServer&) = delete;
    // Kills and reaps the server (unless this process is a fork that does not own it).
    ~BoxServer();

    // Sends the plan with the box's descriptors (kBoxFdCount of them, in BoxFd order, and with
    // plan.clone_into_cgroup the cgroup directory `cgroup`) and returns the init: a child of the
    // calling process, which must reap it (with plan.start_at_once, already started). Throws
    // std::system_error when the server refuses or fails; the server is then broken().
    // With plan.kept, `channel` is the init's end of the kept box's channel.
    StartReply start_box(const BoxPlan& plan, const int* fds, int cgroup = -1, int channel = -1);

    // The kept box whose key is `key`, ready for its next order; otherwise (none with that key,
    // or one that is gone or stuck) nullptr. Every kept box is made ready first, and one that
    // is gone or stuck is ended: a box still cleaning up after its run must not do so during
    // the next run.
    KeptBox* kept_box(const std::string& key);
    // Keeps `box` for the runs to come. A thread keeps one box on cgroup v1 (a second init in
    // the worker cgroup would count against the run's task and memory limits) and up to
    // kKeptBoxesOnV2 on v2, where each init has a cgroup of its own; the box used least
    // recently is ended to make room.
    void keep(std::unique_ptr<KeptBox> box);
    // Ends the kept box a box with `key` would replace, if the thread keeps no more boxes: call
    // it before the new box's run begins, so that the box ended is not alive during it.
    void make_room_for(const std::string& key) noexcept;
    // Kills and reaps the kept box whose key is `key` / every kept box.
    void end_kept_box(const std::string& key) noexcept;
    void end_kept_boxes() noexcept;
    std::size_t kept_box_count() const { return kept_boxes_.size(); }

    // The cgroup this server lives in and clones every box into (cgroup v1), made and entered
    // on first use; nullptr on hosts where runs get their own cgroups. Throws std::system_error.
    WorkerCgroup* worker_cgroup();

    // The seccomp filter of a profile, for this server's image (see kExecPathSlotSize).
    const std::vector<sock_filter>& seccomp(Profile profile) const;

    // The server died or the conversation went wrong: start another.
    bool broken() const { return broken_; }
    // This process is not the one that started the server (a fork of it).
    bool owned_by_this_process() const { return owner_ == ::getpid(); }

  private:
    // Reads the server's hello and compiles the seccomp filters for its image.
    void greet(const std::string& program);
    void stop() noexcept;

    pid_t pid_ = -1;
    pid_t owner_ = -1;
    UniqueFd socket_;
    bool broken_ = false;
    std::vector<sock_filter> run_filter_, compile_filter_;
    bool worker_cgroup_tried_ = false;
    std::size_t kept_box_capacity() const { return worker_cgroup_ ? 1 : kKeptBoxesOnV2; }
    void tell_worker_cgroup() noexcept;

    std::unique_ptr<WorkerCgroup> worker_cgroup_;  // removed after the server is gone
    // Least recently used first. On v1 they live in the worker cgroup: ended first.
    std::vector<std::unique_ptr<KeptBox>> kept_boxes_;
};

// gridjudge_box_server in the folder of the running executable.
std::filesystem::path box_server_executable();

// The calling thread's server, started on first use and again after a fork or a failure.
// Throws like BoxServer's constructor.
BoxServer& this_thread_box_server();

}  // namespace gridjudge::sandbox
