// The judging commands' options through the real executable, each shown to take effect (stored
// with the submission, shown, and applied to the run) or to be refused with the range or the
// choices: --time-limit, --memory-limit, --measure-tle, --io, --unsafe, --lang, rejudge
// --problem (with the stored settings, --package-limits or new limits), the list filters. The
// programs are small ones written here (burn CPU, hold memory) that print nothing.
#include <gtest/gtest.h>

#include <regex>

#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;
namespace {

// A copy of the shared database for one test: counts and rejudges see only its submissions.
fs::path fresh_database(const std::string& name) {
    const fs::path copy = scratch_dir() / (name + ".db");
    fs::copy_file(shared_database(), copy, fs::copy_options::overwrite_existing);
    return copy;
}

// A program of `text` in the scratch folder, named `file`.
fs::path program(const std::string& file, const std::string& text) {
    write_file_atomic(scratch_dir() / file, text);
    return scratch_dir() / file;
}

// Burns `ms` of CPU time, then exits 0 without output.
fs::path burner(int ms) {
    return program("burn" + std::to_string(ms) + ".cpp",
                   "#include <ctime>\nint main() {\n  volatile unsigned long x = 0;\n"
                   "  while (std::clock() < " +
                       std::to_string(ms) +
                       " * (CLOCKS_PER_SEC / 1000)) x = x + 1;\n  return 0;\n}\n");
}

// Touches 100 MiB of heap, then exits 0 without output.
fs::path hundred_mib() {
    return program("hundred_mib.cpp",
                   "#include <cstdlib>\nint main() {\n  const unsigned long size = 100ul << 20;\n"
                   "  volatile char* p = static_cast<volatile char*>(std::malloc(size));\n"
                   "  for (unsigned long i = 0; i < size; i += 4096) p[i] = 1;\n"
                   "  return p[4096] - 1;\n}\n");
}

nlohmann::json submit(const fs::path& db, const std::string& problem, const fs::path& source,
                      std::vector<std::string> extra) {
    std::vector<std::string> args{"submit",    problem,  source.string(), "--db",
                                  db.string(), "--json", "--tests",       "1"};
    args.insert(args.end(), extra.begin(), extra.end());
    const testing::ProgramRun run = gridjudge(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

std::size_t submission_count(const fs::path& db, std::vector<std::string> filter = {}) {
    std::vector<std::string> args{"list", "--db", db.string(), "--json"};
    args.insert(args.end(), filter.begin(), filter.end());
    const testing::ProgramRun run = gridjudge(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run).size();
}

TEST(Options, LimitsAreStoredShownAndApplied) {
    const fs::path db = fresh_database("limits");
    const nlohmann::json slow =
        submit(db, "wallpusher", burner(400), {"--time-limit", "200", "--memory-limit", "64"});
    EXPECT_EQ(slow["settings"]["time_limit_ms"], 200);
    EXPECT_EQ(slow["settings"]["wall_limit_ms"], 1200);  // max(2 x CPU, CPU + 1 s)
    EXPECT_EQ(slow["settings"]["memory_limit_mib"], 64);
    EXPECT_EQ(slow["tests"][0]["verdict"], "TLE");
    // Over the limit again when run a second time (docs/verdicts.md, "A TLE is run again").
    EXPECT_TRUE(std::regex_match(
        slow["tests"][0]["message"].get<std::string>(),
        std::regex(R"(CPU time over the limit of 200 ms \(stopped at ([0-9]+) ms\); over the )"
                   R"(limit on each of 2 runs \(\1 ms, [0-9]+ ms\))")))
        << slow["tests"][0]["message"];
    const testing::ProgramRun shown =
        gridjudge({"show", std::to_string(slow["id"].get<int>()), "--db", db.string()});
    EXPECT_NE(shown.out.find("judged with: 200 ms CPU, 1200 ms wall, 64 MiB, output 64 MiB, "
                             "stdin/stdout\n"),
              std::string::npos)
        << shown.out;
    EXPECT_NE(shown.out.find("> 200 ms"), std::string::npos) << shown.out;

    const nlohmann::json big = submit(db, "wallpusher", hundred_mib(), {"--memory-limit", "64"});
    EXPECT_EQ(big["tests"][0]["verdict"], "MLE");
    EXPECT_EQ(big["tests"][0]["message"].get<std::string>().find("reached the limit of 64 MiB"),
              big["tests"][0]["message"].get<std::string>().size() -
                  std::string("reached the limit of 64 MiB").size())
        << big["tests"][0]["message"];
    // Within the problem's own 256 MiB the same program runs to its end (and prints nothing).
    EXPECT_EQ(submit(db, "wallpusher", hundred_mib(), {})["tests"][0]["message"],
              "the output is empty; expected 10 lines (line 1 should be the moves of case 1)");
}

TEST(Options, LimitsOutOfRangeAreRefusedWithTheRangeAndNothingIsQueued) {
    const fs::path db = fresh_database("ranges");
    const std::size_t before = submission_count(db);
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"--time-limit", "0"}, "gridjudge: --time-limit: 0 ms is out of range (1 to 60000 ms)\n"},
        {{"--time-limit", "60001"},
         "gridjudge: --time-limit: 60001 ms is out of range (1 to 60000 ms)\n"},
        {{"--memory-limit", "65537"},
         "gridjudge: --memory-limit: 65537 MiB is out of range (1 to 65536 MiB)\n"},
        {{"--output-limit", "0"},
         "gridjudge: --output-limit: 0 MiB is out of range (1 to 4096 MiB)\n"},
        {{"--measure-tle", "600001"},
         "gridjudge: --measure-tle: 600001 ms is out of range (1 to 600000 ms)\n"},
    };
    for (const auto& [options, message] : cases) {
        std::vector<std::string> args{"submit", "wallpusher", burner(1).string(), "--db",
                                      db.string()};
        args.insert(args.end(), options.begin(), options.end());
        const testing::ProgramRun run = gridjudge(args);
        EXPECT_EQ(run.exit_code, 1) << options[0];
        EXPECT_EQ(run.err, message);
    }
    EXPECT_EQ(submission_count(db), before);
}

// A TLE let go on to --measure-tle shows how slow it really is; one still running at the cap
// is shown as stopped there.
TEST(Options, MeasureTleRunsATleOnToTheCap) {
    const fs::path db = fresh_database("measure");
    const nlohmann::json measured =
        submit(db, "wallpusher", burner(500), {"--time-limit", "200", "--measure-tle", "1500"});
    EXPECT_EQ(measured["settings"]["measure_tle_up_to_ms"], 1500);
    const nlohmann::json& test = measured["tests"][0];
    EXPECT_EQ(test["verdict"], "TLE");
    EXPECT_TRUE(test["cpu_measured_to_end"].get<bool>()) << test.dump(2);
    EXPECT_GE(test["cpu_ms"].get<int>(), 500);
    EXPECT_LT(test["cpu_ms"].get<int>(), 1500);
    EXPECT_EQ(test["message"], "CPU time " + std::to_string(test["cpu_ms"].get<int>()) +
                                   " ms exceeded the limit of 200 ms (measured to the end)");
    const testing::ProgramRun shown =
        gridjudge({"show", std::to_string(measured["id"].get<int>()), "--db", db.string()});
    EXPECT_NE(shown.out.find(", TLE runs measured up to 1500 ms\n"), std::string::npos)
        << shown.out;

    const nlohmann::json capped =
        submit(db, "wallpusher", burner(5000), {"--time-limit", "200", "--measure-tle", "600"});
    const nlohmann::json& stopped = capped["tests"][0];
    EXPECT_EQ(stopped["verdict"], "TLE");
    EXPECT_FALSE(stopped["cpu_measured_to_end"].get<bool>()) << stopped.dump(2);
    EXPECT_GE(stopped["cpu_ms"].get<int>(), 600);
    EXPECT_EQ(stopped["message"], "CPU time over the limit of 200 ms (stopped at " +
                                      std::to_string(stopped["cpu_ms"].get<int>()) + " ms)");
}

// --tle-reruns 0: every first TLE stands, as DOMjudge and Kattis judge; more than 3 is refused.
TEST(Options, TleRerunsZeroKeepsTheFirstTle) {
    const fs::path db = fresh_database("reruns");
    const nlohmann::json once =
        submit(db, "wallpusher", burner(400), {"--time-limit", "200", "--tle-reruns", "0"});
    EXPECT_EQ(once["tests"][0]["verdict"], "TLE");
    EXPECT_TRUE(std::regex_match(once["tests"][0]["message"].get<std::string>(),
                                 std::regex(R"(CPU time over the limit of 200 ms \(stopped at )"
                                            R"([0-9]+ ms\))")))
        << once["tests"][0]["message"];
    const testing::ProgramRun four = gridjudge(
        {"submit", "wallpusher", burner(1).string(), "--db", db.string(), "--tle-reruns", "4"});
    EXPECT_GT(four.exit_code, 1);  // a usage error: CLI11's own code
    EXPECT_NE(four.err.find("--tle-reruns: Value 4 not in range 0 to 3"), std::string::npos)
        << four.err;
}

TEST(Options, IoChoosesHowAFileIoProblemIsJudgedAndFileIoNeedsFileNames) {
    const fs::path db = fresh_database("io");
    const fs::path carol = kSourceDir / "examples/contest/carol/huarongdao.cpp";
    EXPECT_EQ(submit(db, "huarongdao", carol, {})["verdict"], "WA");
    const nlohmann::json stdio = submit(db, "huarongdao", carol, {"--io", "stdio"});
    EXPECT_EQ(stdio["verdict"], "AC");
    EXPECT_EQ(stdio["settings"]["io"], "stdio");
    const fs::path alice = kSourceDir / "examples/contest/alice/huarongdao.cpp";
    EXPECT_EQ(submit(db, "huarongdao", alice, {"--io", "file"})["settings"]["io"], "file");

    const testing::ProgramRun file_on_stdio = gridjudge(
        {"submit", "wallpusher", burner(1).string(), "--db", db.string(), "--io", "file"});
    EXPECT_EQ(file_on_stdio.exit_code, 1);
    EXPECT_EQ(file_on_stdio.err,
              "gridjudge: --io file: this problem names no input and output files; it uses "
              "stdin/stdout\n");
    const testing::ProgramRun unknown = gridjudge(
        {"submit", "wallpusher", burner(1).string(), "--db", db.string(), "--io", "pipe"});
    EXPECT_GT(unknown.exit_code, 1);  // a usage error, not a refused input: CLI11's own code
    EXPECT_NE(unknown.err.find("pipe not in {file,stdio}"), std::string::npos) << unknown.err;
}

// --unsafe only lets a host without isolation run programs: where the sandbox isolates, it
// isolates with --unsafe too (a program reading the host's /etc/passwd still cannot).
TEST(Options, UnsafeNeverWeakensAnIsolatingHost) {
    const testing::ProgramRun doctor = gridjudge({"doctor", "--json"});
    if (!parse_json(doctor)["isolated"].get<bool>())
        GRIDJUDGE_SKIP_OR_FAIL("this host does not isolate: --unsafe is what lets it judge at all");
    const fs::path db = fresh_database("unsafe");
    const fs::path reader =
        program("read_passwd.cpp",
                "#include <cstdio>\nint main() { return std::fopen(\"/etc/passwd\", \"r\") ? 42 : "
                "0; }\n");
    for (const std::vector<std::string>& extra :
         {std::vector<std::string>{}, std::vector<std::string>{"--unsafe"}}) {
        const nlohmann::json result = submit(db, "huarongdao", reader, extra);
        EXPECT_EQ(result["tests"][0]["verdict"], "WA") << result.dump(2);
        EXPECT_EQ(result["tests"][0]["exit_code"], 0);
    }
}

TEST(Options, LangNamesTheLanguageWhenTheExtensionDoesNot) {
    const fs::path db = fresh_database("lang");
    const fs::path c_source =
        program("plain_c.txt", "#include <stdio.h>\nint main(void) { return 0; }\n");
    const testing::ProgramRun unnamed =
        gridjudge({"submit", "wallpusher", c_source.string(), "--db", db.string()});
    EXPECT_EQ(unnamed.exit_code, 1);
    EXPECT_EQ(unnamed.err,
              "gridjudge: " + c_source.string() +
                  ": no language has this file's extension; name it with --lang (c11, c17, "
                  "cpp11, cpp14, cpp17, cpp20, cpp23, python3, java17, pascal, rust, go, "
                  "kotlin, csharp, javascript, pypy3)\n");
    const nlohmann::json as_c = submit(db, "wallpusher", c_source, {"--lang", "c11"});
    EXPECT_EQ(as_c["language"], "c11");
    EXPECT_EQ(as_c["compile_command"].get<std::string>().rfind("gcc ", 0), 0u)
        << as_c["compile_command"];
    const testing::ProgramRun unknown = gridjudge(
        {"submit", "wallpusher", c_source.string(), "--db", db.string(), "--lang", "cobol"});
    EXPECT_EQ(unknown.exit_code, 1);
    EXPECT_EQ(unknown.err,
              "gridjudge: unknown language 'cobol' (known: c11, c17, cpp11, cpp14, cpp17, "
              "cpp20, cpp23, python3, java17, pascal, rust, go, kotlin, csharp, javascript, "
              "pypy3)\n");
}

// rejudge --problem judges every judged submission of the problem again as it was first judged
// (its stored settings), unless --package-limits or new limits say otherwise; the old results
// stay.
TEST(Options, RejudgeProblemReusesTheStoredSettingsUnlessToldOtherwise) {
    const fs::path db = fresh_database("rejudge");
    const nlohmann::json first = submit(db, "wallpusher", burner(1), {"--time-limit", "1500"});
    const nlohmann::json second = submit(db, "wallpusher", burner(2), {"--memory-limit", "100"});
    const auto rejudge = [&](std::vector<std::string> extra) {
        std::vector<std::string> args{"rejudge", "--problem", "wallpusher",
                                      "--db",    db.string(), "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        const testing::ProgramRun run = gridjudge(args);
        EXPECT_EQ(run.exit_code, 0) << run.err;
        nlohmann::json by_original;
        for (const nlohmann::json& judged : parse_json(run)) {
            const testing::ProgramRun shown = gridjudge(
                {"show", std::to_string(judged["id"].get<int>()), "--db", db.string(), "--json"});
            by_original[std::to_string(judged["rejudge_of"].get<int>())] = parse_json(shown);
        }
        return by_original;
    };
    const std::string first_id = std::to_string(first["id"].get<int>());
    const std::string second_id = std::to_string(second["id"].get<int>());

    const nlohmann::json again = rejudge({});
    ASSERT_EQ(again.size(), 2u) << again.dump(2);
    EXPECT_EQ(again[first_id]["settings"], first["settings"]);
    EXPECT_EQ(again[second_id]["settings"], second["settings"]);
    EXPECT_EQ(again[first_id]["tests"].size(), 10u);  // every test, not the original's subset

    const nlohmann::json package = rejudge({"--package-limits"});
    EXPECT_EQ(package[first_id]["settings"]["time_limit_ms"], 1000);
    EXPECT_EQ(package[second_id]["settings"]["memory_limit_mib"], 256);

    const nlohmann::json tighter = rejudge({"--time-limit", "700"});
    EXPECT_EQ(tighter[first_id]["settings"]["time_limit_ms"], 700);
    EXPECT_EQ(tighter[second_id]["settings"]["time_limit_ms"], 700);
    EXPECT_EQ(tighter[second_id]["settings"]["memory_limit_mib"], 100);  // kept

    const testing::ProgramRun both =
        gridjudge({"rejudge", first_id, "--problem", "wallpusher", "--db", db.string()});
    EXPECT_EQ(both.exit_code, 1);
    EXPECT_EQ(both.err, "gridjudge: rejudge takes a submission ID or --problem P, not both\n");
    // The originals keep their own results.
    const testing::ProgramRun original =
        gridjudge({"show", first_id, "--db", db.string(), "--json"});
    EXPECT_EQ(parse_json(original)["tests"].size(), 1u);
}

TEST(Options, ListFiltersByProblemUserContestAndVerdict) {
    const fs::path db = fresh_database("list");
    submit(db, "wallpusher", burner(1), {"--user", "amy"});
    submit(db, "wallpusher", burner(2), {"--user", "ben"});
    submit(db, "huarongdao", kSourceDir / "examples/contest/alice/huarongdao.cpp",
           {"--user", "amy"});
    const fs::path contest = scratch_dir() / "list-contest";
    fs::create_directories(contest / "cem");
    fs::copy_file(burner(3), contest / "cem/wallpusher.cpp");
    const testing::ProgramRun graded =
        gridjudge({"grade", contest.string(), "--contest", "spring", "--db", db.string()});
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    EXPECT_EQ(submission_count(db), 4u);
    EXPECT_EQ(submission_count(db, {"--contest", "spring"}), 1u);
    EXPECT_EQ(submission_count(db, {"--problem", "wallpusher"}), 3u);
    EXPECT_EQ(submission_count(db, {"--problem", "puzzle"}), 1u);  // by its I/O file name
    EXPECT_EQ(submission_count(db, {"--user", "amy"}), 2u);
    EXPECT_EQ(submission_count(db, {"--user", "amy", "--problem", "wallpusher"}), 1u);
    EXPECT_EQ(submission_count(db, {"--verdict", "AC"}), 1u);
    EXPECT_EQ(submission_count(db, {"--verdict", "WA"}), 3u);
    EXPECT_EQ(submission_count(db, {"--contest", "nowhere"}), 0u);

    const testing::ProgramRun bad_verdict =
        gridjudge({"list", "--db", db.string(), "--verdict", "OK"});
    EXPECT_EQ(bad_verdict.exit_code, 1);
    EXPECT_EQ(bad_verdict.err,
              "gridjudge: --verdict: 'OK' is not a verdict (AC, WA, PE, TLE, MLE, OLE, RE, IE, "
              "CE)\n");
    const testing::ProgramRun bad_problem =
        gridjudge({"list", "--db", db.string(), "--problem", "sokoban"});
    EXPECT_EQ(bad_problem.exit_code, 1);
    EXPECT_NE(bad_problem.err.find("sokoban"), std::string::npos) << bad_problem.err;
}

}  // namespace
}  // namespace gridjudge::e2e
