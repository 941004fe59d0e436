// `gridjudge verify`: a package proves itself. Its tests are validated by its validators, and
// every solution it carries (Polygon tags, Kattis submissions/<verdict>/ folders, DOMjudge
// @EXPECTED_RESULTS@ comments, our own problem.json `solutions`), plus any the user adds, is
// judged by the real judge — the worker pool, the judge service, the sandbox — in a scratch store
// of its own, never among the user's results. Each solution's verdict is held to the verdicts
// its tag allows, and the CPU times to the time limit's margins: every accepted solution within
// half the limit on every test, every solution meant to be too slow still running at twice the
// limit on some test; anything between is "sensitive to the time limit". The CLI and the web only
// call this: parse, call, print.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/app/verify_report.h"
#include "judge/package/import_types.h"
#include "judge/package/package_tools.h"
#include "judge/worker/worker_pool.h"

namespace gridjudge::app {

// A solution the user adds (--solution FILE=VERDICT): `expected` empty means the file's own
// @EXPECTED_RESULTS@ comment says it.
struct ExtraSolution {
    std::string file;
    std::vector<Verdict> expected;
};

// "FILE=VERDICT[,VERDICT...]" or "FILE"; the verdicts are gridjudge's names (AC, WA, ...).
// Throws std::invalid_argument naming what is wrong.
ExtraSolution parse_extra_solution(const std::string& text);

struct VerifyRequest {
    // A package folder or archive (imported into the scratch store), or the id of a problem in
    // `user_store` (its active version is verified and the matrix saved beside its package).
    std::string target;
    std::vector<ExtraSolution> extra;
    package::ImportOptions import_options;  // for a package folder or archive
    // --io stdio: a file-I/O problem's solutions read stdin and write stdout (the built-in
    // huarongdao's kill-table programs are such), as `submit --io stdio` judges them.
    std::optional<IoMode> io_mode;
};

// What the caller wires together: the judge's parts over any store, and where to say progress.
struct VerifyParts {
    db::Store* user_store = nullptr;         // only read; null: only package paths can be verified
    package::PackageTools* tools = nullptr;  // importing and validating
    ServiceMaker make_service;               // judging, in the scratch store
    int workers = 1;
    std::function<bool()> stopping = [] { return false; };
    std::function<void(const std::string&)> say = [](const std::string&) {};
};

// Thrown for what makes verifying impossible (no such problem or file, a package that does not
// import); the message names the file and the field.
class VerifyError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

VerifyReport verify(const VerifyRequest& request, VerifyParts& parts);

// Which solutions bound a time limit from below: those meant to be accepted (Kattis legacy and
// 2023-07), or every one not allowed a TLE (2025-09: wrong_answer and run_time_error too).
enum class TimeBoundSolutions { Accepted, AllNotAllowedTle };

// Those solutions of a package folder judged as verify judges them, in a store under `scratch`;
// the folder is left as it was. Empty when the package carries none. What a time limit left to
// the solutions is derived from (derived_time_limit.h).
std::vector<VerifiedSolution> judge_time_limit_solutions(const ProblemPackage& package,
                                                         const std::filesystem::path& folder,
                                                         const std::filesystem::path& scratch,
                                                         TimeBoundSolutions which,
                                                         VerifyParts& parts);

}  // namespace gridjudge::app
