// The Contest API's two time types as text (ccs-specs 2023-06, "JSON attribute types"):
// RELTIME, a duration "h:mm:ss(.uuu)", and TIME, "yyyy-mm-ddThh:mm:ss(.uuu)" with an offset
// "+hh", "+hh:mm" or "Z". gridjudge keeps whole seconds (contest.h), so a fraction that is not
// zero is refused rather than rounded.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/contest/contest.h"

namespace gridjudge::contest {

// The parsed value, or why the text is not one (a sentence to follow the field's name).
struct ParsedSeconds {
    std::optional<Seconds> value;
    std::string problem;
};
struct ParsedTime {
    std::optional<TimePoint> value;
    std::string problem;
};

// Non-negative durations only: no contest length or freeze is negative.
ParsedSeconds parse_reltime(std::string_view text);
ParsedTime parse_abstime(std::string_view text);

// "5:00:00": hours unpadded, as the spec's examples write them.
std::string format_reltime(Seconds duration);
// "2014-06-25T09:00:00Z": always UTC (the offset a package came with is not kept).
std::string format_abstime(TimePoint time);

}  // namespace gridjudge::contest
