// How a verdict looks: the CSS class that colours it on pages (colours in assets/report.css)
// and its ANSI colour in a terminal. One palette idea for both: green accepted, red wrong,
// amber over a limit, grey for compile errors, inverse red for the judge's own faults.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "judge/core/verdict.h"

namespace gridjudge {

// Every verdict, best first: the order of legends, filter menus and charts.
inline constexpr std::array<Verdict, 9> kVerdictsBestFirst{Verdict::AC,  Verdict::PE, Verdict::WA,
                                                           Verdict::OLE, Verdict::RE, Verdict::MLE,
                                                           Verdict::TLE, Verdict::CE, Verdict::IE};

// "v-WA" for a known verdict; "v-none" for an empty (not yet judged) or unknown one, so a
// crafted database value never reaches a class attribute.
std::string verdict_css_class(std::string_view verdict);

// `text` wrapped in the ANSI colour of `verdict` (unchanged for an unknown verdict).
std::string verdict_ansi(std::string_view verdict, std::string_view text);

}  // namespace gridjudge
