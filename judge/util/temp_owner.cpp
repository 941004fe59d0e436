#include "judge/util/temp_owner.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <charconv>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace gridjudge {
namespace {

constexpr std::size_t kRandomSuffix = 6;  // mkdtemp's XXXXXX

std::optional<std::uint64_t> pid_namespace_of(const std::string& pid) {
    struct stat info {};
    if (::stat(("/proc/" + pid + "/ns/pid").c_str(), &info) != 0) return std::nullopt;
    return static_cast<std::uint64_t>(info.st_ino);
}

struct ProcessStat {
    char state = '?';
    std::uint64_t start_ticks = 0;
};

// /proc/PID/stat's state and start time. The command name (field 2) may hold spaces and
// parentheses, so the fields are counted from its closing parenthesis, the last one.
std::optional<ProcessStat> process_stat(const std::string& pid) {
    std::ifstream file("/proc/" + pid + "/stat");
    std::string text;
    if (!std::getline(file, text)) return std::nullopt;
    const std::size_t name_end = text.rfind(')');
    if (name_end == std::string::npos) return std::nullopt;
    std::istringstream fields(text.substr(name_end + 1));
    std::vector<std::string> after_name;  // fields 3, 4, ...
    for (std::string field; fields >> field;) after_name.push_back(field);
    constexpr std::size_t kStartTime = 22 - 3;
    if (after_name.size() <= kStartTime || after_name[0].empty()) return std::nullopt;
    ProcessStat stat;
    stat.state = after_name[0][0];
    const std::string& start = after_name[kStartTime];
    if (std::from_chars(start.data(), start.data() + start.size(), stat.start_ticks).ec !=
        std::errc())
        return std::nullopt;
    return stat;
}

// Digits only, as a whole number.
template <typename Number>
std::optional<Number> number(std::string_view text) {
    Number value{};
    if (text.empty()) return std::nullopt;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

TempOwner this_process() {
    static std::mutex mutex;
    static TempOwner cached;
    const std::lock_guard lock(mutex);
    if (cached.pid != ::getpid()) {
        const std::optional<std::uint64_t> ns = pid_namespace_of("self");
        const std::optional<ProcessStat> stat = process_stat("self");
        if (!ns || !stat) throw std::runtime_error("cannot read /proc/self: is /proc mounted?");
        cached = TempOwner{*ns, ::getpid(), stat->start_ticks};
    }
    return cached;
}

std::string owner_tag(const TempOwner& owner) {
    return std::to_string(owner.pid_namespace) + "." + std::to_string(owner.pid) + "." +
           std::to_string(owner.start_ticks);
}

std::optional<TempOwner> owner_in_name(std::string_view name, std::string_view prefix) {
    if (name.size() < prefix.size() + kRandomSuffix + 1 || name.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    const std::string_view suffix = name.substr(name.size() - kRandomSuffix);
    for (char c : suffix)
        if (!std::isalnum(static_cast<unsigned char>(c))) return std::nullopt;
    if (name[name.size() - kRandomSuffix - 1] != '-') return std::nullopt;
    // The tag runs back from the dash before the suffix to the previous dash or the prefix.
    std::string_view rest =
        name.substr(prefix.size(), name.size() - prefix.size() - kRandomSuffix - 1);
    if (const std::size_t dash = rest.rfind('-'); dash != std::string_view::npos)
        rest = rest.substr(dash + 1);
    const std::size_t first = rest.find('.');
    const std::size_t second = first == std::string_view::npos ? first : rest.find('.', first + 1);
    if (second == std::string_view::npos) return std::nullopt;
    const auto ns = number<std::uint64_t>(rest.substr(0, first));
    const auto pid = number<pid_t>(rest.substr(first + 1, second - first - 1));
    const auto start = number<std::uint64_t>(rest.substr(second + 1));
    if (!ns || !pid || !start || *pid <= 0) return std::nullopt;
    return TempOwner{*ns, *pid, *start};
}

OwnerState owner_state(const TempOwner& owner) {
    if (owner.pid_namespace != this_process().pid_namespace) return OwnerState::Unknown;
    const std::string pid = std::to_string(owner.pid);
    const std::optional<ProcessStat> stat = process_stat(pid);
    if (!stat || stat->state == 'Z' || stat->state == 'X') return OwnerState::Dead;
    return stat->start_ticks == owner.start_ticks ? OwnerState::Alive : OwnerState::Dead;
}

}  // namespace gridjudge
