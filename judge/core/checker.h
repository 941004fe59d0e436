// Runs an output checker that speaks the testlib protocol: `checker input output answer`,
// exit 0 OK, 1 WA, 2 PE, 3 FAIL (the jury's fault), 7 partial points (stderr begins with the
// fraction of the test's points, 0..1); the message is the checker's stderr. Anything else,
// a crash or a timeout of the checker, is the judge's fault (IE), never the contestant's.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>

#include "judge/core/verdict.h"

namespace gridjudge {

struct CheckerOutcome {
    Verdict verdict = Verdict::IE;
    double fraction = 0;  // of the test's points: 1 for AC, 0 for failures, 0..1 for partial
    std::string message;
};

CheckerOutcome run_checker(const std::filesystem::path& checker,
                           const std::filesystem::path& input,
                           const std::filesystem::path& output,
                           const std::filesystem::path& answer,
                           std::chrono::milliseconds timeout = std::chrono::seconds(10));

// The built-in checker named in problem data ("tokens", "wallpusher"): an executable
// gridjudge_checker_NAME next to the running gridjudge binary. An absolute or relative path
// names an external checker instead.
std::filesystem::path resolve_checker(std::string_view name);

}  // namespace gridjudge
