// How a compiler runs in the sandbox: the environment it gets and the limits it runs under.
// Shared by contestants' compiles and the judge's own precompiled header, so both see the same
// box.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct CompileLimits {
    std::int64_t cpu_ms = 10'000;
    std::int64_t wall_ms = 20'000;
    std::int64_t memory_kib = 1024 * 1024;
    std::int64_t output_kib = 64 * 1024;  // the largest file the compiler may write
    std::size_t log_bytes = 64 * 1024;    // the log kept for the contestant
};

// `argv` run in `box` (its working directory) with the compiler's messages in `log`; the
// compiler may hold `processes` tasks, reads `readonly_binds` from the host and gets `environment`
// ("KEY=VALUE", the language's) beside the box's own.
sandbox::RunSpec compile_run_spec(const std::filesystem::path& box, std::vector<std::string> argv,
                                  const std::filesystem::path& log, const CompileLimits& limits,
                                  int processes = 32,
                                  std::vector<std::filesystem::path> readonly_binds = {},
                                  const std::vector<std::string>& environment = {});

}  // namespace gridjudge
