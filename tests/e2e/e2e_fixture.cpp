#include "tests/e2e/e2e_fixture.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "judge/util/files.h"

namespace gridjudge::e2e {

const std::filesystem::path& scratch_dir() {
    static TempDir scratch("gridjudge-e2e-");
    return scratch.path();
}

testing::ProgramRun gridjudge(const std::vector<std::string>& args, const std::string& input,
                              const std::filesystem::path& workdir) {
    // Each test program uses its own compile cache, so "cached" results mean what they say.
    setenv("GRIDJUDGE_CACHE", (scratch_dir() / "cache").c_str(), 1);
    return testing::run_program(GRIDJUDGE_BIN, args, input, std::chrono::minutes(3),
                                workdir.empty() ? scratch_dir() : workdir);
}

// ctest generates the database once (the e2e.prepare_database fixture) and each test process
// works on its own copy, so tests that submit never share a file. Run by hand, without the
// fixture, the test program generates it itself.
const std::filesystem::path& shared_database() {
    static const std::filesystem::path path = [] {
        std::filesystem::path db = scratch_dir() / "shared.db";
        if (const char* prepared = std::getenv("GRIDJUDGE_E2E_DATABASE");
            prepared && std::filesystem::exists(prepared)) {
            std::filesystem::copy_file(prepared, db);
            return db;
        }
        for (const char* problem : {"huarongdao", "wallpusher", "halloween"}) {
            auto run =
                gridjudge({"gen", problem, "--seed", "2026", "--out",
                           (scratch_dir() / "packages" / problem).string(), "--db", db.string()});
            if (run.exit_code != 0)
                throw std::runtime_error(std::string("gen ") + problem + " failed: " + run.err);
        }
        return db;
    }();
    return path;
}

nlohmann::json parse_json(const testing::ProgramRun& run) {
    try {
        return nlohmann::json::parse(run.out);
    } catch (const std::exception& error) {
        ADD_FAILURE() << "not JSON (" << error.what() << "): " << run.out
                      << "\nstderr: " << run.err;
        return {};
    }
}

}  // namespace gridjudge::e2e
