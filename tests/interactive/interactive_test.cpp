// Interactive problems end to end: a guessing game stored as packages with a testlib interactor
// (and the built-in checker on its tout), a Kattis interactive validator, and an adaptive
// interactor; judged by the real gridjudge, in the sandbox, against contestants in C++ and Python
// that solve it, guess too often, spin, never flush, end early, crash and flood, and one in Java
// that exhausts its heap. Each
// contestant's file says the verdict it must get (`expect:` in its first line).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "judge/compile/language.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"
#include "tests/common/package_draft.h"
#include "tests/common/require_environment.h"
#include "tests/common/run_program.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
const fs::path kPrograms = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/interactive/programs";
// The jury programs are the packages' own (the import tests read the same files).
const fs::path kPackages = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/interactive/packages";
const fs::path kUntilEof = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/interactive/until_eof";

// Inputs "N SECRET" (SECRET 0 makes the testlib interactor adaptive); a found number is the
// interactor's tout "1", the answer the built-in checker compares it with.
void install_guess(db::Store& store, const std::string& id, Protocol protocol,
                   const fs::path& scratch, const std::vector<std::string>& inputs) {
    testing::PackageDraft draft(id, scratch / (id + ".staging"));
    ProblemPackage& package = draft.package();
    package.limits.time_ms = 1000;
    package.limits.memory_mib = 64;
    const std::string interactor =
        protocol == Protocol::Kattis ? "guess_validator.cpp" : "guess_interactor.cpp";
    draft.add_file(protocol == Protocol::Kattis
                       ? kPackages / "kattis-guess/output_validators/guess/validate.cpp"
                       : kPackages / "polygon-guess/files/interactor.cpp",
                   interactor);
    package.interactor = ProgramSpec{protocol, "", interactor, "cpp17", {}};
    for (std::size_t i = 0; i < inputs.size(); ++i)
        draft.add_test(std::to_string(i + 1), "all", 10, inputs[i] + "\n", "1\n");
    draft.install(store, scratch / id);
}

// A Kattis interactive problem whose validator sends the numbers of its input, closes its output
// and then waits for their sum (tests/interactive/until_eof).
void install_sum_until_eof(db::Store& store, const fs::path& scratch) {
    testing::PackageDraft draft("sum-until-eof", scratch / "sum-until-eof.staging");
    ProblemPackage& package = draft.package();
    package.limits.time_ms = 1000;
    package.limits.memory_mib = 64;
    draft.add_file(kUntilEof / "validator.cpp", "validator.cpp");
    package.interactor = ProgramSpec{Protocol::Kattis, "", "validator.cpp", "cpp17", {}};
    draft.add_test("1", "all", 50, "3 1 2 3\n", "6\n");
    draft.add_test("2", "all", 50, "\n", "0\n");
    draft.install(store, scratch / "sum-until-eof");
}

class Interactive : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        scratch_ = new TempDir("gridjudge-interactive-");
        const std::string db = (scratch_->path() / "interactive.db").string();
        const auto store = db::open_store(db);
        const std::vector<std::string> games{"100 37", "1000 1000", "1000 1"};
        install_guess(*store, "guess", Protocol::Testlib, scratch_->path(), games);
        install_guess(*store, "guess-kattis", Protocol::Kattis, scratch_->path(), games);
        install_guess(*store, "guess-adaptive", Protocol::Testlib, scratch_->path(),
                      {"1000 0", "1 0"});
        install_sum_until_eof(*store, scratch_->path());
    }
    static void TearDownTestSuite() { delete scratch_; }

    void SetUp() override {
        if (!sandbox::detect_protections().isolated())
            GRIDJUDGE_SKIP_OR_FAIL("the sandbox cannot isolate on this host");
    }

    // A Java contestant needs the JDK.
    static void require_java() {
        if (const std::string missing = missing_toolchain(*find_language("java17"));
            !missing.empty())
            GRIDJUDGE_SKIP_OR_FAIL(missing);
    }

    nlohmann::json submit(const std::string& problem, const std::string& program) {
        setenv("GRIDJUDGE_CACHE", (scratch_->path() / "cache").c_str(), 1);
        const testing::ProgramRun run =
            testing::run_program(GRIDJUDGE_BIN,
                                 {"submit", problem, (kPrograms / program).string(), "--json",
                                  "--db", (scratch_->path() / "interactive.db").string()},
                                 "", std::chrono::minutes(2), scratch_->path());
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return nlohmann::json::parse(run.out);
    }

    // The verdict (and signal or "(wall)"/"(CPU)") a program's first line promises.
    static std::string expectation(const std::string& program) {
        static const std::regex header(R"(expect: ([A-Z]+)( SIG[A-Z]+| \((wall|CPU)\))?)");
        std::smatch match;
        const std::string text = read_file(kPrograms / program);
        if (!std::regex_search(text, match, header)) return "no expect: header";
        return match[1].str() + match[2].str();
    }

    static TempDir* scratch_;
};
TempDir* Interactive::scratch_ = nullptr;

// "TLE (CPU)" / "TLE (wall)" / "RE SIGSEGV" / "WA": what the judge's result says of a test.
std::string observed(const nlohmann::json& test) {
    std::string verdict = test["verdict"];
    const std::string message = test["message"];
    if (verdict == "TLE")
        verdict += message.find("wall time") != std::string::npos ? " (wall)" : " (CPU)";
    if (verdict == "RE" && test["signal"].get<int>() != 0)
        verdict += " " + signal_name(test["signal"].get<int>());
    return verdict;
}

class Contestant : public Interactive, public ::testing::WithParamInterface<std::string> {};

TEST_P(Contestant, GetsItsVerdictFromTheTestlibInteractor) {
    if (GetParam().ends_with(".java")) require_java();
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("guess", GetParam());
    ASSERT_EQ(result["tests"].size(), 3u) << result.dump(2);
    EXPECT_EQ(observed(result["tests"][0]), expectation(GetParam())) << result.dump(2);
}

TEST_P(Contestant, GetsTheSameVerdictFromTheKattisValidator) {
    if (GetParam().ends_with(".java")) require_java();
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("guess-kattis", GetParam());
    ASSERT_EQ(result["tests"].size(), 3u) << result.dump(2);
    EXPECT_EQ(observed(result["tests"][0]), expectation(GetParam())) << result.dump(2);
}

INSTANTIATE_TEST_SUITE_P(Programs, Contestant,
                         ::testing::Values("binary_search.cpp", "binary_search.py",
                                           "linear_search.cpp", "never_flushes.py",
                                           "exits_early.cpp", "crashes.cpp", "spins.cpp",
                                           "floods.cpp", "HeapExhausted.java"),
                         [](const auto& info) {
                             std::string name = info.param;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

TEST_F(Interactive, AnAcceptedGameScoresEveryTestAndKeepsTheInteraction) {
    const nlohmann::json result = submit("guess", "binary_search.cpp");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 30);
    const std::string interaction = result["tests"][0]["interaction"];
    // 100, secret 37: 50 < ; 25 > ; 37 =.
    EXPECT_NE(interaction.find("program -> interactor (15 bytes):\n? 50\n? 25\n? 37\n"),
              std::string::npos)
        << interaction;
    EXPECT_NE(interaction.find("interactor -> program (10 bytes):\n100\n<\n>\n=\n"),
              std::string::npos)
        << interaction;
}

// The JVM's heap exhausted in an interactive run is the program's MLE, as in a batch run, with
// the same message: the program's box allows the JVM its own memory, its heap is the limit.
// The interactor closes its output and waits for the answer; the program reads to the end of
// its input, which reaches it then, as on Kattis and DOMjudge (BAPCtools' pseudointeraction
// problem). Before, the judge's copies of the pipe's write end (the caller's, the run's and the
// box init's) held the end of file back until the interactor's whole run was over, and the
// program waited to its wall limit: TLE.
TEST_F(Interactive, AProgramReadingToTheEndOfItsInputGetsItWhenTheInteractorClosesItsOutput) {
    setenv("GRIDJUDGE_CACHE", (scratch_->path() / "cache").c_str(), 1);
    const testing::ProgramRun run = testing::run_program(
        GRIDJUDGE_BIN,
        {"submit", "sum-until-eof", (kUntilEof / "sums_until_eof.cpp").string(), "--json", "--db",
         (scratch_->path() / "interactive.db").string()},
        "", std::chrono::minutes(2), scratch_->path());
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = nlohmann::json::parse(run.out);
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    ASSERT_EQ(result["tests"].size(), 2u);
    for (const nlohmann::json& test : result["tests"])
        EXPECT_EQ(observed(test), "AC") << test.dump(2);
}

TEST_F(Interactive, AJavaHeapExhaustedIsMemoryLimitExceeded) {
    require_java();
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result = submit("guess", "HeapExhausted.java");
    ASSERT_EQ(result["tests"].size(), 3u) << result.dump(2);
    EXPECT_EQ(result["tests"][0]["message"],
              "the Java heap of 64 MiB, the memory limit, was exhausted: "
              "java.lang.OutOfMemoryError")
        << result.dump(2);
}

TEST_F(Interactive, AnAdaptiveInteractorIsBeatenOnlyByBinarySearch) {
    EXPECT_EQ(submit("guess-adaptive", "binary_search.cpp")["verdict"], "AC");
    const nlohmann::json linear = submit("guess-adaptive", "linear_search.cpp");
    EXPECT_EQ(linear["verdict"], "WA");
    EXPECT_EQ(linear["tests"][0]["message"], "no number found in 12 guesses");
}

// The Kattis rule: a validator that rejected (43) and ended before the program decides, even
// when the program goes on computing to its CPU limit (it would be TLE without the rule).
TEST_F(Interactive, AKattisValidatorsRejectionStandsOverTheSpinThatFollows) {
    const nlohmann::json result = submit("guess-kattis", "rejected_then_spins.cpp");
    ASSERT_EQ(result["tests"].size(), 3u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    for (const nlohmann::json& test : result["tests"]) {
        EXPECT_EQ(test["verdict"], "WA") << result.dump(2);
        EXPECT_EQ(test["message"], "expected a guess '? X'");
    }
}

// The same game as packages written in the Polygon (testlib interactor) and Kattis (custom
// interactive validator) formats, imported through the CLI and judged.
TEST_F(Interactive, InteractivePackagesFromPolygonAndKattisAreImportedAndJudged) {
    const fs::path packages = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/interactive/packages";
    const std::string db = (scratch_->path() / "imported.db").string();
    for (const std::vector<std::string>& import :
         {std::vector<std::string>{(packages / "polygon-guess").string()},
          {(packages / "kattis-guess").string(), "--time-limit", "1000"}}) {
        std::vector<std::string> args{
            "import", "--db", db, "--out", (scratch_->path() / "imported").string(), "--json"};
        args.insert(args.end(), import.begin(), import.end());
        const testing::ProgramRun run = testing::run_program(
            GRIDJUDGE_BIN, args, "", std::chrono::minutes(2), scratch_->path());
        ASSERT_EQ(run.exit_code, 0) << run.err;
    }
    auto judge = [&](const std::string& problem, const std::string& program) {
        const testing::ProgramRun run = testing::run_program(
            GRIDJUDGE_BIN,
            {"submit", problem, (kPrograms / program).string(), "--json", "--db", db}, "",
            std::chrono::minutes(2), scratch_->path());
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return nlohmann::json::parse(run.out);
    };
    const nlohmann::json polygon = judge("polygon-guess", "binary_search.cpp");
    EXPECT_EQ(polygon["verdict"], "AC");
    EXPECT_EQ(polygon["score"], 3);
    EXPECT_EQ(judge("polygon-guess", "linear_search.cpp")["verdict"], "WA");
    EXPECT_EQ(judge("kattis-guess", "binary_search.py")["verdict"], "AC");
    // The linear search finds 1 at once (secret test 03): one point of three.
    const nlohmann::json kattis = judge("kattis-guess", "linear_search.cpp");
    EXPECT_EQ(kattis["verdict"], "WA");
    EXPECT_EQ(kattis["score"], 1);
}

// A 2023-07 package whose validator sits one folder down (output_validator/<name>/, with its
// header), as problemtools' examples keep it: imported and judged.
TEST_F(Interactive, AKattisValidatorOneFolderDownIsImportedAndJudged) {
    const std::string db = (scratch_->path() / "nested.db").string();
    const testing::ProgramRun imported = testing::run_program(
        GRIDJUDGE_BIN,
        {"import", "--db", db, "--out", (scratch_->path() / "nested").string(),
         (fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/packages/fixtures/kattis/guessnested").string()},
        "", std::chrono::minutes(2), scratch_->path());
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    auto judge = [&](const std::string& program) {
        const testing::ProgramRun run = testing::run_program(
            GRIDJUDGE_BIN,
            {"submit", "guessnested", (kPrograms / program).string(), "--json", "--db", db}, "",
            std::chrono::minutes(2), scratch_->path());
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return nlohmann::json::parse(run.out);
    };
    const nlohmann::json solved = judge("binary_search.cpp");
    EXPECT_EQ(solved["verdict"], "AC") << solved.dump(2);
    EXPECT_EQ(solved["score"], 1);
    const nlohmann::json rejected = judge("rejected_then_spins.cpp");
    EXPECT_EQ(rejected["verdict"], "WA") << rejected.dump(2);
    EXPECT_EQ(rejected["tests"][1]["message"], "expected a guess '? X'");
}

}  // namespace
}  // namespace gridjudge
