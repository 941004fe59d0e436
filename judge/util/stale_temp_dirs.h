// The sweep of temporary folders left behind by killed processes. A judge stopped by SIGKILL (or
// a crash, or a power cut) runs no destructor: its work folders (test data, boxes) and a
// half-built precompiled header (~130 MB) stay. Every judging command sweeps at its start:
//   sweep_stale_work_dirs(default_cache_dir());
// Only folders that are ours are touched — a name of the TempDir form (temp_owner.h) with one
// of our prefixes, a real directory (not a link), owned by this user — and only when their
// owner is dead. A live judge's folders, and those of a process in another pid namespace,
// stay.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge {

struct SweepReport {
    std::vector<std::filesystem::path> removed;
    std::vector<std::string> failures;  // "PATH: why", for a stale folder that could not go
};

// Sweeps `parent` for stale folders whose names start with one of `prefixes`.
SweepReport sweep_stale_temp_dirs(const std::filesystem::path& parent,
                                  const std::vector<std::string_view>& prefixes);

// What every judging command sweeps: "gridjudge-*" work folders in the system's temporary
// folder, and the compile cache's staging folders (".pch-*", ".entry-*") in `cache_dir`.
SweepReport sweep_stale_work_dirs(const std::filesystem::path& cache_dir);

}  // namespace gridjudge
