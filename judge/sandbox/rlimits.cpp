#include "judge/sandbox/rlimits.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace {

rlimit both(rlim_t value) {
    return rlimit{value, value};
}

// A compiler opens its inputs, headers one after another, temporaries and pipes; a contestant's
// program needs stdio and a few files.
constexpr rlim_t kRunFiles = 64;
constexpr rlim_t kCompileFiles = 256;

const char* name_of(int resource) {
    switch (resource) {
        case RLIMIT_STACK:
            return "RLIMIT_STACK";
        case RLIMIT_FSIZE:
            return "RLIMIT_FSIZE";
        case RLIMIT_CPU:
            return "RLIMIT_CPU";
        case RLIMIT_CORE:
            return "RLIMIT_CORE";
        case RLIMIT_NOFILE:
            return "RLIMIT_NOFILE";
        case RLIMIT_AS:
            return "RLIMIT_AS";
        case RLIMIT_NPROC:
            return "RLIMIT_NPROC";
    }
    return "an rlimit";
}

// What the probe's child found: the setting that failed (or -1) and why.
struct ProbeReport {
    int failed_setting = -1;
    int error_number = 0;
    bool nofile_ignored = false;
};

// Runs in the probe's child (a fork of a possibly multi-threaded judge): system calls only.
ProbeReport try_in_this_process(const std::vector<RlimitSetting>& settings) {
    ProbeReport report;
    for (std::size_t i = 0; i < settings.size(); ++i) {
        const auto resource = static_cast<__rlimit_resource>(settings[i].resource);
        rlimit now{};
        if (::setrlimit(resource, &settings[i].value) != 0 || ::getrlimit(resource, &now) != 0 ||
            now.rlim_cur != settings[i].value.rlim_cur ||
            now.rlim_max != settings[i].value.rlim_max) {
            report.failed_setting = static_cast<int>(i);
            report.error_number = errno;
            return report;
        }
    }
    // A limit the kernel keeps but does not enforce would be no limit: the lowest free
    // descriptor must be refused once it is the limit.
    const int free_fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (free_fd < 0) {
        // The limit just set is already under the lowest free descriptor (a judge serving
        // hundreds of connections has that many open): refused, so enforced.
        report.nofile_ignored = errno != EMFILE;
        return report;
    }
    ::close(free_fd);
    const rlimit up_to_here{static_cast<rlim_t>(free_fd), static_cast<rlim_t>(free_fd)};
    report.nofile_ignored = ::setrlimit(RLIMIT_NOFILE, &up_to_here) != 0 ||
                            ::open("/dev/null", O_RDONLY | O_CLOEXEC) >= 0 || errno != EMFILE;
    return report;
}

}  // namespace

std::vector<RlimitSetting> plan_rlimits(const Limits& limits, Profile profile,
                                        bool cgroup_limits_memory, bool cgroup_limits_tasks) {
    const auto memory_bytes = static_cast<rlim_t>(limits.memory_kib) * 1024;
    const auto cpu_seconds = static_cast<rlim_t>((limits.cpu_ms + 999) / 1000 + 1);
    std::vector<RlimitSetting> settings{
        {RLIMIT_STACK, both(memory_bytes)},
        {RLIMIT_FSIZE, both(static_cast<rlim_t>(limits.output_kib) * 1024)},
        // Soft then hard: SIGXCPU first, SIGKILL a second later if it is caught.
        {RLIMIT_CPU, rlimit{cpu_seconds, cpu_seconds + 1}},
        {RLIMIT_CORE, both(0)},
        {RLIMIT_NOFILE, both(profile == Profile::Run ? kRunFiles : kCompileFiles)},
    };
    if (!cgroup_limits_memory) settings.push_back({RLIMIT_AS, both(memory_bytes)});
    if (!cgroup_limits_tasks)
        settings.push_back({RLIMIT_NPROC, both(static_cast<rlim_t>(limits.processes))});
    return settings;
}

std::optional<std::string> rlimits_refused(const std::vector<RlimitSetting>& settings) {
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0) return std::string("rlimits: pipe: ") + std::strerror(errno);
    UniqueFd read_end(ends[0]), write_end(ends[1]);
    const auto child =
        static_cast<pid_t>(::syscall(SYS_clone, SIGCHLD, nullptr, nullptr, nullptr, nullptr));
    if (child < 0) return std::string("rlimits: fork: ") + std::strerror(errno);
    if (child == 0) {
        const ProbeReport report = try_in_this_process(settings);
        ::_exit(::write(write_end.get(), &report, sizeof report) == sizeof report ? 0 : 1);
    }
    write_end.reset();
    ProbeReport report;
    const bool got = ::read(read_end.get(), &report, sizeof report) == sizeof report;
    while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
    }
    if (!got) return "rlimits: the probe's child did not report";
    if (report.failed_setting >= 0)
        return std::string("rlimits: setrlimit(") +
               name_of(settings[static_cast<std::size_t>(report.failed_setting)].resource) +
               ") was refused: " + std::strerror(report.error_number);
    if (report.nofile_ignored) return "rlimits: RLIMIT_NOFILE is not enforced";
    return std::nullopt;
}

}  // namespace gridjudge::sandbox
