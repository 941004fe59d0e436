// Judging through the real executable: JSON output, test selection, file I/O, compile errors and
// compile-time attacks, names, recovery of unfinished submissions and rejudging. (Hostile
// programs: hostile_programs_test.cpp.)
#include <gtest/gtest.h>

#include <fstream>

#include "db/store.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {
namespace fs = std::filesystem;

nlohmann::json submit(const fs::path& source, const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args{
        "submit", "huarongdao", source.string(), "--db", shared_database().string(), "--json"};
    args.insert(args.end(), extra.begin(), extra.end());
    auto run = gridjudge(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

TEST(Judge, SubmitJsonHasTheDocumentedFields) {
    nlohmann::json result = submit(kSourceDir / "examples/contest/alice/huarongdao.cpp",
                                   {"--user", "alice", "--tests", "1-3,5"});
    for (const char* field : {"id", "problem", "user", "language", "verdict", "score", "max_score",
                              "compile_log", "tests"})
        EXPECT_TRUE(result.contains(field)) << field;
    EXPECT_EQ(result["problem"], "huarongdao");
    EXPECT_EQ(result["user"], "alice");
    EXPECT_EQ(result["language"], "cpp14");
    EXPECT_EQ(result["verdict"], "AC");
    EXPECT_EQ(result["score"], 20);
    EXPECT_EQ(result["max_score"], 20);
    ASSERT_EQ(result["tests"].size(), 4u);
    EXPECT_EQ(result["tests"][3]["name"], "05");
    for (const auto& test : result["tests"]) {
        for (const char* field : {"name", "verdict", "cpu_ms", "wall_ms", "memory_kib", "exit_code",
                                  "signal", "score", "max_score", "message"})
            EXPECT_TRUE(test.contains(field)) << field;
        EXPECT_EQ(test["verdict"], "AC");
        EXPECT_GT(test["memory_kib"].get<int>(), 0);
    }
    // show --json prints the same object.
    auto shown = gridjudge({"show", std::to_string(result["id"].get<int>()), "--db",
                            shared_database().string(), "--json"});
    EXPECT_EQ(parse_json(shown), result);
}

// carol's program answers on standard output in a file-I/O problem: WA, saying how to judge
// standard output instead — and judged that way, it is accepted.
// Several files: one submission each, judged by the command's workers at once, printed as one
// JSON array in the order given; a file that cannot be read queues none of them.
TEST(Judge, SubmitOfSeveralFilesJudgesEachAsItsOwnSubmission) {
    const fs::path db = scratch_dir() / "several.db";
    fs::copy_file(shared_database(), db);
    const testing::ProgramRun run = gridjudge(
        {"submit", "huarongdao", (kSourceDir / "examples/contest/alice/huarongdao.cpp").string(),
         (kSourceDir / "examples/contest/dave/puzzle/puzzle.cpp").string(), "--tests", "1-12",
         "--jobs", "2", "--db", db.string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json judged = parse_json(run);
    ASSERT_TRUE(judged.is_array()) << judged.dump(2);
    ASSERT_EQ(judged.size(), 2u);
    EXPECT_EQ(judged[0]["source_name"], "huarongdao.cpp");
    EXPECT_EQ(judged[0]["verdict"], "AC");
    EXPECT_EQ(judged[0]["score"], 60);
    EXPECT_EQ(judged[1]["source_name"], "puzzle.cpp");
    EXPECT_EQ(judged[1]["tests"].size(), 12u);
    EXPECT_NE(judged[0]["id"], judged[1]["id"]);

    const testing::ProgramRun refused = gridjudge(
        {"submit", "huarongdao", (kSourceDir / "examples/contest/alice/huarongdao.cpp").string(),
         (scratch_dir() / "no-such-file.cpp").string(), "--db", db.string()});
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_NE(refused.err.find("no-such-file.cpp: No such file or directory"), std::string::npos)
        << refused.err;
    const testing::ProgramRun listed = gridjudge({"list", "--db", db.string(), "--json"});
    EXPECT_EQ(parse_json(listed).size(), 2u);  // nothing of the refused command was queued
}

TEST(Judge, AnswersOnStdoutInAFileIoProblemAreWrongSayingHowToJudgeThemThatWay) {
    const fs::path carol = kSourceDir / "examples/contest/carol/huarongdao.cpp";
    nlohmann::json result = submit(carol, {"--tests", "1"});
    EXPECT_EQ(result["tests"][0]["verdict"], "WA");
    EXPECT_EQ(result["tests"][0]["message"],
              "the program wrote its answer to standard output, but this problem is judged by "
              "the file puzzle.out, which it did not create; to judge standard output instead, "
              "judge it again with --io stdio");
    nlohmann::json stdio = submit(carol, {"--tests", "1", "--io", "stdio"});
    EXPECT_EQ(stdio["verdict"], "AC");
    EXPECT_EQ(stdio["settings"]["io"], "stdio");
}

TEST(Judge, CompileErrorKeepsTheLog) {
    const fs::path source = scratch_dir() / "broken.cpp";
    write_file_atomic(source, "int main() { return undefined_name; }\n");
    nlohmann::json result = submit(source);
    EXPECT_EQ(result["verdict"], "CE");
    EXPECT_EQ(result["score"], 0);
    EXPECT_TRUE(result["tests"].empty());
    EXPECT_NE(result["compile_log"].get<std::string>().find("undefined_name"), std::string::npos);
}

TEST(Judge, CompileTimeAttacksEndAsCompileErrorsWithoutSecrets) {
    for (const char* attack :
         {"#include \"/dev/urandom\"\nint main() {}\n", "#include \"/etc/shadow\"\nint main() {}\n",
          "#include \"/dev/zero\"\nint main() {}\n"}) {
        const fs::path source = scratch_dir() / "attack.cpp";
        write_file_atomic(source, attack);
        auto started = std::chrono::steady_clock::now();
        nlohmann::json result = submit(source);
        EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(40));
        EXPECT_EQ(result["verdict"], "CE") << attack;
        EXPECT_EQ(result["compile_log"].get<std::string>().find("root:"), std::string::npos);
    }
}

TEST(Judge, ProblemWithoutTestSetSaysWhichGenToRun) {
    auto run = gridjudge({"submit", "halloween",
                          (kSourceDir / "examples/contest/alice/halloween.cpp").string(), "--db",
                          (scratch_dir() / "empty.db").string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("gridjudge gen halloween --seed 1"), std::string::npos) << run.err;
}

// A name is printed in the coach's terminal: an escape sequence in it would rewrite the screen.
TEST(Judge, NamesWithControlCharactersAreRefusedBeforeAnythingIsStored) {
    const std::string db = shared_database().string();
    const auto count = [&] { return parse_json(gridjudge({"list", "--db", db, "--json"})).size(); };
    const std::size_t before = count();
    auto run = gridjudge({"submit", "huarongdao",
                          (kSourceDir / "examples/contest/alice/huarongdao.cpp").string(), "--db",
                          db, "--user", "eve\x1b]0;owned\x07"});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("--user 'eve?]0;owned?' contains control characters"), std::string::npos)
        << run.err;

    const fs::path contest = scratch_dir() / "escape-contest";
    fs::create_directories(contest / "amy");
    fs::create_directories(contest / "mallory\x1b[2J");
    fs::copy_file(kSourceDir / "examples/contest/alice/halloween.cpp",
                  contest / "amy/halloween.cpp");
    fs::copy_file(kSourceDir / "examples/contest/alice/halloween.cpp",
                  contest / "mallory\x1b[2J/halloween.cpp");
    run = gridjudge({"grade", contest.string(), "--db", db});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("contestant folder 'mallory?[2J' contains control characters"),
              std::string::npos)
        << run.err;
    EXPECT_EQ(count(), before);  // not even amy's program was queued
}

// A submission left queued by a judge that was killed (or by serve, or a grade interrupted) is a
// job like any other: the next command that judges takes it.
TEST(Judge, SubmissionsLeftQueuedAreJudgedByTheNextCommand) {
    const fs::path db = scratch_dir() / "recovery.db";
    fs::copy_file(shared_database(), db, fs::copy_options::overwrite_existing);
    std::int64_t orphan = 0;
    {
        const auto store = db::open_store(db.string());
        db::SubmissionRecord s;
        s.problem_id = "huarongdao";
        s.test_set_id = store->active_test_set("huarongdao")->id;
        s.user = "interrupted";
        s.language = "cpp14";
        s.source = read_file(kSourceDir / "examples/contest/alice/huarongdao.cpp");
        s.source_sha256 = sha256_hex(s.source);
        s.test_filter = "1";
        s.settings.time_limit_ms = 1000;
        s.settings.wall_limit_ms = 2000;
        s.settings.memory_limit_mib = 128;
        s.settings.io = {IoMode::File, "puzzle.in", "puzzle.out"};
        orphan = store->enqueue(s);
    }
    auto run = gridjudge({"submit", "huarongdao",
                          (kSourceDir / "examples/contest/alice/huarongdao.cpp").string(), "--db",
                          db.string(), "--tests", "2"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.err.find("judging 1 submission(s) left queued by an earlier command"),
              std::string::npos)
        << run.err;
    const auto store = db::open_store(db.string(), db::OpenMode::ReadOnly);
    EXPECT_EQ(store->submission(orphan)->status, SubmissionStatus::Done);
    EXPECT_EQ(store->submission(orphan)->verdict, Verdict::AC);
    EXPECT_EQ(store->queue_counts(std::nullopt).queued, 0);
}

TEST(Judge, RejudgeKeepsTheOldResult) {
    nlohmann::json first =
        submit(kSourceDir / "examples/contest/dave/puzzle/puzzle.cpp", {"--tests", "1"});
    auto run = gridjudge({"rejudge", std::to_string(first["id"].get<int>()), "--db",
                          shared_database().string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json rejudged = parse_json(run);
    ASSERT_EQ(rejudged.size(), 1u);
    EXPECT_EQ(rejudged[0]["rejudge_of"], first["id"]);
    EXPECT_NE(rejudged[0]["id"], first["id"]);
    auto old = parse_json(gridjudge({"show", std::to_string(first["id"].get<int>()), "--db",
                                     shared_database().string(), "--json"}));
    EXPECT_EQ(old["tests"].size(), 1u);  // the original keeps its own results
}

}  // namespace
}  // namespace gridjudge::e2e
