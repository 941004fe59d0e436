// PackageTools: what making a package's data needs from the judge — compiling one of the
// package's programs (a generator, the main solution, a validator) and running it sandboxed.
// Importers and `gen` decide what to run and interpret the results (exit codes by protocol);
// the judge's implementation (judge/compile, judge/judging) decides how: compile sandbox and cache,
// limits. Tests may substitute a fake.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace gridjudge::package {

struct ToolProgram {
    std::filesystem::path source;  // a host path
    std::string language;          // a language id ("cpp17"); empty: from the extension
    // Files the source needs beside it to compile (testlib.h, other headers), by host path; they
    // are placed next to the source under their own file names.
    std::vector<std::filesystem::path> include_files;
};

struct ToolResult {
    // False: the program could not be run to an end; `failure` says why (its compiler's log,
    // a time or memory limit, a sandbox fault). True: it ran; the exit code is its answer.
    bool ran = false;
    int exit_code = 0, signal = 0;
    std::string error_output;  // its stderr, capped at 64 KiB
    std::string failure;
    std::int64_t cpu_ms = 0;
};

class PackageTools {
  public:
    virtual ~PackageTools() = default;

    // Compiles `program` without running it: an import compiles every program a package brings
    // (checker, validators, interactor, generators), so one that does not compile is refused
    // with its compiler's log instead of making every submission a judging error later. `ran`
    // true: it compiled (nothing ran); false: `failure` is the compiler's log, or why it could
    // not be compiled at all (no known language, a sandbox fault).
    virtual ToolResult compile(const ToolProgram& program) = 0;

    // Runs `program` with `arguments`, stdin from `input` (empty path: nothing) and stdout into
    // `output` (created or truncated; empty path: discarded). The working directory is a fresh
    // box; `extra_files` (host paths) are placed in it under their own names first, read-only
    // (a Kattis output validator's or a testlib checker's input/answer files).
    virtual ToolResult run(const ToolProgram& program, const std::vector<std::string>& arguments,
                           const std::filesystem::path& input, const std::filesystem::path& output,
                           const std::vector<std::filesystem::path>& extra_files = {}) = 0;
};

}  // namespace gridjudge::package
