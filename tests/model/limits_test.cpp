#include "judge/model/limits.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

ProblemPackage file_io_problem() {
    ProblemPackage package;
    package.limits.time_ms = 1000;
    package.limits.memory_mib = 128;
    package.limits.time_multipliers["python"] = 3;
    package.io = {IoMode::File, "puzzle.in", "puzzle.out"};
    return package;
}

TEST(Limits, OutOfRangeIsRefusedWithTheRange) {
    EXPECT_NO_THROW(check_limit("--time-limit", 1, kTimeLimitRange));
    try {
        check_limit("--time-limit", 0, kTimeLimitRange);
        FAIL() << "0 ms accepted";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "--time-limit: 0 ms is out of range (1 to 60000 ms)");
    }
    EXPECT_THROW(check_limit("--memory-limit", -5, kMemoryLimitRange), std::invalid_argument);
    EXPECT_THROW(check_limit("--memory-limit", 65537, kMemoryLimitRange), std::invalid_argument);
}

TEST(Limits, SettingsTakeThePackagesLimitsTimesTheLanguageMultiplier) {
    const JudgeSettings cpp = settings_for(file_io_problem(), "cpp", {});
    EXPECT_EQ(cpp.time_limit_ms, 1000);
    EXPECT_EQ(cpp.wall_limit_ms, 2000);
    EXPECT_EQ(cpp.memory_limit_mib, 128);
    EXPECT_EQ(cpp.output_limit_mib, 64);
    EXPECT_EQ(cpp.io, (ProblemIo{IoMode::File, "puzzle.in", "puzzle.out"}));
    const JudgeSettings python = settings_for(file_io_problem(), "python", {});
    EXPECT_EQ(python.time_limit_ms, 3000);
    EXPECT_EQ(python.wall_limit_ms, 6000);
}

TEST(Limits, OverridesWinAndAreRangeChecked) {
    LimitOverrides overrides;
    overrides.time_ms = 3000;
    overrides.memory_mib = 4;
    overrides.io_mode = IoMode::Stdio;
    const JudgeSettings settings = settings_for(file_io_problem(), "python", overrides);
    EXPECT_EQ(settings.time_limit_ms, 3000);  // as given: no multiplier on an override
    EXPECT_EQ(settings.memory_limit_mib, 4);
    EXPECT_EQ(settings.io.mode, IoMode::Stdio);
    overrides.time_ms = 0;
    EXPECT_THROW(settings_for(file_io_problem(), "cpp", overrides), std::invalid_argument);
}

TEST(Limits, FileIoCannotBeForcedOnAStdioProblem) {
    ProblemPackage stdio_problem;
    LimitOverrides overrides;
    overrides.io_mode = IoMode::File;
    EXPECT_THROW(settings_for(stdio_problem, "cpp", overrides), std::invalid_argument);
}

TEST(Limits, MeasuringATleWidensTheWallLimit) {
    LimitOverrides overrides;
    overrides.measure_tle_up_to_ms = 10'000;
    const JudgeSettings settings = settings_for(file_io_problem(), "cpp", overrides);
    EXPECT_EQ(settings.measure_tle_up_to_ms, 10'000);
    EXPECT_EQ(settings.wall_limit_ms, 20'000);
}

}  // namespace
}  // namespace gridjudge
