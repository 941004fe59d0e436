// Grader (function) tasks judged by the real gridjudge in the sandbox: "addition" gives a C++, a
// C, a Java and a Python grader; the contestant writes add(a, b). A right function is AC, a wrong
// one WA; a main() of the contestant's own is the linker's CE in C++ and never run in Java; a
// Java class named like the grader is refused; the run box holds no grader source (of a compiled
// language); a Python grader imports the contestant's file as its module, and a submitted file
// named like it is refused.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/sandbox/sandbox.h"
#include "judge/util/files.h"
#include "tests/common/package_draft.h"
#include "tests/common/require_environment.h"
#include "tests/common/run_program.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
const fs::path kTasks = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/tasks";

class GraderTasks : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        scratch_ = new TempDir("gridjudge-grader-tasks-");
        const auto store = db::open_store(database().string());
        testing::PackageDraft draft("addition", scratch_->path() / "addition.staging");
        draft.package().limits.time_ms = 1000;
        draft.package().limits.memory_mib = 256;
        draft.package().limits.time_multipliers = {{"java", 2}};
        draft.add_test("1", "all", 40, "2\n1 2\n-5 5\n", "3\n0\n");
        draft.add_test("2", "all", 60, "1\n1000000000000 1\n", "1000000000001\n");
        for (const char* file :
             {"task.h", "grader.cpp", "grader.c", "Grader.java", "grader.py", "grader.pas"})
            draft.add_file(kTasks / "addition" / file, std::string("graders/") + file);
        draft.package().graders = {{"cpp", {"graders/grader.cpp", "graders/task.h"}},
                                   {"c", {"graders/grader.c", "graders/task.h"}},
                                   {"java17", {"graders/Grader.java"}},
                                   {"python3", {"graders/grader.py"}},
                                   {"pascal", {"graders/grader.pas"}}};
        draft.install(*store, scratch_->path() / "addition");
    }
    static void TearDownTestSuite() { delete scratch_; }

    void SetUp() override {
        if (!sandbox::detect_protections().isolated())
            GRIDJUDGE_SKIP_OR_FAIL("the sandbox cannot isolate on this host");
    }

    static void require_language(std::string_view id) {
        const Language* language = find_language(id);
        ASSERT_NE(language, nullptr) << id;
        if (const std::string missing = missing_toolchain(*language); !missing.empty())
            GRIDJUDGE_SKIP_OR_FAIL(missing);
    }

    static fs::path database() { return scratch_->path() / "tasks.db"; }

    nlohmann::json submit(const std::string& program, const std::string& entry = "") {
        setenv("GRIDJUDGE_CACHE", (scratch_->path() / "cache").c_str(), 1);
        std::vector<std::string> args{
            "submit", "addition", (kTasks / "programs" / program).string(),
            "--json", "--db",     database().string()};
        if (!entry.empty()) args.insert(args.end(), {"--entry", entry});
        const testing::ProgramRun run = testing::run_program(
            GRIDJUDGE_BIN, args, "", std::chrono::minutes(2), scratch_->path());
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return nlohmann::json::parse(run.out);
    }

    static std::string messages(const nlohmann::json& result) {
        std::string said;
        for (const auto& test : result["tests"]) said += test["message"].get<std::string>() + "\n";
        return said;
    }

    static TempDir* scratch_;
};
TempDir* GraderTasks::scratch_ = nullptr;

TEST_F(GraderTasks, ARightFunctionIsAcceptedWithTheGraderCompiledAfterIt) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add.cpp");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    EXPECT_EQ(result["compile_command"],
              "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -c -o main.o && g++ -std=c++14 -O2 "
              "-pipe -DONLINE_JUDGE main.o grader.cpp -o main");
}

TEST_F(GraderTasks, AWrongFunctionIsAWrongAnswer) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_wrong.cpp");
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    EXPECT_EQ(messages(result),
              "token 1 (line 1): expected 3, got '4'\n"
              "token 1 (line 1): expected 1000000000001, got '1000000000002'\n");
}

TEST_F(GraderTasks, AMainOfTheContestantsOwnIsTheLinkersCompileError) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_with_main.cpp");
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    const std::string log = result["compile_log"];
    EXPECT_NE(log.find("multiple definition of `main'"), std::string::npos) << log;
}

TEST_F(GraderTasks, TheRunBoxHoldsNoGraderSource) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_reads_grader.cpp");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
}

// The contestant's file is compiled without the grader's sources beside it: including one finds
// nothing, so no compiler message can quote the grader's lines.
TEST_F(GraderTasks, TheCompileLogCannotQuoteTheGradersSource) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("include_grader.cpp");
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    const std::string log = result["compile_log"];
    EXPECT_NE(log.find("fatal error: grader.cpp: No such file or directory"), std::string::npos)
        << log;
    EXPECT_EQ(log.find("GRADER-SECRET"), std::string::npos) << log;
}

TEST_F(GraderTasks, CGetsItsOwnGrader) {
    require_language("c11");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add.c");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    EXPECT_EQ(result["compile_command"],
              "gcc -std=c11 -O2 -pipe -DONLINE_JUDGE main.c -c -o main.o && gcc -std=c11 -O2 -pipe "
              "-DONLINE_JUDGE main.o grader.c -o main -lm");
}

TEST_F(GraderTasks, JavaRunsTheGradersClassNotTheContestantsMain) {
    require_language("java17");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json right = submit("Add.java");
    EXPECT_EQ(right["verdict"], "AC") << right.dump(2);
    EXPECT_EQ(right["score"], 100);
    const nlohmann::json with_main = submit("AddWithMain.java");
    EXPECT_EQ(with_main["verdict"], "AC") << with_main.dump(2);
    EXPECT_EQ(with_main["score"], 100);
}

TEST_F(GraderTasks, AJavaClassNamedLikeTheGraderIsRefused) {
    require_language("java17");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("Grader.java");
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    EXPECT_EQ(result["compile_log"],
              "the submission's public class is named like the grader's Grader.java: the grader "
              "is the jury's; rename the class");
}

// The contestant's file is the module the grader imports ("solution"); the grader is what runs.
TEST_F(GraderTasks, APythonGraderImportsTheContestantsModule) {
    require_language("python3");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json right = submit("add.py");
    EXPECT_EQ(right["verdict"], "AC") << right.dump(2);
    EXPECT_EQ(right["score"], 100);
    EXPECT_EQ(right["compile_command"], "python3 -m py_compile solution.py grader.py");
    const nlohmann::json wrong = submit("add_wrong.py");
    EXPECT_EQ(wrong["verdict"], "WA") << wrong.dump(2);
    EXPECT_EQ(wrong["score"], 0);
    EXPECT_EQ(messages(wrong),
              "token 1 (line 1): expected 3, got '4'\n"
              "token 1 (line 1): expected 1000000000001, got '1000000000002'\n");
}

// Submitted as several files, one named like the grader: the contestant's compile error, so the
// jury's grader is never replaced.
TEST_F(GraderTasks, AFileNamedLikeThePythonGraderIsRefused) {
    require_language("python3");
    if (IsSkipped() || HasFatalFailure()) return;
    const fs::path folder = scratch_->path() / "replaces-grader";
    fs::create_directories(folder);
    write_file_atomic(folder / "solution.py", "def add(a, b):\n    return a + b\n");
    write_file_atomic(folder / "grader.py", "print(3)\nprint(0)\n");
    setenv("GRIDJUDGE_CACHE", (scratch_->path() / "cache").c_str(), 1);
    const testing::ProgramRun run = testing::run_program(
        GRIDJUDGE_BIN,
        {"submit", "addition", folder.string(), "--json", "--db", database().string()}, "",
        std::chrono::minutes(2), scratch_->path());
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = nlohmann::json::parse(run.out);
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    EXPECT_EQ(result["compile_log"],
              "the submitted file grader.py is named like the grader's: the grader is the jury's; "
              "rename the file");
}

// Issue 19: a grader task of several contestant files. C++: two sources and a header of the
// contestant's, each source compiled alone to its object, then linked with the grader (the old
// code refused: "a grader task takes one cpp14 source of yours (and headers): 2 were submitted").
TEST_F(GraderTasks, SeveralContestantSourcesAreCompiledAndLinkedWithTheGrader) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_in_two_files");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    EXPECT_EQ(result["compile_command"],
              "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE add.cpp sum_helper.cc -c && g++ "
              "-std=c++14 -O2 -pipe -DONLINE_JUDGE add.o sum_helper.o grader.cpp -o main");
}

// The grader's header cannot be replaced by a file of the submission: its compile error, naming
// the file, and nothing runs.
TEST_F(GraderTasks, ASubmittedFileNamedLikeTheGradersHeaderIsRefused) {
    require_language("cpp14");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_replacing_task_h");
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    EXPECT_EQ(result["compile_log"],
              "the submitted file task.h is named like the grader's: the grader is the jury's; "
              "rename the file");
}

// Python: the entry point is the module the grader imports (solution.py), the contestant's other
// module sits beside it; a second file named solution.py would be overwritten and is refused.
TEST_F(GraderTasks, APythonSolutionOfSeveralModulesIsImportedByTheGrader) {
    require_language("python3");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_python_module", "solution.py");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    EXPECT_EQ(result["compile_command"],
              "python3 -m py_compile solution.py arithmetic.py grader.py");
    const nlohmann::json clash = submit("add_python_module", "arithmetic.py");
    EXPECT_EQ(clash["verdict"], "CE") << clash.dump(2);
    EXPECT_EQ(clash["compile_log"],
              "the submitted file solution.py is named like the entry point arithmetic.py "
              "becomes for the grader; choose it as the entry point or rename it");
}

// Issue 19: a Pascal grader is the program and `uses addition;` (CMS's Pascal graders name the
// task's unit): the contestant's unit is compiled under the name it declares, so the grader finds
// it (the old code named it main.pas: "Can't find unit addition"). A unit named like the grader
// is refused.
TEST_F(GraderTasks, APascalGraderUsesTheContestantsUnitByItsName) {
    require_language("pascal");
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("add_unit.pas");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    // The grader is the program compiled (the compiler named by its real path).
    const std::string command = result["compile_command"];
    const std::string compiled = " -O2 -XS -dONLINE_JUDGE grader.pas -omain";
    EXPECT_TRUE(command.size() > compiled.size() &&
                command.substr(command.size() - compiled.size()) == compiled)
        << command;
    const nlohmann::json refused = submit("grader_unit.pas");
    EXPECT_EQ(refused["verdict"], "CE") << refused.dump(2);
    EXPECT_EQ(refused["compile_log"],
              "the submission's unit grader is named like the grader's grader.pas: the grader is "
              "the jury's; rename the unit");
}

// A misspelt language key would judge that language without its grader: refused when stored,
// naming the key, and nothing is installed.
TEST(GraderPackages, AGraderKeyThatIsNoLanguageIsRefusedWhenStored) {
    TempDir dir("gridjudge-grader-key-");
    const auto store = db::open_store((dir.path() / "keys.db").string());
    testing::PackageDraft draft("keys", dir.path() / "keys.staging");
    draft.add_test("1", "all", 100, "1\n1 2\n", "3\n");
    draft.add_file(kTasks / "addition" / "grader.cpp", "graders/grader.cpp");
    draft.package().graders = {{"fortran", {"graders/grader.cpp"}}};
    try {
        draft.install(*store, dir.path() / "keys");
        ADD_FAILURE() << "stored";
    } catch (const PackageError& error) {
        EXPECT_EQ(std::string(error.what()), (dir.path() / "keys.staging/problem.json").string() +
                                                 ": graders.fortran: not a language (" +
                                                 language_id_list() + ")");
    }
    EXPECT_FALSE(fs::exists(dir.path() / "keys"));
}

}  // namespace
}  // namespace gridjudge
