// Inline SVG graphics for the pages: a meter (a value against its limit, for time and memory)
// and the verdict distribution bar chart. SVG geometry attributes are not styles, so the pages
// keep a strict Content-Security-Policy (no inline styles) and still draw exact bars; colours
// come from CSS classes.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "judge/model/verdict.h"

namespace gridjudge::web {

// A bar filled to `used / limit` (capped at the end, marked "over" past the limit), labelled
// `label` for screen readers and tooltips.
std::string meter_svg(std::int64_t used, std::int64_t limit, const std::string& label);

// One horizontal bar per verdict that occurs, best verdict first, with its count and share.
std::string verdict_chart_svg(const std::map<Verdict, int>& count_by_verdict);

}  // namespace gridjudge::web
