// The compile cache: the same source, language and flags compile once; anything else that
// changes the program compiles again; only the compiler's own verdicts are remembered — a compile
// that failed because the judge's disk was full is IE and is compiled again once there is room;
// a damaged cache entry is rebuilt. Compiles for real, in the sandbox.
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cstdlib>

#include "judge/compile/compiler.h"
#include "judge/util/files.h"
#include "tests/common/require_environment.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;

class CompilerCache : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!sandbox::detect_protections().isolated())
            GRIDJUDGE_SKIP_OR_FAIL("the sandbox cannot isolate on this host");
    }

    CompileResult compile(const std::string& source, const char* language = "cpp14") {
        CompileRequest request;
        request.language = find_language(language);
        request.source = source;
        return compiler_.compile(request);
    }

    TempDir cache_{"gridjudge-compiler-test-"};
    SandboxRunner runner_{sandbox::Options{}};
    CachedCompiler compiler_{cache_.path(), runner_};
};

const std::string kHello = "#include <cstdio>\nint main() { std::puts(\"hi\"); }\n";

TEST_F(CompilerCache, SameSourceCompilesOnce) {
    const CompileResult first = compile(kHello);
    ASSERT_TRUE(first.ok) << first.log << first.internal_error;
    EXPECT_FALSE(first.cached);
    EXPECT_EQ(first.program.run_command, std::vector<std::string>{"./main"});
    EXPECT_TRUE(fs::is_regular_file(first.program.artifacts / "main"));
    EXPECT_EQ(first.compiler_version.rfind("g++ ", 0), 0u) << first.compiler_version;
    const CompileResult second = compile(kHello);
    ASSERT_TRUE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.program.artifacts, first.program.artifacts);
    EXPECT_EQ(second.command, first.command);
}

TEST_F(CompilerCache, OtherLanguageOrSourceCompilesAgain) {
    const CompileResult cpp14 = compile(kHello);
    const CompileResult cpp17 = compile(kHello, "cpp17");
    const CompileResult edited = compile(kHello + "// edited\n");
    ASSERT_TRUE(cpp14.ok && cpp17.ok && edited.ok);
    EXPECT_FALSE(cpp17.cached);
    EXPECT_FALSE(edited.cached);
    EXPECT_NE(cpp17.program.artifacts, cpp14.program.artifacts);
    EXPECT_NE(edited.program.artifacts, cpp14.program.artifacts);
}

TEST_F(CompilerCache, CompileErrorsAreCachedWithTheirLog) {
    const CompileResult first = compile("int main() { return missing; }\n");
    EXPECT_FALSE(first.ok);
    EXPECT_TRUE(first.internal_error.empty());
    EXPECT_NE(first.log.find("was not declared in this scope"), std::string::npos) << first.log;
    const CompileResult second = compile("int main() { return missing; }\n");
    EXPECT_FALSE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.log, first.log);
}

// A source cannot make itself look like the judge's fault: its #error naming a full disk is its
// own CE (never cached, since the words are the machine's), not an IE.
TEST_F(CompilerCache, ASourceImitatingAFullDiskGetsItsCompileError) {
    const CompileResult imitation = compile("#error No space left on device\nint main() {}\n");
    EXPECT_FALSE(imitation.ok);
    EXPECT_TRUE(imitation.internal_error.empty()) << imitation.internal_error;
    EXPECT_FALSE(compile("#error No space left on device\nint main() {}\n").cached);
}

TEST_F(CompilerCache, ADamagedEntryIsRebuiltNotRun) {
    const CompileResult first = compile(kHello);
    ASSERT_TRUE(first.ok);
    write_file_atomic(first.program.artifacts / "main", "#!/bin/sh\necho poisoned\n");
    const CompileResult again = compile(kHello);
    ASSERT_TRUE(again.ok) << again.internal_error;
    EXPECT_FALSE(again.cached);
    EXPECT_NE(read_file(again.program.artifacts / "main").substr(0, 4), "#!/b");
}

// Regression: with /tmp full every program got CE ("ld: final link failed: No space left on
// device") and stayed CE after space was freed, because the failure was cached as the source's.
TEST_F(CompilerCache, AFullDiskIsAnInternalErrorAndNeverCached) {
    if (::geteuid() != 0) GRIDJUDGE_SKIP_OR_FAIL("mounting a small file system needs root");
    // A small tmpfs stands for the judge's full /tmp. It is mounted where the sandbox's box
    // server (a process of its own) sees it too, and unmounted when the test ends.
    TempDir small("gridjudge-full-disk-");
    ASSERT_EQ(::mount("tmpfs", small.path().c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=4m"), 0);
    struct Unmount {
        const fs::path& path;
        ~Unmount() { ::umount2(path.c_str(), MNT_DETACH); }
    } unmount{small.path()};
    const char* old_tmpdir = std::getenv("TMPDIR");
    ::setenv("TMPDIR", small.path().c_str(), 1);
    {
        // Leave a few KiB: the source fits, the linked program does not.
        std::string filler(4 * 1024 * 1024 - 12 * 1024, 'x');
        write_file_atomic(small.path() / "filler", filler);
        const CompileResult full = compile(kHello + "// full disk\n");
        EXPECT_FALSE(full.ok);
        EXPECT_NE(full.internal_error.find("the disk of"), std::string::npos)
            << full.internal_error << "\n"
            << full.log;
        fs::remove(small.path() / "filler");
        const CompileResult room = compile(kHello + "// full disk\n");
        EXPECT_TRUE(room.ok) << room.log << room.internal_error;
        EXPECT_FALSE(room.cached);
    }
    if (old_tmpdir)
        ::setenv("TMPDIR", old_tmpdir, 1);
    else
        ::unsetenv("TMPDIR");
}

// The precompiled <bits/stdc++.h>: used (the flags say so and -Winvalid-pch stays silent),
// the program works, and a source without the header compiles exactly as before.
TEST_F(CompilerCache, BitsStdcxxCompilesAgainstThePrecompiledHeader) {
    const CompileResult bits = compile(
        "#include <bits/stdc++.h>\nint main() { std::vector<int> v{1}; return v[0] - 1; }\n");
    ASSERT_TRUE(bits.ok) << bits.log << bits.internal_error;
    EXPECT_EQ(bits.command,
              "g++ -Ipch -Winvalid-pch -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -o main");
    EXPECT_EQ(bits.log, "");
    EXPECT_EQ(std::system((bits.program.artifacts / "main").c_str()),
              0);  // trusted: the test wrote it
    int precompiled = 0;
    for (const auto& entry : fs::directory_iterator(cache_.path()))
        if (entry.path().filename().string().starts_with("pch-"))
            precompiled += fs::exists(entry.path() / "bits/stdc++.h.gch");
    EXPECT_EQ(precompiled, 1);
    const CompileResult plain = compile(kHello);
    EXPECT_EQ(plain.command, "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -o main");
}

}  // namespace
}  // namespace gridjudge
