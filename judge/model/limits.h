// The one owner of limits: the ranges a limit may take (anything else is refused with the range),
// the wall-time limit derived from a CPU limit, and the limits a submission is judged with —
// the package's, times the language's multiplier, unless the user overrides them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "judge/model/package.h"

namespace gridjudge {

struct LimitRange {
    std::int64_t min, max;
    std::string_view unit;
};

inline constexpr LimitRange kTimeLimitRange{1, 60'000, "ms"};
inline constexpr LimitRange kWallLimitRange{1, 600'000, "ms"};
inline constexpr LimitRange kMemoryLimitRange{1, 65'536, "MiB"};
inline constexpr LimitRange kOutputLimitRange{1, 4'096, "MiB"};
inline constexpr LimitRange kCheckerTimeRange{1, 600'000, "ms"};
inline constexpr LimitRange kCheckerMemoryRange{1, 65'536, "MiB"};
// A TLE run may be let go on to this much CPU time to show how slow the program really is.
inline constexpr LimitRange kMeasureTimeRange{1, 600'000, "ms"};

// Throws std::invalid_argument: "<what>: 0 ms is out of range (1 to 60000 ms)".
void check_limit(std::string_view what, std::int64_t value, const LimitRange& range);

// Generous enough that a loaded machine does not turn a fast program into TLE, tight enough
// that a sleeping program is stopped quickly.
std::int64_t derived_wall_limit_ms(std::int64_t cpu_limit_ms);

// What a user may override for one submission (submit/grade/rejudge options).
struct LimitOverrides {
    std::optional<std::int64_t> time_ms, memory_mib, output_mib;
    std::optional<IoMode> io_mode;
    std::optional<std::int64_t> measure_tle_up_to_ms;

    bool empty() const {
        return !time_ms && !memory_mib && !output_mib && !io_mode && !measure_tle_up_to_ms;
    }
};

// Everything about how a submission is run that is not the program itself: stored with the
// submission when it is queued, so that a resumed or repeated judging uses exactly these.
struct JudgeSettings {
    std::int64_t time_limit_ms = 1000, wall_limit_ms = 3000;
    std::int64_t memory_limit_mib = 256, output_limit_mib = 64;
    ProblemIo io;
    // 0: a run is stopped at the time limit. Otherwise a run over the limit is let go on to this
    // much CPU time, so that a coach sees how slow it really is (the verdict is TLE either way).
    std::int64_t measure_tle_up_to_ms = 0;

    bool operator==(const JudgeSettings&) const = default;
};

// The package's limits for a program in `language_family`, with `overrides` applied. An
// overridden time limit is taken as given (no multiplier). Throws std::invalid_argument when a
// result is out of range, or when file I/O is asked of a problem that names no files.
JudgeSettings settings_for(const ProblemPackage& package, std::string_view language_family,
                           const LimitOverrides& overrides);

// The settings of a submission judged again with `overrides` on top (rejudge --time-limit ...).
JudgeSettings with_overrides(JudgeSettings settings, const LimitOverrides& overrides,
                             const ProblemIo& package_io);

}  // namespace gridjudge
