// Time and memory as people read them, and how full a limit is: shared by the terminal view,
// the web pages and the reports so the same run reads the same everywhere.
#pragma once

#include <cstdint>
#include <string>

#include "db/records.h"

namespace gridjudge {

std::string format_ms(std::int64_t ms);    // "12 ms"
std::string format_mib(std::int64_t kib);  // "3.3 MiB" (one decimal)

// value / limit, for bars: 0 when there is no limit.
double fraction_of_limit(std::int64_t value, std::int64_t limit);

// A test's CPU time as it may be claimed: a TLE run stopped past the CPU limit was not measured
// to its end, so it reads "> 1000 ms" (the limit, or the cap it was let run to with
// --measure-tle, or where it was stopped below that cap); any other run, its measured time (a
// run stopped by the wall limit too: its CPU time is under the limit).
std::string format_cpu(const db::ResultRecord& result, const JudgeSettings& settings);

// "1000 ms CPU, 2000 ms wall, 128 MiB, output 64 MiB, file I/O puzzle.in -> puzzle.out": the
// settings a submission was judged with, in one line.
std::string describe_settings(const JudgeSettings& settings);

}  // namespace gridjudge
