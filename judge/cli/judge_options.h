// The options of the commands that judge (submit, rejudge, grade): the sandbox gate, limit
// overrides with their ranges, and the source size cap. One place, so every command spells and
// checks them the same way.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "judge/cli/judging.h"
#include "judge/model/limits.h"

namespace gridjudge::cli {

// 1 MiB: far above any contest program, far below what could disturb the judge.
inline constexpr std::int64_t kDefaultMaxSourceKib = 1024;

struct OverrideOptions {
    std::optional<std::int64_t> time_limit_ms, memory_limit_mib, output_limit_mib, measure_tle_ms;
    std::string io;  // "" = the problem's own mode, "file" or "stdio"

    // Throws CommandError with the range when a value is out of it.
    LimitOverrides overrides() const;
};

void add_unsafe_option(CLI::App* command, JudgeOptions& options);
// --jobs K: how many local workers judge (0: none, the command only queues and follows).
void add_jobs_option(CLI::App* command, JudgeOptions& options);
// --tle-reruns: how many more runs a test that ended in TLE gets (tle_rerun.h).
void add_tle_reruns_option(CLI::App* command, JudgeOptions& options);
void add_override_options(CLI::App* command, OverrideOptions& options);
void add_source_limit_option(CLI::App* command, std::int64_t& max_source_kib);

}  // namespace gridjudge::cli
