// Output-only problems through the real gridjudge: a LemonLime answer-only task and a Hydro
// submit_answer problem (fixtures of this suite) imported into a real SQLite file, then answers
// submitted as files, a folder and a zip, each judged by the problem's checker with its points:
// exact verdicts, messages and scores, and the refusals that queue nothing.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/common/test_zip.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kFixtures = kSourceDir / "tests/packages/fixtures";

// One database holding the imported problems: "guess" (LemonLime), "answers" (Hydro) and
// "divisors" (a Kattis submit-answer problem).
const fs::path& answers_database() {
    static const fs::path db = [] {
        const fs::path path = scratch_dir() / "answers.db";
        for (const char* fixture : {"lemonlime/answers", "hydro/answers", "kattis/divisors"}) {
            const testing::ProgramRun run =
                gridjudge({"import", (kFixtures / fixture).string(), "--db", path.string(), "--out",
                           (scratch_dir() / "answer-packages").string()});
            if (run.exit_code != 0) throw std::runtime_error("import failed: " + run.err);
        }
        return path;
    }();
    return db;
}

fs::path answer_file(const std::string& folder, const std::string& name,
                     const std::string& content) {
    const fs::path path = scratch_dir() / folder / name;
    fs::create_directories(path.parent_path());
    write_file_atomic(path, content);
    return path;
}

testing::ProgramRun submit(const std::string& problem, const std::vector<fs::path>& paths) {
    std::vector<std::string> args{"submit", problem};
    for (const fs::path& path : paths) args.push_back(path.string());
    args.insert(args.end(), {"--db", answers_database().string(), "--json"});
    return gridjudge(args);
}

TEST(OutputOnly, EachTestsAnswerIsCheckedWithItsPointsAndAMissingOneIsWrong) {
    // LemonLime names answers after the input and the task's extension (guess1.ans); a CMS name
    // is taken too; test guess3 has no answer.
    const fs::path right = answer_file("partial", "guess1.ans", "8\n");
    const fs::path wrong = answer_file("partial", "output_guess2.txt", "31\n");
    const testing::ProgramRun run = submit("guess", {scratch_dir() / "partial"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["language"], "answers");
    EXPECT_EQ(result["verdict"], "WA");
    EXPECT_EQ(result["score"], 30);
    ASSERT_EQ(result["tests"].size(), 3u) << result.dump(2);
    EXPECT_EQ(result["tests"][0]["verdict"], "AC");
    EXPECT_EQ(result["tests"][0]["score"], 30);
    EXPECT_EQ(result["tests"][1]["verdict"], "WA");
    EXPECT_EQ(result["tests"][1]["message"], "token 1 (line 1): expected '30', got '31'");
    EXPECT_EQ(result["tests"][2]["verdict"], "WA");
    EXPECT_EQ(result["tests"][2]["message"], "no answer for test guess3");
    EXPECT_EQ(result["tests"][2]["score"], 0);
}

TEST(OutputOnly, AZipOfEveryAnswerIsAccepted) {
    const fs::path zip = scratch_dir() / "guess.zip";
    testing::write_zip(zip, {{"answers/guess1.ans", "8\n"},
                             {"answers/guess2.out", "30\n"},
                             {"answers/guess3.ans", "0\n"}});
    const testing::ProgramRun run = submit("guess", {zip});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["verdict"], "AC");
    EXPECT_EQ(result["score"], 100);
}

TEST(OutputOnly, HydroLooksForTheFileTheInputNames) {
    const testing::ProgramRun run = submit(
        "answers", {answer_file("hydro", "first.txt", "8\n"), answer_file("hydro", "2.out", "30")});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["verdict"], "AC");
    EXPECT_EQ(result["score"], 100);
}

TEST(OutputOnly, RefusalsQueueNothing) {
    const fs::path answer = answer_file("refused", "guess1.ans", "8\n");
    const fs::path link = scratch_dir() / "refused/guess2.ans";
    fs::create_symlink("/etc/passwd", link);
    const testing::ProgramRun linked = submit("guess", {scratch_dir() / "refused"});
    EXPECT_EQ(linked.exit_code, 1);
    EXPECT_EQ(linked.err, "gridjudge: " + link.string() +
                              ": a symbolic link (answers are regular files); nothing was "
                              "queued\n");
    const testing::ProgramRun with_language =
        gridjudge({"submit", "guess", answer.string(), "--lang", "cpp17", "--db",
                   answers_database().string()});
    EXPECT_EQ(with_language.exit_code, 1);
    EXPECT_EQ(with_language.err,
              "gridjudge: problem guess is output-only: it takes answer files, not a program in "
              "a language; leave out --lang\n");
    const testing::ProgramRun listed =
        gridjudge({"list", "--db", answers_database().string(), "--json"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_EQ(parse_json(listed), nlohmann::json::array());
}

// grade: a contestant folder in the NOIP layout whose problem folder holds answer files is judged
// as an output-only submission; one holding a link is skipped with the reason, the rest graded.
TEST(OutputOnly, GradeJudgesAContestantsAnswerFolder) {
    const fs::path contest = scratch_dir() / "answer-contest";
    answer_file("answer-contest/ann/guess", "guess1.ans", "8\n");
    answer_file("answer-contest/ann/guess", "guess2.ans", "30\n");
    answer_file("answer-contest/ann/guess", "guess3.ans", "0\n");
    answer_file("answer-contest/ben/guess", "guess1.ans", "8\n");
    answer_file("answer-contest/ben/guess", "guess2.ans", "31\n");
    answer_file("answer-contest/cid/guess", "guess1.ans", "8\n");
    fs::create_symlink("/etc/passwd", contest / "cid/guess/guess2.ans");
    const testing::ProgramRun run = gridjudge({"grade", contest.string(), "--contest", "answers",
                                               "--db", answers_database().string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.err.find((contest / "cid/guess/guess2.ans").string() +
                           ": a symbolic link (answers are regular files); nothing was queued"),
              std::string::npos)
        << run.err;
    const nlohmann::json result = parse_json(run);
    ASSERT_EQ(result["ranking"].size(), 2u) << result.dump(2);
    EXPECT_EQ(result["ranking"][0]["user"], "ann");
    EXPECT_EQ(result["ranking"][0]["problems"]["guess"]["verdict"], "AC");
    EXPECT_EQ(result["ranking"][0]["total"], 100);
    EXPECT_EQ(result["ranking"][1]["user"], "ben");
    EXPECT_EQ(result["ranking"][1]["problems"]["guess"]["verdict"], "WA");
    EXPECT_EQ(result["ranking"][1]["total"], 30);
}

// Hydro holds output-only problems (submit_answer, answers by case number); Polygon exports
// refuse them rather than turn them into programs' problems.
TEST(OutputOnly, ExportedToHydroAndBackItIsStillOutputOnly) {
    const fs::path out = scratch_dir() / "guess-hydro";
    const testing::ProgramRun exported =
        gridjudge({"export", "guess", "--format", "hydro", "--out", out.string(), "--db",
                   answers_database().string()});
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const std::string said = exported.out + exported.err;
    EXPECT_NE(said.find("Hydro names each answer after its case's number (#.out): test "
                        "guess1's answer guess1.ans is 1.out there"),
              std::string::npos)
        << said;
    const std::string config = read_file(out / "testdata/config.yaml");
    EXPECT_NE(config.find("type: submit_answer"), std::string::npos) << config;
    EXPECT_NE(config.find("filename: \"#.out\""), std::string::npos) << config;
    const fs::path db = scratch_dir() / "reimported.db";
    const testing::ProgramRun imported =
        gridjudge({"import", out.string(), "--id", "guess", "--db", db.string(), "--out",
                   (scratch_dir() / "reimported").string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    const testing::ProgramRun judged = gridjudge(
        {"submit", "guess", answer_file("numbered", "1.out", "8\n").string(),
         answer_file("numbered", "2.out", "30\n").string(),
         answer_file("numbered", "3.out", "0\n").string(), "--db", db.string(), "--json"});
    ASSERT_EQ(judged.exit_code, 0) << judged.err;
    EXPECT_EQ(parse_json(judged)["score"], 100);
    for (const char* format : {"polygon"}) {
        const testing::ProgramRun refused = gridjudge(
            {"export", "guess", "--format", format, "--out",
             (scratch_dir() / "refused-export").string(), "--db", answers_database().string()});
        EXPECT_EQ(refused.exit_code, 1) << format;
        EXPECT_NE(refused.err.find("guess: cannot export to "), std::string::npos) << refused.err;
        EXPECT_NE(refused.err.find("the problem is output-only"), std::string::npos) << refused.err;
    }
}

// Issue 19: a Kattis submit-answer problem takes each case's answer under the name of the case's
// answer file (2.ans; sample_1.ans and secret_1.ans for the two cases named 1), or the names every
// output-only test takes (2.out, output_2.txt); a case left unanswered is wrong.
TEST(OutputOnly, KattisSubmitAnswerTakesTheCasesAnswerFileNames) {
    const testing::ProgramRun run =
        submit("divisors", {answer_file("divisors", "sample_1.ans", "2\n"),
                            answer_file("divisors", "secret_1.ans", "5\n"),
                            answer_file("divisors", "2.out", "8\n")});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["verdict"], "WA");
    EXPECT_EQ(result["score"], 1);
    ASSERT_EQ(result["tests"].size(), 4u) << result.dump(2);
    EXPECT_EQ(result["tests"][0]["name"], "sample/1");
    EXPECT_EQ(result["tests"][0]["verdict"], "AC");
    EXPECT_EQ(result["tests"][1]["verdict"], "AC");
    EXPECT_EQ(result["tests"][1]["score"], 1);
    EXPECT_EQ(result["tests"][2]["verdict"], "WA");
    EXPECT_EQ(result["tests"][2]["message"], "token 1 (line 1): expected '7', got '8'");
    EXPECT_EQ(result["tests"][3]["verdict"], "WA");
    EXPECT_EQ(result["tests"][3]["message"], "no answer for test secret/3");
}

// Exported to Kattis (a submit-answer package) and imported again, the answers are judged alike.
TEST(OutputOnly, ExportedToKattisAndBackItIsStillSubmitAnswer) {
    const fs::path out = scratch_dir() / "divisors-kattis";
    const testing::ProgramRun exported =
        gridjudge({"export", "divisors", "--format", "kattis", "--out", out.string(), "--db",
                   answers_database().string()});
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    const fs::path db = scratch_dir() / "divisors-again.db";
    const testing::ProgramRun imported =
        gridjudge({"import", out.string(), "--id", "divisors", "--db", db.string(), "--out",
                   (scratch_dir() / "divisors-again").string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    const testing::ProgramRun judged =
        gridjudge({"submit", "divisors", (out / "submissions/accepted/all").string(), "--db",
                   db.string(), "--json"});
    ASSERT_EQ(judged.exit_code, 0) << judged.err;
    const nlohmann::json result = parse_json(judged);
    EXPECT_EQ(result["verdict"], "AC");
    EXPECT_EQ(result["score"], 3);
}

}  // namespace
}  // namespace gridjudge::e2e
