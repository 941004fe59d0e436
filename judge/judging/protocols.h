// What a jury program's answer means under each protocol (docs/checkers.md), shared by checkers
// and interactors: testlib's exit codes and points, Kattis's 42/43 with its feedback folder,
// LemonLime's score file. A program that answers outside its protocol is the judge's fault (IE).
#pragma once

#include <filesystem>
#include <string>

#include "judge/model/verdict.h"

namespace gridjudge {

struct CheckerOutcome {
    Verdict verdict = Verdict::IE;
    double fraction = 0;  // of the test's points: 1 for AC, 0 for failures, 0..1 for partial
    std::string message;  // one line
};

// One line for a table cell: line breaks become "; ", the length is capped.
std::string one_line(std::string text);
// A file a jury program wrote (its message, its score), capped; "" when it is not a regular file.
std::string read_capped(const std::filesystem::path& file);

// testlib: exit 0 AC, 1 WA, 2 PE, 3 FAIL, 7 points ("0.5 ..." or "points 0.5 ..." on stderr).
CheckerOutcome testlib_outcome(int exit_code, const std::string& message);
// Kattis: 42 accepts, 43 rejects; the message is feedback/judgemessage.txt, a score.txt a fraction.
CheckerOutcome kattis_outcome(int exit_code, const std::filesystem::path& feedback);
// LemonLime: the score out of `full_score` in box/score.txt, the message in box/message.txt.
CheckerOutcome lemon_outcome(const std::filesystem::path& box, double full_score);
// CMS comparator: exit 0 with the fraction (0..1) first on stdout and the message on stderr (its
// "translate:success", "translate:wrong" and "translate:partial" read as CMS shows them).
CheckerOutcome cms_outcome(int exit_code, const std::string& stdout_text,
                           const std::string& stderr_text);

}  // namespace gridjudge
