// How a verdict looks: the CSS class that colours it on pages (colours in assets/report.css)
// and its ANSI colour in a terminal. One palette idea for both: green accepted, red wrong,
// amber over a limit, grey for compile errors and skipped tests, inverse red for the judge's
// own faults.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "judge/model/verdict.h"

namespace gridjudge {

// Every verdict, best first: the order of legends, filter menus and charts.
inline constexpr std::array<Verdict, 10> kVerdictsBestFirst{
    Verdict::AC,  Verdict::PE,  Verdict::WA, Verdict::OLE, Verdict::RE,
    Verdict::MLE, Verdict::TLE, Verdict::CE, Verdict::IE,  Verdict::Skipped};

// "v-WA"; "v-none" for a submission not judged yet.
std::string verdict_css_class(std::optional<Verdict> verdict);

// `text` wrapped in the ANSI colour of `verdict`.
std::string verdict_ansi(Verdict verdict, std::string_view text);

}  // namespace gridjudge
