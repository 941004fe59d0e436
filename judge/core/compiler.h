// Compiler: turns a submission's source into an executable, inside the sandbox (a hostile
// source can attack the compiler too: `#include "/dev/urandom"`), with a cache keyed by
// sha256(source, command, compiler version) so grading the same source again costs nothing.
// Sources that include <bits/stdc++.h> compile against a precompiled header of it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "judge/core/compile_box.h"
#include "judge/core/language.h"
#include "judge/core/precompiled_header.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge {

struct CompileResult {
    bool ok = false;
    bool cached = false;
    std::filesystem::path binary;  // in the cache; valid when ok
    std::string command;           // what was run, for display
    std::string log;               // compiler messages, capped at CompileLimits::log_bytes
    std::string internal_error;    // non-empty: the judge failed, not the source (IE)
    std::int64_t cpu_ms = 0, wall_ms = 0;
};

// The default cache folder: $GRIDJUDGE_CACHE, else $XDG_CACHE_HOME/gridjudge, else
// ~/.cache/gridjudge.
std::filesystem::path default_cache_dir();

class Compiler {
  public:
    Compiler(std::filesystem::path cache_dir, sandbox::Options sandbox_options,
             CompileLimits limits = {});

    CompileResult compile(const std::string& source, const Language& language);

  private:
    std::filesystem::path cache_dir_;
    sandbox::Options sandbox_options_;
    CompileLimits limits_;
    PrecompiledHeaders precompiled_headers_;
};

}  // namespace gridjudge
