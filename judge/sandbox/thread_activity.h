// What the kernel says a box's threads are doing: running or runnable (ready to compute, waiting
// on a run queue while other tasks hold the CPU), or sleeping. A program on a loaded machine
// spends most of its wall time runnable; a program that waits (sleep, a blocked read) none.
// The watcher counts runnable time as computing time (see box_run.cpp).
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gridjudge::sandbox {

// Whether one of `threads` is running or runnable now (state R in /proc/<tid>/stat).
bool any_runnable(const std::vector<pid_t>& threads);

// The run-queue delay of one thread so far, in ns (/proc/<tid>/schedstat, its second field);
// nullopt when it is gone. The kernel adds a wait to it only when the thread gets the CPU: a
// thread still queued has its current wait missing, which any_runnable() sees.
std::optional<std::int64_t> thread_run_queue_delay_ns(pid_t tid);

// The CPU time one thread has had so far, in ns (/proc/<tid>/schedstat, its first field: the
// scheduler's own sum, the one the cgroup CPU accounts add up); nullopt when it is gone.
std::optional<std::int64_t> thread_cpu_time_ns(pid_t tid);

class RunQueueDelay {
  public:
    // The run-queue delay that `threads` accrued since the previous call: for a thread seen
    // then, the difference; for a thread new since, all of it (it started since). A thread that
    // ended in between takes its last part with it: the sum errs towards "waiting", never
    // towards "computing". The first call returns each thread's whole delay so far.
    std::int64_t accrued_ns(const std::vector<pid_t>& threads);

  private:
    std::unordered_map<pid_t, std::int64_t> seen_;
};

}  // namespace gridjudge::sandbox
