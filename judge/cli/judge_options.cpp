#include "judge/cli/judge_options.h"

#include "judge/cli/commands.h"

namespace gridjudge::cli {

LimitOverrides OverrideOptions::overrides() const {
    LimitOverrides overrides;
    try {
        if (time_limit_ms) check_limit("--time-limit", *time_limit_ms, kTimeLimitRange);
        if (memory_limit_mib) check_limit("--memory-limit", *memory_limit_mib, kMemoryLimitRange);
        if (output_limit_mib) check_limit("--output-limit", *output_limit_mib, kOutputLimitRange);
        if (measure_tle_ms) check_limit("--measure-tle", *measure_tle_ms, kMeasureTimeRange);
    } catch (const std::invalid_argument& error) {
        throw CommandError(error.what());
    }
    overrides.time_ms = time_limit_ms;
    overrides.memory_mib = memory_limit_mib;
    overrides.output_mib = output_limit_mib;
    overrides.measure_tle_up_to_ms = measure_tle_ms;
    if (io == "file") overrides.io_mode = IoMode::File;
    if (io == "stdio") overrides.io_mode = IoMode::Stdio;
    return overrides;
}

void add_unsafe_option(CLI::App* command, JudgeOptions& options) {
    command->add_flag("--unsafe", options.unsafe,
                      "Run even if the host gives no isolation (trusted programs only)");
}

void add_jobs_option(CLI::App* command, JudgeOptions& options) {
    command
        ->add_option("--jobs", options.jobs,
                     "Local workers judging at once, each on its own CPU (default: one per CPU, " +
                         std::to_string(default_local_workers()) +
                         " here; 0: judge nothing here, follow the workers)")
        ->check(CLI::Range(0, 256));
}

void add_tle_reruns_option(CLI::App* command, JudgeOptions& options) {
    command
        ->add_option("--tle-reruns", options.policy.tle_reruns,
                     "Run a test that ended in TLE by CPU time this many more times; a run within "
                     "the limit decides the test (load adds CPU time, never takes it away)")
        ->capture_default_str()
        ->check(CLI::Range(0, kMaxTleReruns));
}

void add_override_options(CLI::App* command, OverrideOptions& options) {
    command->add_option("--time-limit", options.time_limit_ms,
                        "CPU time limit in ms, instead of the problem's (1 to 60000)");
    command->add_option("--memory-limit", options.memory_limit_mib,
                        "Memory limit in MiB, instead of the problem's (1 to 65536)");
    command->add_option("--output-limit", options.output_limit_mib,
                        "Output limit in MiB, instead of the problem's (1 to 4096)");
    command->add_option("--measure-tle", options.measure_tle_ms,
                        "Let a run over the time limit go on up to this many ms of CPU time, to "
                        "show how slow it really is (the verdict stays TLE)");
    command
        ->add_option("--io", options.io,
                     "Judge a file-I/O problem through stdin/stdout (stdio), or as files (file)")
        ->check(CLI::IsMember({"file", "stdio"}));
}

void add_source_limit_option(CLI::App* command, std::int64_t& max_source_kib) {
    command
        ->add_option("--max-source-kib", max_source_kib,
                     "Refuse sources larger than this many KiB (default 1024)")
        ->check(CLI::Range(std::int64_t{1}, std::int64_t{64 * 1024}));
}

}  // namespace gridjudge::cli
