// The reference and test-data commands, driven through the real executable.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

std::string sample(const std::string& name) {
    return read_file(kSourceDir / "tests" / "samples" / name);
}

TEST(Cli, ProblemsListsTheStoredProblemsWithTheirLimits) {
    auto run = gridjudge({"problems", "--json", "--db", shared_database().string()});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json list = parse_json(run);
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0]["id"], "halloween");
    EXPECT_EQ(list[1]["id"], "huarongdao");
    EXPECT_EQ(list[1]["version"], 1);
    EXPECT_EQ(list[1]["time_limit_ms"], 1000);
    EXPECT_EQ(list[1]["memory_limit_mib"], 128);
    EXPECT_EQ(list[1]["io"], "file");
    EXPECT_EQ(list[1]["input_file"], "puzzle.in");
    EXPECT_EQ(list[1]["output_file"], "puzzle.out");
    EXPECT_EQ(list[1]["tests"], 20);
    EXPECT_EQ(list[2]["id"], "wallpusher");
    EXPECT_EQ(list[2]["checker"]["name"], "wallpusher");
}

// --db is a global option: before the subcommand's name as well as after it.
TEST(Cli, GlobalOptionsComeBeforeOrAfterTheSubcommand) {
    auto before = gridjudge({"--db", shared_database().string(), "problems", "--json"});
    ASSERT_EQ(before.exit_code, 0) << before.err;
    EXPECT_EQ(parse_json(before).size(), 3u);
}

TEST(Cli, SolveReproducesTheIntegerSamples) {
    auto hrd = gridjudge({"solve", "huarongdao"}, sample("huarongdao.sample.in"));
    ASSERT_EQ(hrd.exit_code, 0) << hrd.err;
    EXPECT_EQ(hrd.out, sample("huarongdao.sample.ans"));
    // By NOIP file name too, and from a file argument.
    auto by_file = gridjudge(
        {"solve", "puzzle", (kSourceDir / "tests/samples/huarongdao.sample.in").string()});
    EXPECT_EQ(by_file.out, sample("huarongdao.sample.ans"));
}

TEST(Cli, SolveGivesAShortestWallPusherSequenceTheCheckerAccepts) {
    auto run = gridjudge({"solve", "wallpusher"}, sample("wallpusher.sample.in"));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::string line = run.out.substr(0, run.out.find('\n'));
    EXPECT_EQ(line.size(), 16u);
    write_file_atomic(scratch_dir() / "wp.out", run.out);
    auto checked = testing::run_program(
        std::filesystem::path(GRIDJUDGE_BIN).parent_path() / "gridjudge_checker_wallpusher",
        {(kSourceDir / "tests/samples/wallpusher.sample.in").string(),
         (scratch_dir() / "wp.out").string(),
         (kSourceDir / "tests/samples/wallpusher.sample.ans").string()},
        "", std::chrono::seconds(10));
    EXPECT_EQ(checked.exit_code, 0) << checked.err;
}

TEST(Cli, ValidateAcceptsSamplesAndNamesLineAndFieldOfABrokenInput) {
    auto ok = gridjudge({"validate", "huarongdao"}, sample("huarongdao.sample.in"));
    EXPECT_EQ(ok.exit_code, 0) << ok.err;
    auto bad =
        gridjudge({"validate", "huarongdao"}, "3 4 1\n0 1 1 1\n0 1 7 0\n0 1 0 0\n3 2 1 2 2 2\n");
    EXPECT_EQ(bad.exit_code, 1);
    EXPECT_NE(bad.err.find("<stdin>:3:"), std::string::npos) << bad.err;
    EXPECT_NE(bad.err.find("row 2, column 3"), std::string::npos) << bad.err;
}

TEST(Cli, SolveRefusesInvalidInputWithoutPartialOutput) {
    auto run =
        gridjudge({"solve", "huarongdao"}, "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("<stdin>:6:"), std::string::npos) << run.err;
}

TEST(Cli, UnknownProblemIsAClearError) {
    auto run = gridjudge({"solve", "sokoban"}, "");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err,
              "gridjudge: unknown built-in problem 'sokoban' (built in: huarongdao, wallpusher, "
              "halloween)\n");
}

TEST(Cli, GenerateIsReproducibleAndValid) {
    auto first = gridjudge(
        {"generate", "huarongdao", "random", "--n", "8", "--m", "9", "--q", "3", "--seed", "11"});
    ASSERT_EQ(first.exit_code, 0) << first.err;
    auto second = gridjudge(
        {"generate", "huarongdao", "random", "--n", "8", "--m", "9", "--q", "3", "--seed", "11"});
    EXPECT_EQ(first.out, second.out);
    EXPECT_EQ(gridjudge({"validate", "huarongdao"}, first.out).exit_code, 0);
    auto bad = gridjudge({"generate", "huarongdao", "random", "--n", "99", "--seed", "1"});
    EXPECT_EQ(bad.exit_code, 1);
    EXPECT_NE(bad.err.find("--n"), std::string::npos) << bad.err;
}

std::map<std::string, std::string> package_files(const std::filesystem::path& dir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
        if (entry.is_regular_file())
            files[std::filesystem::relative(entry.path(), dir).string()] = read_file(entry.path());
    return files;
}

TEST(Cli, GenWithTheSameSeedGivesByteIdenticalPackagesAndNewVersions) {
    const auto dir = scratch_dir() / "gen-repro";
    const std::string db = (dir / "gen.db").string();
    std::filesystem::create_directories(dir);
    auto first = gridjudge(
        {"gen", "wallpusher", "--seed", "5", "--out", (dir / "a").string(), "--db", db, "--json"});
    ASSERT_EQ(first.exit_code, 0) << first.err;
    auto second = gridjudge(
        {"gen", "wallpusher", "--seed", "5", "--out", (dir / "b").string(), "--db", db, "--json"});
    ASSERT_EQ(second.exit_code, 0) << second.err;
    EXPECT_EQ(package_files(dir / "a"), package_files(dir / "b"));
    EXPECT_EQ(parse_json(first)["test_set_version"], 1);
    EXPECT_EQ(parse_json(second)["test_set_version"], 2);

    nlohmann::json manifest = nlohmann::json::parse(read_file(dir / "a" / "problem.json"));
    EXPECT_EQ(manifest["format_version"], 2);
    EXPECT_EQ(manifest["id"], "wallpusher");
    EXPECT_EQ(manifest["provenance"]["seed"], "5");
    ASSERT_FALSE(manifest["tests"].empty());
    for (const auto& test : manifest["tests"]) {
        std::string input = read_file(dir / "a" / test["input"].get<std::string>());
        EXPECT_EQ(sha256_hex(input), test["input_sha256"]);
        // The recorded generator command line remakes the input exactly.
        std::vector<std::string> words;
        std::istringstream line(test["generator"].get<std::string>());
        for (std::string word; line >> word;) words.push_back(word);
        ASSERT_EQ(words.at(0), "gridjudge");
        words.erase(words.begin());
        EXPECT_EQ(gridjudge(words).out, input) << test["generator"];
    }

    // Regenerating into the same folder replaces the package in place.
    auto again =
        gridjudge({"gen", "wallpusher", "--seed", "6", "--out", (dir / "a").string(), "--no-db"});
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(nlohmann::json::parse(read_file(dir / "a" / "problem.json"))["provenance"]["seed"],
              "6");
}

TEST(Cli, GenRefusesAFolderThatIsNotAPackageOfTheProblem) {
    const auto dir = scratch_dir() / "not-a-package";
    std::filesystem::create_directories(dir);
    write_file_atomic(dir / "thesis.txt", "precious");
    auto run = gridjudge({"gen", "huarongdao", "--seed", "1", "--out", dir.string(), "--no-db"});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("exists and is not a gridjudge package"), std::string::npos) << run.err;
    EXPECT_EQ(read_file(dir / "thesis.txt"), "precious");
    // Nothing half-written is left beside it either.
    for (const auto& entry : std::filesystem::directory_iterator(scratch_dir()))
        EXPECT_EQ(entry.path().filename().string().find(".not-a-package"), std::string::npos);
}

TEST(Cli, GenRejectsABadSeed) {
    auto run = gridjudge({"gen", "huarongdao", "--seed", "-3", "--no-db"});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("--seed: expected a non-negative integer"), std::string::npos)
        << run.err;
}

}  // namespace
}  // namespace gridjudge::e2e
