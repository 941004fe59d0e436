// The order a kept box's init gets for each run (docs/sandbox.md, "The kept box"): what differs
// from run to run of one box (the command, its environment, rlimits, CPU, the size of /tmp),
// sent by the judge straight to the waiting init over the box's channel, with the run's
// descriptors attached (KeptFd order).
//
// Flat on purpose: the init reads it in place, in a static buffer, and points into it. Decoding
// it into containers would grow the init's heap, and the kernel passes the init's resident
// high-water mark on to the program's memory_kib (see server/box_init.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/sandbox/box_protocol.h"

namespace gridjudge::sandbox {

// The descriptors attached to an order, in this order. The last, the run's own cgroup
// directory (cgroup v2: the init clones the program into it), is left off where the runs share
// the worker cgroup the init lives in (cgroup v1): -1 in the judge's array, and the init's.
enum KeptFd : int {
    kKeptReportFd,
    kKeptStdinFd,
    kKeptStdoutFd,
    kKeptStderrFd,
    kKeptTreeFd,
    kKeptCgroupFd,
    kKeptFdCount
};

// An order larger than this, or with more strings, is not sent: the run gets a fresh box.
constexpr std::size_t kKeptOrderMaxBytes = 64 * 1024;
constexpr std::size_t kKeptOrderMaxStrings = 1024;
constexpr std::size_t kKeptOrderMaxRlimits = 16;

// What the init writes on the channel once a run is over and the box is clean again.
constexpr char kKeptReady = 'r';

struct KeptOrderHeader {
    std::uint32_t argc = 0, envc = 0;  // argv's then envp's strings follow, each ending in NUL
    std::int32_t cpu = -1;             // >= 0: every process of the run on this CPU
    std::int64_t tmp_bytes = 0;        // the size of the run's fresh /tmp
    std::uint32_t rlimit_count = 0;
    RlimitSetting rlimits[kKeptOrderMaxRlimits] = {};
};

// nullopt when the order would not fit the limits above.
std::optional<std::string> encode_kept_order(const std::vector<std::string>& argv,
                                             const std::vector<std::string>& envp,
                                             const std::vector<RlimitSetting>& rlimits, int cpu,
                                             std::int64_t tmp_bytes);

// An order read in place: pointers into the bytes it was parsed from.
struct KeptOrderView {
    const KeptOrderHeader* header = nullptr;
    char** argv = nullptr;  // null-terminated, in the caller's array
    char** envp = nullptr;
};

// Parses `size` bytes at `bytes` (aligned for the header), filling `pointers` (at least
// kKeptOrderMaxStrings + 2 entries) with argv, nullptr, envp, nullptr. Allocates nothing.
// false: malformed (a string runs past the end, too many strings or rlimits, no program).
bool parse_kept_order(char* bytes, std::size_t size, char** pointers, KeptOrderView& view) noexcept;

}  // namespace gridjudge::sandbox
