#include "judge/sandbox/cgroup_names.h"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <filesystem>
#include <system_error>
#include <vector>

#include "judge/sandbox/cgroup_files.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

template <typename Number>
std::optional<Number> parse(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return {};
    return value;
}

std::optional<std::uint64_t> pid_namespace_of(const std::string& pid) {
    std::error_code error;
    const std::string link = fs::read_symlink("/proc/" + pid + "/ns/pid", error).string();
    // "pid:[4026531836]"
    if (error || !link.starts_with("pid:[") || !link.ends_with("]")) return {};
    return parse<std::uint64_t>(std::string_view(link).substr(5, link.size() - 6));
}

// Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces and parentheses, so the
// fields are counted after its closing parenthesis.
std::optional<std::uint64_t> start_time_of(const std::string& pid) {
    const auto stat = cgroupfs::read_text("/proc/" + pid + "/stat");
    if (!stat) return {};
    std::size_t at = stat->rfind(')');
    if (at == std::string::npos) return {};
    for (int field = 2; field < 22; ++field) {
        at = stat->find(' ', at + 1);
        if (at == std::string::npos) return {};
    }
    const std::size_t end = stat->find(' ', at + 1);
    return parse<std::uint64_t>(std::string_view(*stat).substr(at + 1, end - at - 1));
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t at; (at = text.find(separator)) != std::string_view::npos;) {
        parts.push_back(text.substr(0, at));
        text.remove_prefix(at + 1);
    }
    parts.push_back(text);
    return parts;
}

}  // namespace

CgroupOwner this_process_owner() {
    const std::string self = std::to_string(::getpid());
    const auto pid_namespace = pid_namespace_of(self);
    const auto start_time = start_time_of(self);
    if (!pid_namespace || !start_time)
        throw std::system_error(errno ? errno : ENOENT, std::generic_category(),
                                "read this process's pid namespace and start time in /proc");
    return {*pid_namespace, ::getpid(), *start_time};
}

std::string owned_cgroup_prefix(std::string_view kind) {
    const CgroupOwner owner = this_process_owner();
    return std::string(kind) + "-" + std::to_string(owner.pid_namespace) + "-" +
           std::to_string(owner.pid) + "-" + std::to_string(owner.start_time) + "-";
}

std::string owned_cgroup_name(std::string_view kind) {
    static std::atomic<unsigned> counter{0};
    return owned_cgroup_prefix(kind) + std::to_string(++counter);
}

std::optional<CgroupOwner> parse_owned_cgroup_name(std::string_view kind, std::string_view name) {
    const std::vector<std::string_view> parts = split(name, '-');
    if (parts.size() != 5 || parts[0] != kind || !parse<unsigned>(parts[4])) return {};
    const auto pid_namespace = parse<std::uint64_t>(parts[1]);
    const auto pid = parse<pid_t>(parts[2]);
    const auto start_time = parse<std::uint64_t>(parts[3]);
    if (!pid_namespace || !pid || *pid <= 0 || !start_time) return {};
    return CgroupOwner{*pid_namespace, *pid, *start_time};
}

bool owner_is_gone(const CgroupOwner& owner) {
    const auto ours = pid_namespace_of("self");
    if (!ours || *ours != owner.pid_namespace) return false;
    const auto start_time = start_time_of(std::to_string(owner.pid));
    return !start_time || *start_time != owner.start_time;
}

}  // namespace gridjudge::sandbox
