// Reading and writing cgroup control files. Control files are tiny and must be written in one
// write() call (the kernel parses each write on its own), so no buffered streams here.
#pragma once

#include <sys/types.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge::sandbox::cgroupfs {

// The file's whole content; nullopt when it cannot be read (missing file, no permission).
std::optional<std::string> read_text(const std::filesystem::path& file);

// Throws std::system_error naming the file when the kernel refuses the value.
void write_text(const std::filesystem::path& file, std::string_view value);

// The same for cleanup paths (destructors): false instead of an exception.
bool try_write_text(const std::filesystem::path& file, std::string_view value) noexcept;

// A file holding one integer (memory.max_usage_in_bytes, cpuacct.usage, memory.current).
std::optional<std::int64_t> read_number(const std::filesystem::path& file);

// The value of `key` in a "key value" per line file (cpu.stat, memory.events, oom_control).
std::optional<std::int64_t> read_keyed_number(const std::filesystem::path& file,
                                              std::string_view key);

// mkdir that accepts an existing directory; throws std::system_error otherwise.
void make_directory(const std::filesystem::path& dir);

// rmdir of a run's cgroup. Emptying a cgroup is asynchronous (exiting tasks still count for a
// moment after they were reaped), so EBUSY is retried for a short while. Returns false if the
// directory is still there.
bool remove_directory(const std::filesystem::path& dir);

// Processes a listing or a kill leaves out: a worker cgroup's box server and its kept box's
// init (0: none).
struct Spared {
    pid_t server = 0, kept_init = 0;
    bool contains(pid_t id) const { return id == server || id == kept_init; }
};

// The ids a cgroup.procs, tasks or cgroup.threads file lists, but the spared ones (an unreadable
// file lists none).
std::vector<pid_t> listed_ids(const std::filesystem::path& file, Spared spare = {});

// Whether a cgroup.procs file lists no process but the spared ones (an unreadable file counts as
// empty).
bool lists_no_process(const std::filesystem::path& procs_file, Spared spare = {});

// Sends SIGKILL to every process listed in a cgroup.procs file but the spared ones; returns how
// many it sent it to.
int kill_listed_processes(const std::filesystem::path& procs_file, Spared spare = {});

// Owns the directories of one cgroup and removes them when destroyed, in the process that made
// them only (a fork's copy leaves them to their maker). A member of each Cgroup implementation,
// declared first, so that a constructor failing half-way still cleans up.
class OwnedDirectories {
  public:
    OwnedDirectories() = default;
    OwnedDirectories(const OwnedDirectories&) = delete;
    OwnedDirectories& operator=(const OwnedDirectories&) = delete;
    ~OwnedDirectories();

    // Creates the directory and takes ownership of it; returns it.
    std::filesystem::path create(const std::filesystem::path& dir);
    const std::vector<std::filesystem::path>& paths() const { return paths_; }

  private:
    std::vector<std::filesystem::path> paths_;
    pid_t maker_ = ::getpid();
};

}  // namespace gridjudge::sandbox::cgroupfs
