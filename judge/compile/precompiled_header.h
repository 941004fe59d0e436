// A precompiled <bits/stdc++.h> for each C++ language, made with exactly the judge's flags. Most
// NOIP-style programs include it, and parsing it is most of their compile time (886 ms, against
// 461 ms with the precompiled header: docs/benchmarks.md). It is built once per flags and
// compiler version into the compile cache, in the compile sandbox, and linked into the box of
// each compile that includes the header; g++ then loads it instead of parsing the header.
#pragma once

#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "judge/compile/compile_box.h"
#include "judge/compile/language.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

// The folder, inside a compile box, that holds bits/stdc++.h and its .gch.
inline constexpr std::string_view kPrecompiledDir = "pch";

// True when `source` includes <bits/stdc++.h>. g++ uses the precompiled header only when that is
// the first include, and otherwise reads the header as usual: the result is the same either way.
bool includes_stdcxx_header(std::string_view source);

class PrecompiledHeaders {
  public:
    // `runner` runs the header's compile box; it must outlive this.
    PrecompiledHeaders(std::filesystem::path cache_dir, BoxRunner& runner, CompileLimits limits);

    // The cache folder holding bits/stdc++.h and bits/stdc++.h.gch for `language`, built on
    // first use. nullopt for C, without the header, or when building failed (compiles then go
    // without one).
    std::optional<std::filesystem::path> for_language(const Language& language,
                                                      const std::string& compiler_version);

    // Links that folder's files into BOX/pch/bits, for a compile in `box`.
    static void place(const std::filesystem::path& precompiled, const std::filesystem::path& box);

  private:
    std::filesystem::path cache_dir_;
    BoxRunner& runner_;
    CompileLimits limits_;
    std::mutex mutex_;                       // guards tried_ and the build itself
    std::set<std::filesystem::path> tried_;  // builds attempted by this process
};

}  // namespace gridjudge
