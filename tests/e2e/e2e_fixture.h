// Shared set-up for the end-to-end tests: runs the real gridjudge binary, and keeps one
// generated database (all three problems, fixed seed) for the whole test program, because
// generating takes seconds and the judging tests only read it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/common/run_program.h"

namespace gridjudge::e2e {

inline const std::filesystem::path kSourceDir = GRIDJUDGE_SOURCE_DIR;

// gridjudge ARGS... with `input` on stdin; cwd = `workdir` (default: a scratch dir).
testing::ProgramRun gridjudge(const std::vector<std::string>& args, const std::string& input = "",
                              const std::filesystem::path& workdir = {});

// A database with huarongdao, wallpusher and halloween generated from seed 2026 (made once).
const std::filesystem::path& shared_database();

nlohmann::json parse_json(const testing::ProgramRun& run);

// The scratch folder of this test program (removed at exit).
const std::filesystem::path& scratch_dir();

}  // namespace gridjudge::e2e
