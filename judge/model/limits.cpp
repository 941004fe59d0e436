#include "judge/model/limits.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gridjudge {

void check_limit(std::string_view what, std::int64_t value, const LimitRange& range) {
    if (value >= range.min && value <= range.max) return;
    const std::string unit(range.unit);
    throw std::invalid_argument(std::string(what) + ": " + std::to_string(value) + " " + unit +
                                " is out of range (" + std::to_string(range.min) + " to " +
                                std::to_string(range.max) + " " + unit + ")");
}

std::int64_t derived_wall_limit_ms(std::int64_t cpu_limit_ms) {
    return std::max(cpu_limit_ms * 2, cpu_limit_ms + 1000);
}

JudgeSettings with_overrides(JudgeSettings settings, const LimitOverrides& overrides,
                             const ProblemIo& package_io) {
    if (overrides.time_ms) {
        check_limit("time limit", *overrides.time_ms, kTimeLimitRange);
        settings.time_limit_ms = *overrides.time_ms;
        settings.wall_limit_ms = derived_wall_limit_ms(settings.time_limit_ms);
    }
    if (overrides.memory_mib) {
        check_limit("memory limit", *overrides.memory_mib, kMemoryLimitRange);
        settings.memory_limit_mib = *overrides.memory_mib;
    }
    if (overrides.output_mib) {
        check_limit("output limit", *overrides.output_mib, kOutputLimitRange);
        settings.output_limit_mib = *overrides.output_mib;
    }
    if (overrides.measure_tle_up_to_ms) {
        check_limit("measure TLE up to", *overrides.measure_tle_up_to_ms, kMeasureTimeRange);
        settings.measure_tle_up_to_ms = *overrides.measure_tle_up_to_ms;
    }
    if (overrides.io_mode) {
        if (*overrides.io_mode == IoMode::File && package_io.mode != IoMode::File)
            throw std::invalid_argument(
                "--io file: this problem names no input and output files; it uses stdin/stdout");
        settings.io = package_io;
        settings.io.mode = *overrides.io_mode;
    }
    // A measured TLE needs room on the wall clock too.
    if (settings.measure_tle_up_to_ms > 0)
        settings.wall_limit_ms =
            std::max(settings.wall_limit_ms, derived_wall_limit_ms(settings.measure_tle_up_to_ms));
    return settings;
}

JudgeSettings settings_for(const ProblemPackage& package, std::string_view language_family,
                           const LimitOverrides& overrides) {
    const ProblemLimits& limits = package.limits;
    JudgeSettings settings;
    double multiplier = 1;
    if (auto found = limits.time_multipliers.find(std::string(language_family));
        found != limits.time_multipliers.end())
        multiplier = found->second;
    settings.time_limit_ms =
        static_cast<std::int64_t>(std::llround(static_cast<double>(limits.time_ms) * multiplier));
    check_limit("time limit", settings.time_limit_ms, kTimeLimitRange);
    settings.wall_limit_ms = limits.wall_ms > 0 ? std::max(limits.wall_ms, settings.time_limit_ms)
                                                : derived_wall_limit_ms(settings.time_limit_ms);
    check_limit("wall time limit", settings.wall_limit_ms, kWallLimitRange);
    settings.memory_limit_mib = limits.memory_mib;
    check_limit("memory limit", settings.memory_limit_mib, kMemoryLimitRange);
    settings.output_limit_mib = limits.output_mib;
    check_limit("output limit", settings.output_limit_mib, kOutputLimitRange);
    settings.io = package.io;
    return with_overrides(settings, overrides, package.io);
}

}  // namespace gridjudge
