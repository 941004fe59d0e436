#include "judge/report/measures.h"

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
