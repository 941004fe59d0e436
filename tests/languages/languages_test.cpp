// Every language end to end, judged by the real gridjudge in the sandbox: the same accepted
// program in C, C++, Python, Java, Pascal, Rust, Go, Kotlin, C#, JavaScript and PyPy, a wrong
// one in each new language; compile errors; and hostile programs in each (fork bombs, thread
// spawners, /etc/shadow and /etc/passwd readers, shells started, files written outside the box,
// a Pascal stack overflow, managed runtimes holding 80 % and 120 % of the memory limit, a Java
// heap exhausted),
// each carrying its verdict and message in its first line (`expect: VERDICT message (why)`).
// And an interpreter's CPU time is measured as exactly as a compiled program's.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <sys/resource.h>

#include <cstring>
#include <nlohmann/json.hpp>
#include <regex>

#include "judge/compile/language.h"
#include "judge/sandbox/sandbox.h"
#include "judge/util/files.h"
#include "tests/common/package_draft.h"
#include "tests/common/require_environment.h"
#include "tests/common/run_program.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
const fs::path kPrograms = fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/languages/programs";

// The CPU time this host spends writing `mib` MiB of fresh memory (its first touch of every
// page), measured in this process, outside any sandbox.
std::int64_t first_touch_cpu_ms(std::size_t mib) {
    const auto cpu_ms = [] {
        rusage usage{};
        ::getrusage(RUSAGE_THREAD, &usage);
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
    };
    const std::size_t bytes = mib << 20;
    void* block =
        ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED) return 0;
    const std::int64_t before = cpu_ms();
    std::memset(block, 1, bytes);
    const std::int64_t spent = cpu_ms() - before;
    ::munmap(block, bytes);
    return spent;
}

class Languages : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        scratch_ = new TempDir("gridjudge-languages-");
        const auto store = db::open_store(database().string());
        // "sum": a + b per line. Slower languages get more time, as the package says. The
        // managed runtimes' programs hold up to 307 MiB (120 % of the limit), and a page's first
        // write costs very different CPU on different hosts (on one virtual machine here 4.8 ms
        // a MiB, 1.2 s for 256 MiB, against well under 0.1 s on most): the time limit is 1 s
        // plus twice what writing 256 MiB costs on this host, so that a program's verdict is
        // about its memory, not the host's page faults.
        const std::int64_t touch_ms = first_touch_cpu_ms(256);
        testing::PackageDraft draft("sum", scratch_->path() / "sum.staging");
        time_ms_ = 1000 + (2 * touch_ms + 99) / 100 * 100;
        draft.package().limits.time_ms = time_ms_;
        draft.package().limits.memory_mib = 256;
        draft.package().limits.time_multipliers = {{"python", 2}, {"java", 2}, {"kotlin", 3}};
        draft.add_test("1", "all", 50, "1 2\n", "3\n");
        draft.add_test("2", "all", 50, "-5 5\n1000000000000 1\n", "0\n1000000000001\n");
        draft.install(*store, scratch_->path() / "sum");
    }
    static void TearDownTestSuite() { delete scratch_; }

    void SetUp() override {
        if (!sandbox::detect_protections().isolated())
            GRIDJUDGE_SKIP_OR_FAIL("the sandbox cannot isolate on this host");
    }

    // Each test needs only its own languages' toolchains.
    static void require_languages(std::initializer_list<std::string_view> ids) {
        for (std::string_view id : ids) {
            const Language* language = find_language(id);
            ASSERT_NE(language, nullptr) << id;
            if (const std::string missing = missing_toolchain(*language); !missing.empty())
                GRIDJUDGE_SKIP_OR_FAIL(missing);
        }
    }

    static fs::path database() { return scratch_->path() / "languages.db"; }

    nlohmann::json submit(const std::string& program, std::vector<std::string> extra = {}) {
        setenv("GRIDJUDGE_CACHE", (scratch_->path() / "cache").c_str(), 1);
        std::vector<std::string> args{"submit", "sum",  (kPrograms / program).string(),
                                      "--json", "--db", database().string()};
        args.insert(args.end(), extra.begin(), extra.end());
        const testing::ProgramRun run = testing::run_program(
            GRIDJUDGE_BIN, args, "", std::chrono::minutes(2), scratch_->path());
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return nlohmann::json::parse(run.out);
    }

    static TempDir* scratch_;
    static std::int64_t time_ms_;  // the package's time limit on this host
};
TempDir* Languages::scratch_ = nullptr;
std::int64_t Languages::time_ms_ = 1000;

struct Expectation {
    std::string verdict, detail;  // detail: a part of the message (or of the compiler's log)
    std::string language;         // "judged with --lang ID" in the header, else by extension
};

Expectation expectation_of(const std::string& program) {
    static const std::regex header(R"(expect: ([A-Z]+)( ([^(}\n]*[^( }\n]))?)");
    static const std::regex lang(R"(judged with --lang ([a-z0-9]+))");
    std::smatch match;
    const std::string text = read_file(kPrograms / program);
    if (!std::regex_search(text, match, header)) return {"no expect: header", "", ""};
    Expectation expected{match[1], match[3], ""};
    if (std::regex_search(text, match, lang)) expected.language = match[1];
    return expected;
}

class Program : public Languages, public ::testing::WithParamInterface<std::string> {};

TEST_P(Program, GetsItsVerdict) {
    const Expectation expected = expectation_of(GetParam());
    const Language* language = expected.language.empty() ? language_for_file(GetParam())
                                                         : find_language(expected.language);
    ASSERT_NE(language, nullptr) << GetParam();
    require_languages({language->id});
    if (IsSkipped() || HasFatalFailure()) return;
    std::vector<std::string> extra;
    if (!expected.language.empty()) extra = {"--lang", expected.language};
    const nlohmann::json result = submit(GetParam(), extra);
    EXPECT_EQ(result["language"], language->id);
    EXPECT_EQ(result["verdict"], expected.verdict) << result.dump(2);
    std::string said = result["compile_log"];
    for (const auto& test : result["tests"]) said += "\n" + test["message"].get<std::string>();
    EXPECT_NE(said.find(expected.detail), std::string::npos)
        << "expected '" << expected.detail << "' in:\n"
        << said;
    if (expected.verdict == "AC") {
        EXPECT_EQ(result["score"], 100);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Languages, Program,
    ::testing::Values(
        "sum.c", "sum.cpp", "sum.py", "Sum.java", "sum.pas", "syntax_error.py", "fork_bomb.py",
        "Threads.java", "Shadow.java", "NoPublicClass.java", "stack_overflow.pas", "sum.rs",
        "wrong.rs", "spawn.rs", "escape.rs", "fork_bomb.rs", "sum.go", "wrong.go", "escape.go",
        "threads.go", "sum.kt", "wrong.kt", "escape.kt", "threads.kt", "sum.cs", "wrong.cs",
        "escape.cs", "Threads.cs", "sum.js", "wrong.js", "syntax_error.js", "escape.js",
        "threads.js", "sum_pypy.py", "wrong_pypy.py", "escape_pypy.py", "fork_bomb_pypy.py",
        // Managed runtimes: 80 % of the memory limit is AC, 120 % is MLE; the JVM's
        // heap exhausted is MLE, caught it is judged by the answer, and another
        // uncaught exception is RE.
        "Memory80.java", "Memory120.java", "memory80.kt", "memory120.kt", "HugeArray.java",
        "CaughtOom.java", "Crash.java", "memory80.cs", "memory120.cs", "memory80.js",
        "memory120.js", "memory80_pypy.py", "memory120_pypy.py", "memory80.go", "memory120.go",
        "memory_limit.go", "memory_limit_pypy.py"),
    [](const auto& info) {
        std::string name = info.param;
        for (char& c : name)
            if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
        return name;
    });

TEST_F(Languages, EachLanguageIsJudgedWithItsOwnCommandsAndTime) {
    require_languages({"python3", "java17", "pascal", "cpp14"});
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json python = submit("sum.py");
    EXPECT_EQ(python["language"], "python3");
    EXPECT_EQ(python["settings"]["time_limit_ms"], 2 * time_ms_);  // the package's multiplier
    EXPECT_NE(python["compile_command"].get<std::string>().find("-m py_compile main.py"),
              std::string::npos);
    const nlohmann::json java = submit("Sum.java");
    EXPECT_EQ(java["language"], "java17");
    EXPECT_NE(java["compile_command"].get<std::string>().find("Sum.java"), std::string::npos);
    EXPECT_EQ(submit("sum.pas")["language"], "pascal");
    EXPECT_EQ(submit("sum.cpp")["settings"]["time_limit_ms"], time_ms_);
}

// A new language's family keys its own multiplier, and PyPy is not CPython: "python" is not
// PyPy's.
TEST_F(Languages, TheNewFamiliesKeyTheirTimeMultipliers) {
    require_languages({"kotlin", "pypy3", "rust"});
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json kotlin = submit("sum.kt");
    EXPECT_EQ(kotlin["language"], "kotlin");
    EXPECT_EQ(kotlin["settings"]["time_limit_ms"], 3 * time_ms_);
    const nlohmann::json pypy = submit("sum_pypy.py", {"--lang", "pypy3"});
    EXPECT_EQ(pypy["language"], "pypy3");
    EXPECT_EQ(pypy["settings"]["time_limit_ms"], time_ms_);
    EXPECT_NE(pypy["compile_command"].get<std::string>().find("pypy3 -m py_compile main.py"),
              std::string::npos);
    const nlohmann::json rust = submit("sum.rs");
    EXPECT_EQ(rust["settings"]["time_limit_ms"], time_ms_);
    EXPECT_EQ(rust["compile_command"],
              "rustc --edition 2021 -O -C linker=/usr/bin/gcc --cfg ONLINE_JUDGE main.rs -o main");
}

// A Python program burning 2.5 s of CPU time, let run to its end: the judge's figure is the
// program's own within 10 %.
TEST_F(Languages, AnInterpretersCpuTimeIsMeasuredExactly) {
    require_languages({"python3"});
    if (IsSkipped() || HasFatalFailure()) return;
    const nlohmann::json result =
        submit("burn.py", {"--time-limit", "1000", "--measure-tle", "10000", "--tests", "1"});
    ASSERT_EQ(result["tests"].size(), 1u);
    const nlohmann::json& test = result["tests"][0];
    EXPECT_EQ(test["verdict"], "TLE");
    EXPECT_TRUE(test["cpu_measured_to_end"].get<bool>());
    EXPECT_GE(test["cpu_ms"].get<int>(), 2500 * 9 / 10);
    EXPECT_LE(test["cpu_ms"].get<int>(), 2500 * 11 / 10);
}

}  // namespace
}  // namespace gridjudge
