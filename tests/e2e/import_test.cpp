// Problems from anywhere, through the real gridjudge: the package fixtures of every format
// (tests/packages/fixtures) imported into the database — their checkers, validators and
// generators compiled and run in the sandbox — and judged with accepted, wrong, too slow and
// crashing programs (exact verdicts and scores); a LemonLime contest imported and graded; a
// contest mixing imported and built-in problems graded at once; interactive problems imported
// from Polygon and Kattis packages written here; and every built-in problem exported to each
// format and imported back identically.
#include <gtest/gtest.h>

#include <regex>

#include "db/store.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kFixtures = kSourceDir / "tests/packages/fixtures";
const fs::path kPrograms = kSourceDir / "tests/e2e/import_programs";

// One database for the whole test program: the fixtures are imported once.
const fs::path& import_database() {
    static const fs::path db = [] {
        const fs::path path = scratch_dir() / "imported.db";
        fs::copy_file(shared_database(), path);
        for (const std::vector<std::string>& extra :
             {std::vector<std::string>{(kFixtures / "polygon/aplusb-groups").string()},
              {(kFixtures / "polygon/sum-generated").string()},
              {(kFixtures / "kattis/sumgroups").string()},
              {(kFixtures / "kattis/sumfloat").string(), "--time-limit", "1000"},
              {(kFixtures / "kattis/echoscore").string()},
              {(kFixtures / "hydro/aplusb").string(), "--testlib",
               (kFixtures / "mini-testlib/testlib.h").string()}}) {
            std::vector<std::string> args{"import", "--db", path.string(), "--out",
                                          (scratch_dir() / "packages").string()};
            args.insert(args.end(), extra.begin(), extra.end());
            const testing::ProgramRun run = gridjudge(args);
            if (run.exit_code != 0) throw std::runtime_error("import failed: " + run.err);
        }
        return path;
    }();
    return db;
}

nlohmann::json submit(const std::string& problem, const fs::path& source,
                      const fs::path& db = import_database()) {
    const testing::ProgramRun run =
        gridjudge({"submit", problem, source.string(), "--db", db.string(), "--json"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

ProblemPackage active_package(const fs::path& db, const std::string& id) {
    const auto store = db::open_store(db.string(), db::OpenMode::ReadOnly);
    return read_package_json(store->active_test_set(id)->package_json, id);
}

struct Case {
    std::string problem;
    fs::path program;
    std::string verdict;
    double score;
};

void PrintTo(const Case& c, std::ostream* os) {
    *os << c.problem << " with " << c.program.filename().string();
}

class ImportedProblem : public ::testing::TestWithParam<Case> {};

TEST_P(ImportedProblem, IsJudgedLikeABuiltInOne) {
    const Case& c = GetParam();
    const nlohmann::json result = submit(c.problem, c.program);
    EXPECT_EQ(result["verdict"], c.verdict) << result.dump(2);
    EXPECT_EQ(result["score"], c.score) << result.dump(2);
}

const fs::path kAplusb = kFixtures / "polygon/aplusb-groups/solutions/main.cpp";
INSTANTIATE_TEST_SUITE_P(
    Formats, ImportedProblem,
    ::testing::Values(
        // Polygon, testlib checker and validator, groups with dependencies.
        Case{"aplusb-groups", kAplusb, "AC", 100},
        Case{"aplusb-groups", kPrograms / "aplusb_wrong.cpp", "WA", 0},
        Case{"aplusb-groups", kPrograms / "aplusb_slow.cpp", "TLE", 0},
        Case{"aplusb-groups", kPrograms / "aplusb_crash.cpp", "RE", 0},
        // Polygon, generated tests and file I/O.
        // Polygon packages without points score one point a test (samples none).
        Case{"sum-file", kPrograms / "sum_files.cpp", "AC", 3},
        Case{"sum-file", kAplusb, "WA", 0},  // standard output, not sum.out
        // Kattis: an output validator and nested groups; the default validator's float flags.
        Case{"sumgroups", kAplusb, "AC", 100},
        Case{"sumgroups", kPrograms / "aplusb_wrong.cpp", "WA", 0},
        Case{"sumfloat", kPrograms / "sum_float.cpp", "AC", 3},
        Case{"sumfloat", kAplusb, "WA", 1},  // integers: right only on "100 200"
        // Kattis 2023-07 with legacy grading: groups of 40 and 60 points. Subtracting is right
        // where b = 0 (group1): 40 points, and the verdict of its worst test (Kattis, told
        // accept_if_any_accepted, would say AC).
        Case{"echoscore", kAplusb, "AC", 100},
        // Kattis: one group of two accepted (accept_if_any_accepted) is AC with its points.
        Case{"echoscore", kPrograms / "aplusb_wrong.cpp", "AC", 40},
        // Hydro: subtasks with dependencies and a testlib checker.
        Case{"aplusb", kPrograms / "aplusb_files.cpp", "AC", 100},
        Case{"aplusb", kAplusb, "WA", 0},  // standard output: the problem names aplusb.out
        Case{"aplusb", kPrograms / "aplusb_crash.cpp", "RE", 0}),
    [](const auto& info) {
        std::string name = info.param.problem + "_" + info.param.program.stem().string();
        for (char& c : name)
            if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
        return name;
    });

TEST(Import, TheSameProblemImportedAgainIsANewVersionAndOldResultsKeepTheirs) {
    const fs::path db = scratch_dir() / "versions.db";
    for (int round = 1; round <= 2; ++round) {
        const testing::ProgramRun run =
            gridjudge({"import", (kFixtures / "polygon/aplusb-plain").string(), "--db", db.string(),
                       "--out", (scratch_dir() / "versions").string(), "--json"});
        ASSERT_EQ(run.exit_code, 0) << run.err;
        EXPECT_EQ(parse_json(run)["problems"][0]["version"], round);
        if (round == 1) {
            const nlohmann::json first = submit("aplusb", kAplusb, db);
            EXPECT_EQ(first["test_set_version"], 1);
        }
    }
    const nlohmann::json again = submit("aplusb", kAplusb, db);
    EXPECT_EQ(again["test_set_version"], 2);
    EXPECT_EQ(again["verdict"], "AC");
}

TEST(Import, ABadPackageIsRefusedWithItsFileAndNothingIsStored) {
    const fs::path db = scratch_dir() / "refused.db";
    const testing::ProgramRun run =
        gridjudge({"import", (kFixtures / "kattis/sumfloat").string(), "--db", db.string(), "--out",
                   (scratch_dir() / "refused").string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("sumfloat/problem.yaml: limits.time_limit: missing"), std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find("(nothing was imported)"), std::string::npos) << run.err;
    const auto store = db::open_store(db.string(), db::OpenMode::ReadOnly);
    EXPECT_TRUE(store->problems().empty());
    EXPECT_FALSE(fs::exists(scratch_dir() / "refused" / "sumfloat"));
}

// A 2025-09 package without limits.time_limit (what the format recommends) gets the limit its
// solutions give: the slowest of those not allowed a TLE, times ac_to_time_limit, rounded up to a
// multiple of time_resolution. The one allowed a TLE never ends, and is not run for it.
TEST(Import, ATimeLimitLeftToTheSolutionsIsDerivedFromTheirTimes) {
    const fs::path db = scratch_dir() / "untimed.db";
    const testing::ProgramRun run =
        gridjudge({"import", (kFixtures / "kattis/untimed").string(), "--db", db.string(), "--out",
                   (scratch_dir() / "untimed").string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json notes = parse_json(run)["notes"];
    std::string derived;
    for (const auto& note : notes)
        if (note.get<std::string>().find("limits.time_limit: ") != std::string::npos)
            derived = note.get<std::string>();
    std::smatch said;
    ASSERT_TRUE(std::regex_search(
        derived, said,
        std::regex("untimed/problem\\.yaml: limits\\.time_limit: ([0-9.]+) s, derived as the "
                   "format says: the slowest solution that may not exceed it, "
                   "submissions/accepted/count\\.cpp, took ([0-9]+) ms on test secret/2; times 3 "
                   "\\(ac_to_time_limit\\), rounded up to a multiple of 0\\.1 s "
                   "\\(time_resolution\\)\\. It was measured on this machine: pass --time-limit "
                   "to set another$")))
        << notes.dump(2);
    const std::int64_t slowest_ms = std::stoll(said[2]);
    const std::int64_t expected_ms = std::max<std::int64_t>(1, (slowest_ms * 3 + 99) / 100) * 100;
    EXPECT_EQ(std::llround(std::stod(said[1]) * 1000), expected_ms);
    EXPECT_EQ(active_package(db, "untimed").limits.time_ms, expected_ms);
}

// Derived from solutions that must be judged as their folders say: an "accepted" one that is
// wrong stops the import, named, with nothing stored.
TEST(Import, ATimeLimitIsNotDerivedFromAnAcceptedSolutionThatIsWrong) {
    const fs::path package = scratch_dir() / "untimed-wrong";
    fs::copy(kFixtures / "kattis/untimed", package, fs::copy_options::recursive);
    write_file_atomic(package / "submissions/accepted/count.cpp",
                      "#include <cstdio>\nint main() { long long n; std::scanf(\"%lld\", &n); "
                      "std::printf(\"%lld\\n\", n + 1); }\n");
    const fs::path db = scratch_dir() / "untimed-wrong.db";
    const testing::ProgramRun run = gridjudge({"import", package.string(), "--db", db.string(),
                                               "--out", (scratch_dir() / "untimed-w").string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("untimed-wrong/problem.yaml: limits.time_limit: missing; it is derived "
                           "from the solutions' times, but submissions/accepted/count.cpp got WA "
                           "at a limit of 60 s (its folder allows AC); pass one with --time-limit "
                           "(nothing was imported)"),
              std::string::npos)
        << run.err;
    const auto store = db::open_store(db.string(), db::OpenMode::ReadOnly);
    EXPECT_TRUE(store->problems().empty());
}

// "dir/" names the folder dir, in every format: the ids (a Kattis problem's comes from its
// folder's name), a LemonLime contest's default folder (contests/NAME) and gen's --out are those
// of the path without the slash. (The main job's `for package in .../*/` passes such paths.)
TEST(Import, ATrailingSlashNeverMatters) {
    const fs::path db = scratch_dir() / "slashes.db";
    const fs::path workdir = scratch_dir() / "slashes";
    fs::create_directories(workdir);
    const testing::ProgramRun generated =
        gridjudge({"gen", "wallpusher", "--seed", "2026", "--no-db", "--out",
                   (workdir / "gridjudge-wallpusher").string() + "/"},
                  "", workdir);
    ASSERT_EQ(generated.exit_code, 0) << generated.err;
    ASSERT_TRUE(fs::exists(workdir / "gridjudge-wallpusher/problem.json"));
    struct Package {
        fs::path folder;
        std::vector<std::string> extra, ids;
    };
    for (const Package& package :
         {Package{kFixtures / "polygon/aplusb-plain", {}, {"aplusb"}},
          Package{kFixtures / "kattis/sumgroups", {}, {"sumgroups"}},
          Package{kFixtures / "hydro/aplusb",
                  {"--testlib", (kFixtures / "mini-testlib/testlib.h").string()},
                  {"aplusb"}},
          Package{kFixtures / "lemonlime/contest", {}, {"sum", "diff"}},
          Package{workdir / "gridjudge-wallpusher", {}, {"wallpusher"}}}) {
        std::vector<std::string> args{
            "import", package.folder.string() + "/",         "--db",  db.string(),
            "--out",  (workdir / "packages").string() + "/", "--json"};
        args.insert(args.end(), package.extra.begin(), package.extra.end());
        const testing::ProgramRun run = gridjudge(args, "", workdir);
        ASSERT_EQ(run.exit_code, 0) << package.folder << ": " << run.err;
        const nlohmann::json imported = parse_json(run);
        std::vector<std::string> ids;
        for (const auto& problem : imported["problems"]) {
            ids.push_back(problem["id"]);
            EXPECT_EQ(problem["package"], (workdir / "packages" / ids.back()).string());
        }
        EXPECT_EQ(ids, package.ids) << package.folder;
        if (package.ids.size() == 2) {  // the LemonLime contest
            EXPECT_EQ(imported["contest"], (workdir / "contests/contest").string());
        }
    }
}

// The LemonLime contest: its tasks become problems and its contestants a contest folder that
// grade judges. bob forgets the file I/O of `sum` and answers `diff` on standard output where
// the task wants files too.
TEST(Import, ALemonLimeContestIsGradedAsItsContestantsWrote) {
    const fs::path db = scratch_dir() / "lemon.db";
    const fs::path contest = scratch_dir() / "lemon-contest";
    const testing::ProgramRun imported = gridjudge(
        {"import", (kFixtures / "lemonlime/contest").string(), "--db", db.string(), "--out",
         (scratch_dir() / "lemon").string(), "--contest-out", contest.string(), "--json"});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_EQ(parse_json(imported)["problems"].size(), 2u);
    const testing::ProgramRun graded =
        gridjudge({"grade", contest.string(), "--db", db.string(), "--json"});
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    const nlohmann::json ranking = parse_json(graded)["ranking"];
    ASSERT_EQ(ranking.size(), 3u) << ranking.dump(2);
    std::map<std::string, double> totals;
    for (const auto& row : ranking) totals[row["user"]] = row["total"];
    EXPECT_EQ(totals["alice"], 200);
    EXPECT_EQ(totals["carol"], 200);
    EXPECT_EQ(totals["bob"], 0);
}

TEST(Import, OneContestMixesImportedAndBuiltInProblems) {
    const fs::path contest = scratch_dir() / "mixed";
    fs::create_directories(contest / "amy");
    fs::copy_file(kSourceDir / "examples/contest/alice/halloween.cpp",
                  contest / "amy/halloween.cpp");
    fs::copy_file(kAplusb, contest / "amy/aplusb-groups.cpp");
    fs::copy_file(kPrograms / "sum_files.cpp", contest / "amy/sum.cpp");  // by its I/O file name
    const testing::ProgramRun run =
        gridjudge({"grade", contest.string(), "--db", import_database().string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json row = parse_json(run)["ranking"][0];
    EXPECT_EQ(row["problems"]["halloween"]["score"], 100);
    EXPECT_EQ(row["problems"]["aplusb-groups"]["score"], 100);
    EXPECT_EQ(row["problems"]["sum-file"]["score"], 3);
    EXPECT_EQ(row["total"], 203);
}

// The README's main job imports examples/imported/packages (a Polygon package with groups and a
// testlib checker, a Kattis 2025-09 package with two subtasks) and grades examples/imported/
// contest: the exact scores examples/README.md documents, including a group skipped because
// the group it depends on failed.
TEST(Import, TheImportedExampleContestGetsExactlyTheDocumentedScores) {
    const fs::path db = scratch_dir() / "imported-example.db";
    for (const char* package : {"digits", "maximum"}) {
        const testing::ProgramRun run = gridjudge(
            {"import", (kSourceDir / "examples/imported/packages" / package).string(), "--db",
             db.string(), "--out", (scratch_dir() / "example-packages").string()});
        ASSERT_EQ(run.exit_code, 0) << run.err;
    }
    const testing::ProgramRun graded =
        gridjudge({"grade", (kSourceDir / "examples/imported/contest").string(), "--contest",
                   "imported", "--db", db.string(), "--json"});
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    const nlohmann::json ranking = parse_json(graded)["ranking"];
    ASSERT_EQ(ranking.size(), 2u) << ranking.dump(2);
    EXPECT_EQ(ranking[0]["user"], "amy");
    EXPECT_EQ(ranking[0]["problems"]["digits"]["score"], 100);  // Python
    EXPECT_EQ(ranking[0]["problems"]["maximum"]["score"], 100);
    EXPECT_EQ(ranking[0]["total"], 200);
    EXPECT_EQ(ranking[1]["user"], "ben");
    EXPECT_EQ(ranking[1]["problems"]["digits"]["verdict"], "WA");  // 64 bits: the large group
    EXPECT_EQ(ranking[1]["problems"]["digits"]["score"], 40);
    EXPECT_EQ(ranking[1]["problems"]["maximum"]["verdict"], "WA");  // starts at 0
    EXPECT_EQ(ranking[1]["problems"]["maximum"]["score"], 0);
    EXPECT_EQ(ranking[1]["total"], 40);

    const testing::ProgramRun shown = gridjudge(
        {"show", std::to_string(ranking[1]["problems"]["maximum"]["submission"].get<int>()), "--db",
         db.string(), "--json"});
    ASSERT_EQ(shown.exit_code, 0) << shown.err;
    const nlohmann::json submission = parse_json(shown);
    std::map<std::string, std::string> group_verdicts;
    for (const auto& group : submission["groups"])
        group_verdicts[group["name"].get<std::string>()] = group["verdict"].get<std::string>();
    EXPECT_EQ(group_verdicts["secret/1-small"], "WA");
    EXPECT_EQ(group_verdicts["secret/2-large"], "SK");  // requires secret/1-small
}

// Every built-in problem exported to every format that can hold it, then imported back: the
// same tests (sha256, in order), limits, groups and points, and the same verdict.
struct Export {
    std::string problem, format;
};

void PrintTo(const Export& e, std::ostream* os) {
    *os << e.problem << " as " << e.format;
}

class RoundTrip : public ::testing::TestWithParam<Export> {};

TEST_P(RoundTrip, ImportsBackIdentically) {
    const Export& e = GetParam();
    const fs::path db = scratch_dir() / ("roundtrip-" + e.problem + "-" + e.format + ".db");
    fs::copy_file(shared_database(), db, fs::copy_options::overwrite_existing);
    const fs::path out = scratch_dir() / ("export-" + e.problem + "-" + e.format);
    const testing::ProgramRun exported = gridjudge(
        {"export", e.problem, "--format", e.format, "--out", out.string(), "--db", db.string()});
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const ProblemPackage original = active_package(db, e.problem);
    const testing::ProgramRun imported =
        gridjudge({"import", out.string(), "--id", e.problem, "--db", db.string(), "--out",
                   (scratch_dir() / ("reimported-" + e.format)).string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    const ProblemPackage back = active_package(db, e.problem);
    ASSERT_EQ(back.tests.size(), original.tests.size());
    for (std::size_t i = 0; i < original.tests.size(); ++i) {
        EXPECT_EQ(back.tests[i].input_sha256, original.tests[i].input_sha256) << i;
        EXPECT_EQ(back.tests[i].answer_sha256, original.tests[i].answer_sha256) << i;
        EXPECT_EQ(back.tests[i].points, original.tests[i].points) << i;
    }
    EXPECT_EQ(back.limits.time_ms, original.limits.time_ms);
    EXPECT_EQ(back.limits.memory_mib, original.limits.memory_mib);
    EXPECT_EQ(back.io, original.io);
    EXPECT_EQ(back.checker.protocol, Protocol::Builtin);
    EXPECT_EQ(back.checker.name, original.checker.name);
    ASSERT_EQ(back.groups.size(), original.groups.size());
    for (std::size_t i = 0; i < original.groups.size(); ++i) {
        EXPECT_EQ(back.groups[i].points, original.groups[i].points);
        EXPECT_EQ(back.groups[i].aggregation, original.groups[i].aggregation);
    }
    const fs::path accepted = kSourceDir / "examples/contest/alice" / (e.problem + ".cpp");
    const nlohmann::json judged = submit(e.problem, accepted, db);
    EXPECT_EQ(judged["test_set_version"], 2);
    EXPECT_EQ(judged["verdict"], "AC");
    EXPECT_EQ(judged["score"], 100);
}

INSTANTIATE_TEST_SUITE_P(
    BuiltIn, RoundTrip,
    ::testing::Values(Export{"huarongdao", "polygon"}, Export{"huarongdao", "hydro"},
                      Export{"wallpusher", "kattis"}, Export{"wallpusher", "polygon"},
                      Export{"wallpusher", "hydro"}, Export{"halloween", "kattis"},
                      Export{"halloween", "polygon"}, Export{"halloween", "hydro"}),
    [](const auto& info) { return info.param.problem + "_" + info.param.format; });

TEST(Export, AFormatThatCannotHoldTheProblemIsRefusedSayingWhy) {
    const testing::ProgramRun run = gridjudge({"export", "huarongdao", "--format", "kattis",
                                               "--out", (scratch_dir() / "refused-export").string(),
                                               "--db", shared_database().string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("huarongdao: cannot export to Kattis: the problem reads puzzle.in and "
                           "writes puzzle.out"),
              std::string::npos)
        << run.err;
    EXPECT_FALSE(fs::exists(scratch_dir() / "refused-export"));
}

}  // namespace
}  // namespace gridjudge::e2e
