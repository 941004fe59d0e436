// The words packages use to say what verdict a jury solution is meant to get, turned into
// gridjudge's verdicts: Polygon's solution tags, the Kattis/ICPC submissions/<verdict>/ folders
// and DOMjudge's @EXPECTED_RESULTS@ / @EXPECTED_SCORE@ comments. Pure functions, shared by the
// importers' solution readers and by `gridjudge verify --solution FILE` (a file that carries its
// own comment).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/model/verdict.h"

namespace gridjudge::package {

// Every verdict but AC that a program can get: what "rejected" / "incorrect" allows.
std::vector<Verdict> rejected_verdicts();

// Polygon's tag ("main", "accepted", "wrong-answer", "time-limit-exceeded-or-accepted",
// "rejected", "failed", ...); nullopt for "do-not-run" and unknown tags.
std::optional<std::vector<Verdict>> polygon_tag_verdicts(std::string_view tag);

// A Kattis submissions/ folder name ("accepted", "wrong_answer", "time_limit_exceeded",
// "run_time_error", "rejected", ...); nullopt for one with no fixed verdict.
std::optional<std::vector<Verdict>> kattis_folder_verdicts(std::string_view folder);

// The inverses, for the exporters: the Polygon tag / Kattis folder that means exactly these
// verdicts (in any order); nullopt when none does. Kattis folders are only those of the format
// (accepted, wrong_answer, time_limit_exceeded, run_time_error, rejected).
std::optional<std::string_view> polygon_tag_for(const std::vector<Verdict>& verdicts);
std::optional<std::string_view> kattis_folder_for(const std::vector<Verdict>& verdicts);

// "@EXPECTED_RESULTS@: CORRECT, TIMELIMIT": the comment expected_comment() reads back as these
// verdicts (DOMjudge's names where one means exactly one verdict or RUN-ERROR's pair, gridjudge's
// own otherwise).
std::string expected_results_text(const std::vector<Verdict>& verdicts);

struct ExpectedComment {
    std::vector<Verdict> verdicts;  // empty: no @EXPECTED_RESULTS@ comment
    std::optional<double> score;    // @EXPECTED_SCORE@
};
// The DOMjudge comments of a source ("@EXPECTED_RESULTS@: CORRECT, TIMELIMIT"; the results
// CORRECT, WRONG-ANSWER, TIMELIMIT, RUN-ERROR, COMPILER-ERROR, NO-OUTPUT, OUTPUT-LIMIT,
// MEMORY-LIMIT; gridjudge's own names are read too). Throws std::invalid_argument naming the
// line for a result it does not know.
ExpectedComment expected_comment(std::string_view source_text);

}  // namespace gridjudge::package
