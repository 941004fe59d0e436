// Time and memory as people read them, and how full a limit is: shared by the terminal view,
// the web pages and the reports so the same run reads the same everywhere.
#pragma once

#include <cstdint>
#include <string>

namespace gridjudge {

std::string format_ms(std::int64_t ms);    // "12 ms"
std::string format_mib(std::int64_t kib);  // "3.3 MiB" (one decimal)

// value / limit, for bars: 0 when there is no limit.
double fraction_of_limit(std::int64_t value, std::int64_t limit);

}  // namespace gridjudge
