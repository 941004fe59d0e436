// Who owns a temporary folder. Every TempDir's name carries its owner's identity — the pid
// namespace, the pid and the process's start time — so that folders left by a judge killed
// outright (SIGKILL, a power cut: no destructor ran) can be told from those of live processes
// and swept (stale_temp_dirs.h). The start time tells a reused pid from the owner; the pid
// namespace keeps a judge from judging the liveness of a process it cannot see.
//
// Name form: PREFIX + "<pid namespace>.<pid>.<start time>-" + 6 mkdtemp characters, e.g.
// "gridjudge-judge-4026531836.12345.987654-a8Zk2Q".
#pragma once

#include <sys/types.h>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gridjudge {

struct TempOwner {
    std::uint64_t pid_namespace = 0;  // inode of /proc/PID/ns/pid
    pid_t pid = 0;
    std::uint64_t start_ticks = 0;  // field 22 of /proc/PID/stat: clock ticks since boot

    bool operator==(const TempOwner&) const = default;
};

// This process. Read again after a fork: a child has its own pid and start time.
TempOwner this_process();

// "<pid namespace>.<pid>.<start time>": what a temporary folder's name carries.
std::string owner_tag(const TempOwner& owner);

// The owner in a temporary folder's name, if it starts with `prefix` and ends with the tag and
// the mkdtemp suffix; nullopt for any other name.
std::optional<TempOwner> owner_in_name(std::string_view name, std::string_view prefix);

enum class OwnerState {
    Alive,    // the same process (pid and start time) is running
    Dead,     // no such process, a zombie, or the pid now belongs to another process
    Unknown,  // another pid namespace: this process cannot tell
};
OwnerState owner_state(const TempOwner& owner);

}  // namespace gridjudge
