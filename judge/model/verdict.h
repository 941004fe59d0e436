// The verdict vocabulary: what a test or a submission can end as, its short name (the one
// stored and shown), its meaning in words, and the fixed rank by which a submission takes the
// worst verdict of its tests. The rule that decides a run's verdict is judge/run/run_verdict.*;
// this unit only names and orders the outcomes.
#pragma once

#include <optional>
#include <string_view>

namespace gridjudge {

enum class Verdict {
    AC,       // accepted
    WA,       // wrong answer
    PE,       // presentation error
    TLE,      // CPU or wall time limit
    MLE,      // memory limit
    OLE,      // output limit
    RE,       // a signal or a non-zero exit
    IE,       // the judge's or the jury's fault, never the contestant's
    CE,       // compilation error (a submission only)
    Skipped,  // not run: its group could no longer score (not a verdict of the program)
};

std::string_view verdict_name(Verdict verdict);     // "AC", ..., "SK"
std::string_view verdict_meaning(Verdict verdict);  // "Accepted", ...
std::optional<Verdict> parse_verdict(std::string_view name);

// Higher is worse. A submission's verdict is its worst test verdict; Skipped ranks below AC, so
// a skipped test never decides it.
int verdict_severity(Verdict verdict);

}  // namespace gridjudge
