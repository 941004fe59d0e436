#include "judge/sandbox/thread_activity.h"

#include <charconv>
#include <string>

#include "judge/sandbox/cgroup_files.h"

namespace gridjudge::sandbox {
namespace {

// A thread's file in the judge's /proc: a cgroup lists the box's threads by their ids in the
// judge's pid namespace.
std::optional<std::string> thread_file(pid_t tid, const char* name) {
    return cgroupfs::read_text("/proc/" + std::to_string(tid) + "/" + name);
}

}  // namespace

bool any_runnable(const std::vector<pid_t>& threads) {
    for (const pid_t tid : threads) {
        // "tid (comm) S ...": the comm may hold spaces and parentheses, the state follows the
        // last ')'.
        const std::optional<std::string> stat = thread_file(tid, "stat");
        if (!stat) continue;
        const std::size_t close = stat->rfind(')');
        if (close != std::string::npos && close + 2 < stat->size() && (*stat)[close + 2] == 'R')
            return true;
    }
    return false;
}

namespace {

// One field of "<time on the CPU> <time waiting on a run queue> <time slices>".
std::optional<std::int64_t> schedstat_field(pid_t tid, int index) {
    const std::optional<std::string> text = thread_file(tid, "schedstat");
    if (!text) return std::nullopt;
    std::size_t start = 0;
    for (int skipped = 0; skipped < index; ++skipped) {
        start = text->find(' ', start);
        if (start == std::string::npos) return std::nullopt;
        ++start;
    }
    std::int64_t value = 0;
    const char* first = text->data() + start;
    const char* last = text->data() + text->size();
    if (std::from_chars(first, last, value).ec != std::errc{}) return std::nullopt;
    return value;
}

}  // namespace

std::optional<std::int64_t> thread_run_queue_delay_ns(pid_t tid) {
    return schedstat_field(tid, 1);
}

std::optional<std::int64_t> thread_cpu_time_ns(pid_t tid) {
    return schedstat_field(tid, 0);
}

std::int64_t RunQueueDelay::accrued_ns(const std::vector<pid_t>& threads) {
    std::unordered_map<pid_t, std::int64_t> now;
    std::int64_t accrued = 0;
    for (const pid_t tid : threads) {
        const std::optional<std::int64_t> delay = thread_run_queue_delay_ns(tid);
        if (!delay) continue;
        now[tid] = *delay;
        const auto before = seen_.find(tid);
        const std::int64_t since = before == seen_.end() ? 0 : before->second;
        if (*delay > since) accrued += *delay - since;
    }
    seen_ = std::move(now);
    return accrued;
}

}  // namespace gridjudge::sandbox
