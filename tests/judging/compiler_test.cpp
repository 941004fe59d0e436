// CachedCompiler with a fake box runner (fakes.h): what it caches, what it shows and what it
// makes an internal error, decided from the RunResult alone, without a sandbox or a compiler
// run. The real compiler in the real sandbox: tests/sandbox/compiler_cache_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>

#include "judge/compile/compiler.h"
#include "judge/util/files.h"
#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {
namespace fs = std::filesystem;
using testing::FakeBoxRunner;

const std::string kSource = "int main() { return 0; }\n";
const std::string kCommand = "g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE main.cpp -o main";

// A compiler run that wrote `log` and, when `makes_program`, the program.
sandbox::RunResult compiler_run(const sandbox::RunSpec& spec, const std::string& log,
                                bool makes_program, int exit_code = 0) {
    if (!log.empty()) write_file_atomic(spec.stderr_path, log);
    if (makes_program) write_file_atomic(spec.box_dir / "main", "#!fake\n");
    sandbox::RunResult run;
    run.exit_code = exit_code;
    run.cpu_ms = 300;
    run.wall_ms = 320;
    return run;
}

class CompilerTest : public ::testing::Test {
  protected:
    CompileResult compile(const std::string& source = kSource) {
        CompileRequest request;
        request.language = find_language("cpp17");
        request.source = source;
        return compiler_.compile(request);
    }

    TempDir cache_{"gridjudge-compiler-unit-"};
    FakeBoxRunner runner_{
        [](const sandbox::RunSpec& spec) { return compiler_run(spec, "", true); }};
    CachedCompiler compiler_{cache_.path(), runner_};
};

TEST_F(CompilerTest, ACompileRunsInTheCompileBoxOnceAndIsThenServedFromTheCache) {
    const CompileResult first = compile();
    ASSERT_TRUE(first.ok) << first.log << first.internal_error;
    EXPECT_FALSE(first.cached);
    EXPECT_EQ(first.command, kCommand);
    EXPECT_EQ(first.log, "");
    EXPECT_EQ(first.cpu_ms, 300);
    EXPECT_EQ(first.wall_ms, 320);
    EXPECT_EQ(read_file(first.program.artifacts / "main"), "#!fake\n");
    EXPECT_EQ(first.program.run_command, std::vector<std::string>{"./main"});

    ASSERT_EQ(runner_.calls.size(), 1u);
    const sandbox::RunSpec& spec = runner_.calls[0];
    EXPECT_EQ(spec.profile, sandbox::Profile::Compile);
    EXPECT_EQ(spec.argv, (std::vector<std::string>{"/usr/bin/g++", "-std=c++17", "-O2", "-pipe",
                                                   "-DONLINE_JUDGE", "main.cpp", "-o", "main"}));
    const CompileLimits defaults;
    EXPECT_EQ(spec.limits.cpu_ms, defaults.cpu_ms);
    EXPECT_EQ(spec.limits.wall_ms, defaults.wall_ms);
    EXPECT_EQ(spec.limits.memory_kib, defaults.memory_kib);
    EXPECT_EQ(spec.limits.output_kib, defaults.output_kib);
    EXPECT_EQ(spec.limits.processes, find_language("cpp17")->compile_processes);

    const CompileResult second = compile();
    ASSERT_TRUE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.program.artifacts, first.program.artifacts);
    EXPECT_EQ(runner_.calls.size(), 1u);  // nothing ran

    compile(kSource + "// another source\n");
    EXPECT_EQ(runner_.calls.size(), 2u);
}

// Several files: each keeps its name in the box, every source is given to the compiler, and
// a file's content is part of the cache key.
TEST_F(CompilerTest, SeveralFilesKeepTheirNamesAndEverySourceIsCompiled) {
    std::vector<std::string> box_files;
    runner_.behave([&](const sandbox::RunSpec& spec) {
        for (const auto& entry : fs::directory_iterator(spec.box_dir))
            box_files.push_back(entry.path().filename().string());
        return compiler_run(spec, "", true);
    });
    CompileRequest request;
    request.language = find_language("cpp17");
    request.submitted_files = {
        {"util.cpp", "int f() { return 1; }\n"}, {"util.h", "int f();\n"}, {"main.cpp", kSource}};
    const CompileResult result = compiler_.compile(request);
    ASSERT_TRUE(result.ok) << result.log << result.internal_error;
    EXPECT_EQ(result.command, "g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE main.cpp util.cpp -o main");
    std::sort(box_files.begin(), box_files.end());
    EXPECT_EQ(box_files, (std::vector<std::string>{"main.cpp", "util.cpp", "util.h"}));

    request.submitted_files[1].content = "int f(); // changed\n";
    EXPECT_FALSE(compiler_.compile(request).cached);
    EXPECT_EQ(runner_.calls.size(), 2u);
}

// The grader is the jury's: a submitted file of its name, a file that could leave the box, two
// files of one name are the contestant's compile error, and nothing runs.
TEST_F(CompilerTest, SubmittedFilesThatCannotBeLaidOutAreACompileErrorSayingWhy) {
    auto refusal = [&](std::vector<SourceFile> files) {
        CompileRequest request;
        request.language = find_language("cpp17");
        request.submitted_files = std::move(files);
        request.grader_files = {{"grader.cpp", "int main() {}\n"}, {"task.h", "int f();\n"}};
        const CompileResult result = compiler_.compile(request);
        EXPECT_FALSE(result.ok);
        EXPECT_EQ(result.internal_error, "");
        return result.log;
    };
    EXPECT_EQ(refusal({{"sol.cpp", kSource}, {"grader.cpp", "int main() { return 0; }"}}),
              "the submitted file grader.cpp is named like the grader's: the grader is the "
              "jury's; rename the file");
    EXPECT_EQ(refusal({{"sol.cpp", kSource}, {"../task.h", ""}}),
              "the submitted file '../task.h' has a hidden file name (it starts with '.')");
    EXPECT_EQ(refusal({{"sol.cpp", kSource}, {"sol.cpp", ""}}),
              "two submitted files are named sol.cpp");
    EXPECT_EQ(refusal({{"sol.cpp", kSource}, {"task.h", "int f() { return 0; }\n"}}),
              "the submitted file task.h is named like the grader's: the grader is the jury's; "
              "rename the file");
    EXPECT_EQ(refusal({{"sol.cpp", kSource}, {"sol.cc", ""}}),
              "the submitted files sol.cc and sol.cpp would both compile to sol.o: rename one");
    EXPECT_EQ(runner_.calls.size(), 0u);
}

TEST_F(CompilerTest, ASourceTheCompilerRejectsIsACompileErrorWithItsLogAndIsRemembered) {
    const std::string log = "main.cpp:1:13: error: 'x' was not declared in this scope\n";
    runner_.behave([&](const sandbox::RunSpec& spec) { return compiler_run(spec, log, false, 1); });
    const CompileResult first = compile();
    EXPECT_FALSE(first.ok);
    EXPECT_FALSE(first.cached);
    EXPECT_EQ(first.log, log);
    EXPECT_EQ(first.internal_error, "");

    const CompileResult second = compile();
    EXPECT_FALSE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.log, log);
    EXPECT_EQ(runner_.calls.size(), 1u);
}

TEST_F(CompilerTest, ACompilerThatExitsZeroWithoutAProgramIsACompileError) {
    runner_.behave([](const sandbox::RunSpec& spec) { return compiler_run(spec, "", false); });
    const CompileResult result = compile();
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.internal_error, "");
    EXPECT_EQ(result.log, "");
}

TEST_F(CompilerTest, ALimitHitIsAnUnrememberedCompileErrorNamingTheLimit) {
    runner_.behave([](const sandbox::RunSpec& spec) {
        sandbox::RunResult run = compiler_run(spec, "cc1plus: still parsing\n", false);
        run.cpu_limit_exceeded = true;
        run.signal = 9;
        return run;
    });
    const CompileResult first = compile();
    EXPECT_FALSE(first.ok);
    EXPECT_EQ(first.internal_error, "");
    EXPECT_EQ(first.log, "cc1plus: still parsing\n\n[compilation exceeded the time limit of 10 s]");

    // The machine may have been loaded: the next judging compiles again, and may succeed.
    runner_.behave([](const sandbox::RunSpec& spec) { return compiler_run(spec, "", true); });
    const CompileResult again = compile();
    EXPECT_TRUE(again.ok);
    EXPECT_FALSE(again.cached);
    EXPECT_EQ(runner_.calls.size(), 2u);
}

TEST_F(CompilerTest, MemoryAndTaskLimitsAreNamedInTheLogAndNotRemembered) {
    runner_.behave([](const sandbox::RunSpec& spec) {
        sandbox::RunResult run = compiler_run(spec, "", false);
        run.memory_limit_exceeded = true;
        run.signal = 9;
        return run;
    });
    EXPECT_EQ(compile().log, "\n[compilation exceeded the memory limit of 1024 MiB]");
    runner_.behave([](const sandbox::RunSpec& spec) {
        sandbox::RunResult run = compiler_run(spec, "g++: fatal error: cannot fork\n", false, 1);
        run.task_limit_exceeded = true;
        return run;
    });
    const CompileResult tasks = compile();
    EXPECT_EQ(tasks.log, "g++: fatal error: cannot fork\n\n[compilation reached the limit of " +
                             std::to_string(find_language("cpp17")->compile_processes) + " tasks]");
    EXPECT_FALSE(compile().cached);
    EXPECT_EQ(runner_.calls.size(), 3u);
}

TEST_F(CompilerTest, ASandboxFailureIsAnInternalErrorAndNothingIsCached) {
    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.error = "clone: out of memory";
        return run;
    });
    const CompileResult first = compile();
    EXPECT_FALSE(first.ok);
    EXPECT_EQ(first.internal_error, "compiler sandbox failed: clone: out of memory");
    EXPECT_EQ(first.log, "");

    runner_.behave([](const sandbox::RunSpec& spec) { return compiler_run(spec, "", true); });
    const CompileResult second = compile();
    EXPECT_TRUE(second.ok);
    EXPECT_FALSE(second.cached);
    EXPECT_EQ(runner_.calls.size(), 2u);
}

TEST_F(CompilerTest, APrecompiledHeaderTheSandboxFailedToBuildIsNotUsed) {
    // The first run builds bits/stdc++.h.gch (failed here), the second compiles the source.
    runner_.behave([](const sandbox::RunSpec& spec) {
        if (std::find(spec.argv.begin(), spec.argv.end(), "c++-header") != spec.argv.end()) {
            sandbox::RunResult run;
            run.error = "mount: permission denied";
            return run;
        }
        return compiler_run(spec, "", true);
    });
    const CompileResult result = compile("#include <bits/stdc++.h>\n" + kSource);
    ASSERT_TRUE(result.ok) << result.internal_error;
    ASSERT_EQ(runner_.calls.size(), 2u);
    EXPECT_EQ(runner_.calls[0].profile, sandbox::Profile::Compile);
    EXPECT_EQ(result.command, kCommand);  // no -Ipch: compiled without the header
    EXPECT_EQ(runner_.calls[1].argv.size(), 8u);
}

}  // namespace
}  // namespace gridjudge
