// A problem's output checker. The built-in ones ("tokens", "wallpusher") run inside the judge:
// a fork and exec per test would cost more than many tests take. An external checker, named by
// a path, runs as a process under the testlib protocol: `checker input output answer`, exit 0
// OK, 1 WA, 2 PE, 3 FAIL (the jury's fault), 7 partial points (stderr begins with the fraction
// of the test's points, 0..1); the message is its stderr. Either way, a checker that fails,
// crashes or times out is the judge's fault (IE), never the contestant's.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>

#include "checkers/checker_main.h"
#include "judge/core/verdict.h"

namespace gridjudge {

struct CheckerOutcome {
    Verdict verdict = Verdict::IE;
    double fraction = 0;  // of the test's points: 1 for AC, 0 for failures, 0..1 for partial
    std::string message;  // one line
};

class Checker {
  public:
    // A built-in checker's name, or a path (it contains a '/') to an external checker.
    explicit Checker(std::string_view name);

    CheckerOutcome check(const std::filesystem::path& input, const std::filesystem::path& output,
                         const std::filesystem::path& answer) const;

  private:
    std::string name_;
    checkers::CheckFunction builtin_ = nullptr;
};

// Runs an external checker process (see above).
CheckerOutcome run_checker(const std::filesystem::path& checker, const std::filesystem::path& input,
                           const std::filesystem::path& output, const std::filesystem::path& answer,
                           std::chrono::milliseconds timeout = std::chrono::seconds(10));

}  // namespace gridjudge
