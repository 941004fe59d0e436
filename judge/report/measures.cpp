#include "judge/report/measures.h"

#include <algorithm>

namespace gridjudge {

std::string format_ms(std::int64_t ms) {
    return std::to_string(ms) + " ms";
}

std::string format_mib(std::int64_t kib) {
    // Tenths of a MiB, rounded half up, in integers: no locale-dependent decimal separator.
    const std::int64_t tenths = (kib * 10 + 512) / 1024;
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MiB";
}

double fraction_of_limit(std::int64_t value, std::int64_t limit) {
    return limit > 0 ? static_cast<double>(value) / static_cast<double>(limit) : 0.0;
}

}  // namespace gridjudge

namespace gridjudge {

std::string format_cpu(const db::ResultRecord& result, const JudgeSettings& settings) {
    // Stopped at the CPU limit: not measured to its end. Whole milliseconds may put a run the
    // sandbox stopped for going over the limit at exactly the limit. (A TLE of the wall limit
    // has its CPU time under the limit: that is what it used, and it is shown.)
    if (result.verdict == Verdict::TLE && !result.measured_beyond_limit &&
        result.cpu_ms >= settings.time_limit_ms)
        return "> " + format_ms(std::min(result.cpu_ms, std::max(settings.time_limit_ms,
                                                                 settings.measure_tle_up_to_ms)));
    return format_ms(result.cpu_ms);
}

std::string describe_settings(const JudgeSettings& settings) {
    std::string text = format_ms(settings.time_limit_ms) + " CPU, " +
                       format_ms(settings.wall_limit_ms) + " wall, " +
                       std::to_string(settings.memory_limit_mib) + " MiB, output " +
                       std::to_string(settings.output_limit_mib) + " MiB, ";
    text += settings.io.mode == IoMode::File
                ? "file I/O " + settings.io.input_file + " -> " + settings.io.output_file
                : std::string("stdin/stdout");
    if (settings.measure_tle_up_to_ms > 0)
        text += ", TLE runs measured up to " + format_ms(settings.measure_tle_up_to_ms);
    return text;
}

}  // namespace gridjudge
