#include "judge/sandbox/cgroup_layout.h"

#include <vector>

#include "judge/sandbox/cgroup_files.h"

namespace gridjudge::sandbox {
namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    while (true) {
        const std::size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return parts;
        text.remove_prefix(at + 1);
    }
}

// mountinfo writes space, tab, newline and backslash in paths as \ooo octal escapes.
std::string unescape_octal(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size()) {
            const int value =
                (text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 + (text[i + 3] - '0');
            out += static_cast<char>(value);
            i += 3;
        } else {
            out += text[i];
        }
    }
    return out;
}

bool contains(const std::vector<std::string_view>& list, std::string_view item) {
    for (std::string_view entry : list)
        if (entry == item) return true;
    return false;
}

struct Mount {
    std::string root;         // the part of the hierarchy this mount shows ("/" usually)
    std::string mount_point;  // where it is mounted
    std::string fs_type;
    std::string super_options;
};

std::vector<Mount> cgroup_mounts(std::string_view mountinfo) {
    std::vector<Mount> mounts;
    for (std::string_view line : split(mountinfo, '\n')) {
        // "id parent dev root mount_point options [optional...] - fs_type source super_options"
        const std::size_t dash = line.find(" - ");
        if (dash == std::string_view::npos) continue;
        const auto head = split(line.substr(0, dash), ' ');
        const auto tail = split(line.substr(dash + 3), ' ');
        if (head.size() < 5 || tail.size() < 3) continue;
        if (tail[0] != "cgroup" && tail[0] != "cgroup2") continue;
        mounts.push_back({unescape_octal(head[3]), unescape_octal(head[4]), std::string(tail[0]),
                          std::string(tail[2])});
    }
    return mounts;
}

// Our cgroup path in a hierarchy, made relative to the part of it the mount shows (a container
// without a cgroup namespace may see a bind mount of its own subtree).
std::filesystem::path directory_in_mount(const Mount& mount, std::string_view own_path) {
    std::string_view relative = own_path;
    if (mount.root != "/" && relative.starts_with(mount.root))
        relative.remove_prefix(mount.root.size());
    while (relative.starts_with('/')) relative.remove_prefix(1);
    return std::filesystem::path(mount.mount_point) / relative;
}

}  // namespace

CgroupLayout parse_cgroup_layout(std::string_view mountinfo, std::string_view proc_cgroup) {
    // /proc/self/cgroup: "hierarchy-id:controller,controller:/path"; v2 is "0::/path".
    std::map<std::string, std::string, std::less<>> own_path_v1;
    std::optional<std::string> own_path_v2;
    for (std::string_view line : split(proc_cgroup, '\n')) {
        const std::size_t first = line.find(':');
        const std::size_t second = line.find(':', first + 1);
        if (first == std::string_view::npos || second == std::string_view::npos) continue;
        const std::string_view controllers = line.substr(first + 1, second - first - 1);
        const std::string path(line.substr(second + 1));
        if (line.substr(0, first) == "0" && controllers.empty()) own_path_v2 = path;
        for (std::string_view controller : split(controllers, ','))
            if (!controller.empty()) own_path_v1[std::string(controller)] = path;
    }

    CgroupLayout layout;
    for (const Mount& mount : cgroup_mounts(mountinfo)) {
        if (mount.fs_type == "cgroup2") {
            if (own_path_v2 && !layout.v2_mount) {
                layout.v2_mount = mount.mount_point;
                layout.v2_own_dir = directory_in_mount(mount, *own_path_v2);
            }
            continue;
        }
        const auto options = split(mount.super_options, ',');
        for (const char* controller : {"memory", "pids", "cpuacct", "freezer"}) {
            const auto own = own_path_v1.find(std::string_view(controller));
            if (contains(options, controller) && own != own_path_v1.end() &&
                !layout.v1_dirs.contains(controller))
                layout.v1_dirs[controller] = directory_in_mount(mount, own->second);
        }
    }
    return layout;
}

CgroupLayout read_cgroup_layout() {
    const auto mountinfo = cgroupfs::read_text("/proc/self/mountinfo");
    const auto proc_cgroup = cgroupfs::read_text("/proc/self/cgroup");
    if (!mountinfo || !proc_cgroup) return {};
    return parse_cgroup_layout(*mountinfo, *proc_cgroup);
}

}  // namespace gridjudge::sandbox
