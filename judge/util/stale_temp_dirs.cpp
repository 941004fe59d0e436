#include "judge/util/stale_temp_dirs.h"

#include <sys/stat.h>
#include <unistd.h>

#include "judge/util/remove_tree.h"
#include "judge/util/temp_owner.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

// A directory itself (never a link to one) that this user owns.
bool own_directory(const fs::path& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::geteuid();
}

}  // namespace

SweepReport sweep_stale_temp_dirs(const fs::path& parent,
                                  const std::vector<std::string_view>& prefixes) {
    SweepReport report;
    std::error_code error;
    fs::directory_iterator entries(parent, error);
    if (error) return report;  // no such folder yet: nothing was left in it
    for (const fs::directory_entry& entry : entries) {
        const std::string name = entry.path().filename().string();
        std::optional<TempOwner> owner;
        for (const std::string_view prefix : prefixes)
            if (!owner) owner = owner_in_name(name, prefix);
        if (!owner || owner_state(*owner) != OwnerState::Dead || !own_directory(entry.path()))
            continue;
        // remove_tree never follows the links a contestant's program may have left in its box,
        // and removes a tree of any depth.
        if (const std::string why = remove_tree(entry.path()); !why.empty())
            report.failures.push_back(entry.path().string() + ": " + why);
        else
            report.removed.push_back(entry.path());
    }
    return report;
}

SweepReport sweep_stale_work_dirs(const fs::path& cache_dir) {
    SweepReport report = sweep_stale_temp_dirs(fs::temp_directory_path(), {"gridjudge-"});
    const SweepReport cache = sweep_stale_temp_dirs(cache_dir, {".pch-", ".entry-"});
    report.removed.insert(report.removed.end(), cache.removed.begin(), cache.removed.end());
    report.failures.insert(report.failures.end(), cache.failures.begin(), cache.failures.end());
    return report;
}

}  // namespace gridjudge
